import { useTranslation } from '#web/i18n';

/** Shown when a page fails to load or render (for example a chunk missing after a new release). */
export const RouteError = () => {
  const { t } = useTranslation('common');
  return (
    <div className="route-error" role="alert">
      <h1 className="page-title">{t('dialog.exception')}</h1>
      <p>{t('errors.generalException')}</p>
      <button
        type="button"
        className="app-button app-button--primary app-button--small"
        onClick={() => window.location.reload()}
      >
        {t('dialog.close')}
      </button>
    </div>
  );
};
