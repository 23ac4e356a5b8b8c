import '#web/components/configurator/configurator.css';
import { isAdminRole, readGuid } from '@door/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAddToCart } from '#web/api/add-to-cart';
import { DoorPreview } from '#web/components/configurator/door-preview';
import { NO_IMAGE, serverPictureOf } from '#web/components/configurator/picture';
import { OverviewCategories } from '#web/components/overview-categories';
import { PageTitle } from '#web/components/page-title';
import { SendInquiryButton } from '#web/components/send-inquiry-button';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/files';
import { formatMoney } from '#web/lib/format';
import { configurationPath, PATHS } from '#web/lib/paths';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useAddToDocument } from '../api/add-to-document';
import { useCloneToDocument } from '../api/clone-to-document';
import { useOverview } from '../api/get-overview';
import { getPriceFile } from '../api/get-price-file';
import { errorText } from '../hooks/use-configurator';

const SaveDialog = lazy(() => import('../components/save-dialog').then((module) => ({ default: module.SaveDialog })));

const PartsTreeDialog = lazy(() =>
  import('../components/parts-tree-dialog').then((module) => ({ default: module.PartsTreeDialog })),
);

/** The document's configurations, where a save into the document returns. */
const DOCUMENT_CONFIGURATIONS_PATH = '/admin/document/configurations';

/** /configurator/confirmation*: step 3, the overview; also the web link of inquiry e-mails, so it opens from a link. */
export const ConfirmationRoute = () => {
  const { t } = useTranslation('configurator');
  const [params] = useSearchParams();
  const token = useAppStore((state) => state.token);
  const role = useAppStore((state) => state.role);
  const isParentPartner = useAppStore((state) => state.flags.isParentPartner);
  const language = useAppStore((state) => state.language);
  const storedBpi = useAppStore((state) => currentBrandPartnerId(state));
  const brandPartnerId = readGuid(params.get('bpi')) ?? storedBpi;
  const configurationId = readGuid(params.get('id')) ?? '';
  const currentDocument = useAppStore((state) => state.document);
  const documentConfiguration = useAppStore((state) => state.documentConfiguration);
  // An editor with a current document in adding mode saves into the document (DOMAIN "New offer").
  const targetDocument = token && isAdminRole(role) && currentDocument?.addingMode ? currentDocument : null;
  const overview = useOverview(
    { configurationId, brandPartnerId, signedIn: Boolean(token), language, documentId: targetDocument?.documentId },
    configurationId !== '',
  );
  const navigate = useNavigate();
  const addToDocument = useAddToDocument();
  const cloneToDocument = useCloneToDocument();
  const [showParts, setShowParts] = useState(false);
  const [showSave, setShowSave] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const addToCart = useAddToCart();
  const { t: tCart } = useTranslation('cart');
  const reported = useRef<unknown>(null);

  useEffect(() => {
    if (overview.error && reported.current !== overview.error) {
      reported.current = overview.error;
      notify({ kind: 'error', title: t('errors.overviewTitle'), message: errorText(overview.error, t('errors.api')) });
    }
  }, [overview.error, t]);

  useEffect(() => {
    const metadata = overview.data?.Metadata;
    if (metadata && useAppStore.getState().configurator.configurationId !== metadata.ConfigurationId) {
      useAppStore.getState().setConfigurationId(metadata.ConfigurationId);
      useAppStore.getState().setPart(metadata.PartId);
    }
  }, [overview.data]);

  if (!overview.data) {
    return (
      <div className="cfg-page">
        <PageTitle title={t('overview.title')} />
        {overview.isError || !configurationId ? (
          <p className="cfg-empty">
            {t('errors.notAvailable')} <Link to={PATHS.selection}>{t('actions.toSelection')}</Link>
          </p>
        ) : (
          // Its own key: the drawn overview is a new element, not this one moved down (a layout shift).
          <div key="skeleton" className="cfg-skeleton" aria-hidden="true" />
        )}
      </div>
    );
  }

  const { Metadata: metadata, Currency: currency } = overview.data;
  // Staff keep no cart (the server refuses it): they save into a document, or are told where to.
  const isStaff = Boolean(token) && role !== null;
  const openDocument =
    isStaff && !targetDocument && isAdminRole(role) && currentDocument && !currentDocument.disableEdit
      ? currentDocument
      : null;
  const picture = serverPictureOf(metadata);
  const isAdmin = Boolean(token) && isAdminRole(role);
  const canDownloadPrices = Boolean(token) && role === 'admin' && isParentPartner;
  const configurationLink = configurationPath({ configurationId: metadata.ConfigurationId, brandPartnerId });

  const downloadPrices = async () => {
    try {
      downloadFile(await getPriceFile(metadata.ConfigurationId));
    } catch (error) {
      notify({ kind: 'error', title: t('errors.priceFileTitle'), message: errorText(error, t('errors.api')) });
    }
  };

  /** The row of the document being changed, when this is its configuration. */
  const changedRow =
    targetDocument && documentConfiguration?.configurationId === metadata.ConfigurationId
      ? documentConfiguration
      : null;

  /**
   * Saves into the current document: a new configuration enters it; the one being changed is replaced (override) or
   * gets a new version right after it (new copy). Then back to the document's configurations.
   */
  const saveIntoDocument = async (copy: boolean, document = targetDocument) => {
    if (!document) {
      return;
    }
    setSaveError(null);
    const variables = {
      documentId: document.documentId,
      configurationId: metadata.ConfigurationId,
      brandPartnerId,
    };
    try {
      const row = copy
        ? await cloneToDocument.mutateAsync(variables).then((reply) => ({
            documentConfigurationId: reply.DocumentConfigurationId,
            configurationId: reply.ConfigurationId,
            position: reply.DocumentPosition,
            statusId: null,
          }))
        : await addToDocument.mutateAsync(variables).then((reply) => ({
            documentConfigurationId: reply.SalesDocumentConfigurationId,
            configurationId: reply.ConfigurationId,
            position: reply.ConfigurationPosition,
            statusId: reply.DocumentStatusId,
          }));
      const store = useAppStore.getState();
      store.setDocument({ ...document, addingMode: false });
      store.setDocumentConfiguration({ ...row, name: metadata.BrandModelName || metadata.ModelName });
      store.resetConfigurator();
      setShowSave(false);
      void navigate(DOCUMENT_CONFIGURATIONS_PATH);
    } catch (error) {
      const message =
        error instanceof ApiError && !error.isNetworkError ? error.message : errorText(error, t('errors.api'));
      if (showSave) {
        setSaveError(message);
      } else {
        notify({ kind: 'error', title: t('save.title'), message });
      }
    }
  };

  const save = (copy: boolean) => {
    if (targetDocument) {
      void saveIntoDocument(copy);
      return;
    }
    setSaveError(null);
    addToCart.mutate(
      { configurationId: metadata.ConfigurationId, copy },
      {
        onSuccess: () => {
          setShowSave(false);
          // Adding to the cart resets the wizard: parameters, part, step and categories (§4).
          useAppStore.getState().resetConfigurator();
          notify({ kind: 'info', title: t('save.savedTitle'), message: t('save.saved') });
        },
        onError: (error) => {
          const message = errorText(error, t('errors.api'));
          if (showSave) {
            setSaveError(message);
          } else {
            notify({ kind: 'error', title: t('save.title'), message });
          }
        },
      },
    );
  };

  return (
    <div className="cfg-page ovw-page">
      <header className="cfg-head">
        <p className="cfg-eyebrow">{t('overview.title')}</p>
        <PageTitle title={metadata.BrandModelName || metadata.ModelName} />
        <p className="cfg-head__subtitle">{metadata.ModelTitle}</p>
      </header>
      <div className="cfg-layout ovw-layout">
        <aside className="cfg-visual">
          <div className="cfg-visual__frame">
            <DoorPreview src={picture} alt={t('picture.alt', { model: metadata.BrandModelName })} fallback={NO_IMAGE} />
          </div>
        </aside>
        <div className="ovw-main">
          <OverviewCategories categories={overview.data.Categories} currency={currency} />
          {metadata.Comment ? (
            <section className="ovw-category" aria-labelledby="ovw-comment">
              <h2 id="ovw-comment" className="ovw-category__title">
                {t('comment.label')}
              </h2>
              <p className="ovw-comment">{metadata.Comment}</p>
            </section>
          ) : null}
          <div className="ovw-total">
            {overview.data.ModelPrice !== null ? (
              <div className="ovw-total__row">
                <span>{t('overview.modelPrice')}</span>
                <span className="ovw-price">{formatMoney(overview.data.ModelPrice, currency)}</span>
              </div>
            ) : null}
            <div className="ovw-total__row ovw-total__row--grand">
              <span>{t('price.total')}</span>
              {overview.data.ConfigurationPrice === null ? (
                <span className="cfg-summary__login" data-testid="overview-total">
                  {t('price.login')}
                </span>
              ) : (
                <span data-testid="overview-total">{formatMoney(overview.data.ConfigurationPrice, currency)}</span>
              )}
            </div>
          </div>
          <div className="ovw-actions no-print">
            <Link className="app-button" to={configurationLink}>
              {t('overview.edit')}
            </Link>
            {isStaff && !targetDocument ? (
              openDocument ? (
                <button
                  type="button"
                  className="app-button app-button--primary"
                  disabled={addToDocument.isPending || !metadata.CanEdit}
                  onClick={() => void saveIntoDocument(false, openDocument)}
                  data-testid="add-to-document"
                >
                  {t('save.toDocument', { document: openDocument.name })}
                </button>
              ) : null
            ) : (
              <button
                type="button"
                className="app-button app-button--primary"
                disabled={
                  targetDocument
                    ? addToDocument.isPending || cloneToDocument.isPending || !metadata.CanEdit
                    : addToCart.isPending || addToCart.isAddingDisabled || !metadata.CanEdit
                }
                onClick={() => ((targetDocument ? changedRow : metadata.IsPublished) ? setShowSave(true) : save(false))}
                data-testid="save"
              >
                {t('save.button')}
              </button>
            )}
            <button type="button" className="app-button" onClick={() => window.print()} data-testid="print">
              {t('overview.print')}
            </button>
            {token ? null : (
              <SendInquiryButton configurationIds={[metadata.ConfigurationId]} data-testid="send-inquiry" />
            )}
            {isAdmin ? (
              <button type="button" className="app-button" onClick={() => setShowParts(true)} data-testid="parts-tree">
                {t('overview.partsTree')}
              </button>
            ) : null}
            {canDownloadPrices ? (
              <button type="button" className="app-button" onClick={() => void downloadPrices()}>
                {t('overview.priceFile')}
              </button>
            ) : null}
          </div>
          {isStaff && !targetDocument && !openDocument && isAdminRole(role) ? (
            <p className="cfg-readonly no-print" role="note" data-testid="staff-save-hint">
              {t('save.staffHint')} <Link to={PATHS.myProjects}>{t('save.toDocuments')}</Link>
            </p>
          ) : null}
          {addToCart.isAddingDisabled ? (
            <p className="cfg-readonly no-print" role="note">
              {tCart('cartAddingDisabled')}
            </p>
          ) : null}
          <p className="ovw-print-id">{t('overview.configurationId', { id: metadata.ConfigurationId })}</p>
        </div>
      </div>
      {showSave ? (
        <Suspense fallback={null}>
          <SaveDialog
            isSaving={addToCart.isPending || addToDocument.isPending || cloneToDocument.isPending}
            error={saveError}
            onSave={save}
            onClose={() => {
              setShowSave(false);
              setSaveError(null);
            }}
          />
        </Suspense>
      ) : null}
      {showParts ? (
        <Suspense fallback={null}>
          <PartsTreeDialog nodes={overview.data.PartsTree ?? []} onClose={() => setShowParts(false)} />
        </Suspense>
      ) : null}
    </div>
  );
};
