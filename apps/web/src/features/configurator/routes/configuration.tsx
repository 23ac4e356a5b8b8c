import '#web/components/configurator/configurator.css';
import { isAdminRole, type TreeParameter } from '@door/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfiguratorPanel } from '#web/components/configurator/configurator-panel';
import { DoorPreview } from '#web/components/configurator/door-preview';
import { MovedNotice } from '#web/components/configurator/moved-notice';
import { ParameterField } from '#web/components/configurator/parameter-field';
import { NO_IMAGE, serverPictureOf } from '#web/components/configurator/picture';
import { PopupChoices } from '#web/components/configurator/popup-choices';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { PageTitle } from '#web/components/page-title';
import { SendInquiryButton } from '#web/components/send-inquiry-button';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import { configurationPath, overviewPath, PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { useInstantConfigurator } from '../api/get-model-definition';
import { configurationQueryKey, openConfiguration } from '../api/open-configuration';
import { updateComment } from '../api/update-comment';
import { CatalogueUpdateNotice } from '../components/catalogue-update-notice';
import { CommentBox } from '../components/comment-box';
import { errorText, useConfigurator } from '../hooks/use-configurator';
import { useRouteConfiguration } from '../hooks/use-route-configuration';

/** /configurator/configuration*: step 2, the parameters of the chosen model by category, picture and price. */
export const ConfigurationRoute = () => {
  const { t } = useTranslation('configurator');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = useRouteConfiguration();
  const language = useAppStore((state) => state.language);
  const documentId = useAppStore((state) => state.document?.documentId);
  const metadataOf = route.reply?.Metadata;
  // The model's definition and the engine load after the first paint of the step; changes are instant from then on.
  const instant = useInstantConfigurator(
    metadataOf
      ? {
          versionId: metadataOf.Catalogue.VersionId,
          partId: metadataOf.PartId,
          brandPartnerId: metadataOf.BrandPartnerId,
          documentId: metadataOf.HasDocument ? documentId : undefined,
        }
      : null,
    route.variant,
  );
  const configurator = useConfigurator(route.variant, route.queryKey, route.brandPartnerId, instant ?? null, language);
  const storedStep = useAppStore((state) => state.configurator.step);
  const [confirmClear, setConfirmClear] = useState(false);
  const { reply } = route;
  // What opening said (a configuration in no document that moved to the current catalogue says what changed).
  const [openedMessage, setOpenedMessage] = useState<string | null>(null);
  const openedIds = useRef(new Set<string>());
  useEffect(() => {
    const id = reply?.Metadata.ConfigurationId;
    if (id && !openedIds.current.has(id)) {
      openedIds.current.add(id);
      setOpenedMessage(reply.Message);
    }
  }, [reply]);

  if (!reply) {
    return (
      <div className="cfg-page" aria-busy={route.isLoading}>
        <PageTitle title={t('title')} />
        {route.hasFailed ? (
          <p className="cfg-empty">
            {t('errors.notAvailable')} <Link to={PATHS.selection}>{t('actions.toSelection')}</Link>
          </p>
        ) : (
          // Its own key: the drawn step's layout is a new element, not this one moved down (a layout shift).
          <div key="skeleton" className="cfg-skeleton" aria-hidden="true" />
        )}
      </div>
    );
  }

  const { Metadata: metadata } = reply;
  const canEdit = metadata.CanEdit && !configurator.isBroken;
  const overviewLink = overviewPath({
    configurationId: metadata.ConfigurationId,
    brandPartnerId: route.brandPartnerId,
  });
  const picture = (metadata.GenerateLiveImage ? configurator.pictureFor(reply) : null) ?? serverPictureOf(metadata);
  const message = configurator.lastMove?.message ?? null;
  // The overview reads the stored configuration: changes still on their way to the server are waited for.
  const toOverview = (event: { preventDefault: () => void }) => {
    if (configurator.isBusy) {
      event.preventDefault();
      void configurator.whenSaved().then(() => navigate(overviewLink));
    }
  };
  const goTo = (next: number) => {
    useAppStore.getState().setStep(next);
    document.getElementById('cfg-panel-title')?.focus();
  };

  const renderParameter = (parameter: TreeParameter) =>
    parameter.DataType === 'comment' ? (
      <CommentBox
        key={parameter.ParameterId}
        value={metadata.Comment}
        disabled={!canEdit}
        onSave={(comment) => saveComment(comment, parameter.ParameterId)}
      />
    ) : (
      <ParameterField
        key={parameter.ParameterId}
        parameter={parameter}
        canEdit={canEdit}
        currency={route.currency}
        onChange={(change) => void configurator.apply(change)}
      />
    );

  const saveComment = async (comment: string, parameterId: string | null) => {
    try {
      await updateComment(metadata.ConfigurationId, comment);
      configurator.setComment(parameterId ?? metadata.CommentParameterId, comment);
    } catch (error) {
      notify({ kind: 'error', title: t('errors.commentTitle'), message: errorText(error, t('errors.api')) });
      throw error;
    }
  };

  const clear = async () => {
    setConfirmClear(false);
    try {
      const fresh = await openConfiguration({
        variant: route.variant,
        brandPartnerId: route.brandPartnerId,
        partId: metadata.PartId,
        language: useAppStore.getState().language,
      });
      queryClient.setQueryData(
        configurationQueryKey({
          variant: route.variant,
          brandPartnerId: route.brandPartnerId,
          configurationId: fresh.Metadata.ConfigurationId,
          language: useAppStore.getState().language,
        }),
        fresh,
      );
      useAppStore.getState().setStep(0);
      void navigate(
        configurationPath({ configurationId: fresh.Metadata.ConfigurationId, brandPartnerId: route.brandPartnerId }),
        {
          replace: true,
        },
      );
    } catch (error) {
      notify({ kind: 'error', title: t('errors.createTitle'), message: errorText(error, t('errors.api')) });
    }
  };

  const commentInTree = reply.ViewModel.Tree.some((parameter) => parameter.DataType === 'comment');

  return (
    <div className="cfg-page" data-instant={instant ? 'ready' : 'loading'}>
      <header className="cfg-head">
        <p className="cfg-eyebrow">{t('title')}</p>
        <PageTitle title={metadata.BrandModelName || metadata.ModelName} />
        <p className="cfg-head__subtitle">{metadata.ModelTitle}</p>
      </header>
      <div className="cfg-layout">
        <aside className="cfg-visual" aria-label={t('picture.label')}>
          <div className="cfg-visual__frame" aria-busy={configurator.isBusy}>
            <DoorPreview src={picture} alt={t('picture.alt', { model: metadata.BrandModelName })} fallback={NO_IMAGE} />
            {configurator.isBusy ? <span className="cfg-visual__spinner" aria-hidden="true" /> : null}
          </div>
          <PopupChoices
            parameters={reply.ViewModel.PopupParameters}
            disabled={!canEdit}
            onPick={(parameterId, parameterValueId) => void configurator.apply({ parameterId, parameterValueId })}
          />
          <div className="cfg-summary">
            <div className="cfg-summary__price">
              <span className="cfg-summary__label">{t('price.total')}</span>
              {reply.Price === null ? (
                <span className="cfg-summary__login" data-testid="configuration-price">
                  {t('price.login')}
                </span>
              ) : (
                <span className="cfg-summary__amount" data-testid="configuration-price" aria-live="polite">
                  {formatMoney(reply.Price, route.currency)}
                </span>
              )}
              {configurator.isUnsaved ? (
                <span className="cfg-summary__unsaved" role="status" data-testid="not-saved">
                  {t('instant.notSaved')}
                </span>
              ) : null}
            </div>
            {route.isSignedIn ? (
              <Link
                className="app-button app-button--primary"
                to={overviewLink}
                onClick={toOverview}
                data-testid="next-page"
              >
                {t('actions.nextPage')}
              </Link>
            ) : (
              <SendInquiryButton configurationIds={[metadata.ConfigurationId]} data-testid="send-inquiry" />
            )}
            {route.isSignedIn ? null : (
              <Link className="cfg-link" to={overviewLink} onClick={toOverview}>
                {t('actions.overview')}
              </Link>
            )}
          </div>
        </aside>

        <ConfiguratorPanel
          tree={reply.ViewModel.Tree}
          step={storedStep}
          onStep={goTo}
          canEdit={canEdit}
          renderParameter={renderParameter}
          notices={
            <>
              {!canEdit ? (
                <p className="cfg-readonly" role="note">
                  {configurator.isBroken ? t('readonly.failed') : t('readonly.locked')}
                </p>
              ) : null}
              <CatalogueUpdateNotice
                configurationId={metadata.ConfigurationId}
                catalogue={metadata.Catalogue}
                currency={route.currency}
                onUpdated={() => {
                  void queryClient.invalidateQueries({ queryKey: route.queryKey });
                  toast(t('catalogue.updated'));
                }}
              />
              {openedMessage && !message ? (
                <MovedNotice
                  message={openedMessage}
                  canUndo={false}
                  onUndo={() => {}}
                  onDismiss={() => setOpenedMessage(null)}
                />
              ) : null}
              {message ? (
                <MovedNotice
                  message={message}
                  canUndo={canEdit}
                  onUndo={() => void configurator.undo()}
                  onDismiss={configurator.dismissMove}
                />
              ) : null}
            </>
          }
          afterFields={(isLast) =>
            !commentInTree && isLast ? (
              <CommentBox
                value={metadata.Comment}
                disabled={!canEdit}
                onSave={(comment) => saveComment(comment, null)}
              />
            ) : null
          }
          lastStepAction={
            route.isSignedIn ? (
              <Link className="app-button app-button--primary" to={overviewLink}>
                {t('actions.nextPage')}
              </Link>
            ) : (
              <SendInquiryButton configurationIds={[metadata.ConfigurationId]} />
            )
          }
          footer={
            <div className="cfg-panel__foot">
              <button
                type="button"
                className="cfg-link-button"
                onClick={() => setConfirmClear(true)}
                disabled={!canEdit}
                data-testid="clear-configuration"
              >
                {t('actions.clear')}
              </button>
              {isAdminRole(route.role) ? <span className="cfg-id">{metadata.ConfigurationId}</span> : null}
            </div>
          }
        />
      </div>
      <ConfirmDialog
        opened={confirmClear}
        title={t('clear.title')}
        message={t('clear.message')}
        confirmLabel={t('clear.confirm')}
        onConfirm={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
};
