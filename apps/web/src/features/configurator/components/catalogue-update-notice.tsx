import type { ConfigurationCatalogue } from '@door/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n';

// The dialog (and Mantine's modal) loads only when it is first opened.
const CatalogueUpdateModal = lazy(() =>
  import('./catalogue-update-modal').then((module) => ({ default: module.CatalogueUpdateModal })),
);

/** Props of the notice that a newer catalogue is current. */
export type CatalogueUpdateNoticeProps = {
  configurationId: string;
  catalogue: ConfigurationCatalogue;
  currency: string;
  onUpdated: () => void;
};

/**
 * For a configuration of a document that is not read-only, priced with an older catalogue: says so and offers to
 * update it to the current catalogue, showing what would change before saving.
 */
export const CatalogueUpdateNotice = ({
  configurationId,
  catalogue,
  currency,
  onUpdated,
}: CatalogueUpdateNoticeProps) => {
  const { t } = useTranslation('configurator');
  const [isOpen, setIsOpen] = useState(false);
  if (!catalogue.CanUpdate) {
    return null;
  }
  return (
    <div className="cfg-notice" role="note" data-testid="catalogue-update-notice">
      <p className="cfg-notice__text">
        {t('catalogue.notice', { version: catalogue.Version, current: catalogue.CurrentVersion })}
      </p>
      <div className="cfg-notice__actions">
        <button
          type="button"
          className="app-button app-button--small"
          onClick={() => setIsOpen(true)}
          data-testid="catalogue-update"
        >
          {t('catalogue.update')}
        </button>
      </div>
      {isOpen ? (
        <Suspense fallback={null}>
          <CatalogueUpdateModal
            configurationId={configurationId}
            currency={currency}
            onClose={() => setIsOpen(false)}
            onUpdated={() => {
              setIsOpen(false);
              onUpdated();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
