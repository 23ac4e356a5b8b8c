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
