import { isEditorRole } from '@door/contract';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { useAppStore } from '#web/stores/app-store';

/**
 * Above the configurator's pages while a document is in adding mode (DOMAIN "New offer"; 'change' and 'add' in a
 * document's configurations): which document the configuration goes to (number, customer), and whether it changes
 * one of its positions, with the way back to the document (which ends adding mode).
 */
export const DocumentContext = () => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useAppStore((state) => state.role);
  const document = useAppStore((state) => state.document);
  const position = useAppStore((state) =>
    state.documentConfiguration && state.documentConfiguration.configurationId === state.configurator.configurationId
      ? state.documentConfiguration.position
      : null,
  );
  if (!document?.addingMode || !isEditorRole(role) || !pathname.toLowerCase().startsWith('/configurator')) {
    return null;
  }
  const number = document.name;
  const back = () => {
    useAppStore.getState().setDocument({ ...document, addingMode: false });
    void navigate(ADMIN_PAGES.configurations);
  };
  return (
    <section className="document-context" aria-label={t('documentContext.label')} data-testid="document-context">
      <div className="document-context__inner">
        <p className="document-context__text">
          <strong>
            {position === null
              ? t('documentContext.adding', { number })
              : t('documentContext.changing', { number, position })}
          </strong>
          {document.customer ? (
            <span className="document-context__customer">
              {t('documentContext.customer', { customer: document.customer })}
            </span>
          ) : null}
        </p>
        <button type="button" className="app-button app-button--small" onClick={back}>
          {t('documentContext.back', { number })}
        </button>
      </div>
    </section>
  );
};
