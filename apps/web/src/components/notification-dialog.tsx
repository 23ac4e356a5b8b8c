import { lazy, Suspense } from 'react';
import { useNotificationStore } from '#web/stores/notification-store';

// The modal code loads only when the first notice is shown.
const NotificationModal = lazy(() =>
  import('./notification-modal').then((module) => ({ default: module.NotificationModal })),
);

/** The modal notification/error dialog: a title (the word for exception on errors), a message and Close. */
export const NotificationDialog = () => {
  const open = useNotificationStore((state) => state.current !== null);
  return open ? (
    <Suspense fallback={null}>
      <NotificationModal />
    </Suspense>
  ) : null;
};
