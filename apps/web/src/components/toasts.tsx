import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n';
import { type Toast, useToastStore } from '#web/stores/notification-store';

/** How long a toast without a link stays; one with a link stays until it is closed or followed. */
const TOAST_MS = 8000;

const ToastItem = ({ toast }: { toast: Toast }) => {
  const { t } = useTranslation('common');
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    if (toast.link) {
      return undefined;
    }
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className="toast" data-testid="toast">
      <p className="toast__message">{toast.message}</p>
      {toast.link ? (
        <Link className="toast__link" to={toast.link.to} onClick={() => dismiss(toast.id)}>
          {toast.link.label}
        </Link>
      ) : null}
      <button type="button" className="toast__close" onClick={() => dismiss(toast.id)} aria-label={t('dialog.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
};

/**
 * The toasts at the page's lower edge: messages that answer an action without blocking the page (saved, or where a
 * document went, with a link there). Read out politely by screen readers.
 */
export const Toasts = () => {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
};
