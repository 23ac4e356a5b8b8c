import { create } from 'zustand';

/** A message shown in the modal notification dialog. */
export type Notice = {
  /** Title; for errors the word for exception when none is given. */
  title?: string;
  message: string;
  kind: 'info' | 'error';
  /** Called after the dialog is closed. */
  onClose?: () => void;
};

type NotificationState = {
  current: Notice | null;
  queue: Notice[];
  /** Shows a notice (queued behind any open one). */
  notify: (notice: Notice) => void;
  /** Closes the open notice and shows the next. */
  close: () => void;
};

/** The notification/error dialog queue. */
export const useNotificationStore = create<NotificationState>()((set, get) => ({
  current: null,
  queue: [],
  notify: (notice) =>
    set((state) => (state.current ? { queue: [...state.queue, notice] } : { current: notice, queue: state.queue })),
  close: () => {
    const closing = get().current;
    set((state) => ({ current: state.queue[0] ?? null, queue: state.queue.slice(1) }));
    closing?.onClose?.();
  },
}));

/** Shows a notice from outside React (api client, loaders). */
export const notify = (notice: Notice): void => useNotificationStore.getState().notify(notice);

/** A link of a toast: where the thing it speaks of is now. */
export type ToastLink = { label: string; to: string };

/** A short message that does not block the page: a save that worked, or where a document went (with a link). */
export type Toast = { id: number; message: string; link?: ToastLink };

type ToastState = {
  toasts: Toast[];
  /** Shows a toast; the newest three stay. */
  show: (toast: Omit<Toast, 'id'>) => void;
  dismiss: (id: number) => void;
};

/** Toasts kept at a time. */
const TOAST_LIMIT = 3;
let nextToastId = 1;

/** The toasts shown at the page's edge. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (toast) => set((state) => ({ toasts: [...state.toasts, { ...toast, id: nextToastId++ }].slice(-TOAST_LIMIT) })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast from anywhere. */
export const toast = (message: string, link?: ToastLink): void => useToastStore.getState().show({ message, link });
