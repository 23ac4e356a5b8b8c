import { useTranslation } from '#web/i18n';

/** Props of the notice of moved choices. */
export type MovedNoticeProps = {
  message: string;
  canUndo: boolean;
  onUndo: () => void;
  onDismiss: () => void;
};

/** The engine's message after a change moved other choices, with an undo. */
export const MovedNotice = ({ message, canUndo, onUndo, onDismiss }: MovedNoticeProps) => {
  const { t } = useTranslation('configurator');
  return (
    <div className="cfg-notice" role="status" data-testid="moved-notice">
      <p className="cfg-notice__text">{message}</p>
      <div className="cfg-notice__actions">
        {canUndo ? (
          <button type="button" className="app-button app-button--small" onClick={onUndo} data-testid="undo">
            {t('moved.undo')}
          </button>
        ) : null}
        <button type="button" className="cfg-link-button" onClick={onDismiss}>
          {t('moved.dismiss')}
        </button>
      </div>
    </div>
  );
};
