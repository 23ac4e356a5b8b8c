import '#web/lib/mantine-styles';
import type { CatalogueUpdatePreview } from '@door/contract';
import { Button, Group, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import { applyCatalogueUpdate, previewCatalogueUpdate } from '../api/catalogue-update';
import { errorText } from '../hooks/use-configurator';

/** Props of the dialog that updates a configuration to the current catalogue. */
export type CatalogueUpdateModalProps = {
  configurationId: string;
  currency: string;
  onClose: () => void;
  /** Called after the update was saved (the page then reloads the configuration). */
  onUpdated: () => void;
};

/**
 * Shows, before anything is saved, what the current catalogue changes in this configuration: the price old → new and
 * each choice no longer allowed with what it becomes and the rule's reason; "Update" saves it.
 */
export const CatalogueUpdateModal = ({ configurationId, currency, onClose, onUpdated }: CatalogueUpdateModalProps) => {
  const { t } = useTranslation('configurator');
  const { t: common } = useTranslation('common');
  const [preview, setPreview] = useState<CatalogueUpdatePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    previewCatalogueUpdate(configurationId).then(
      (reply) => isCurrent && setPreview(reply),
      (failure: unknown) => isCurrent && setError(errorText(failure, t('errors.api'))),
    );
    return () => {
      isCurrent = false;
    };
  }, [configurationId, t]);

  const update = async () => {
    setIsSaving(true);
    try {
      await applyCatalogueUpdate(configurationId);
      onUpdated();
    } catch (failure) {
      setError(errorText(failure, t('errors.api')));
      setIsSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('catalogue.dialogTitle')}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': common('dialog.close') }}
    >
      <div className="cfg-catalogue" data-testid="catalogue-update-dialog" aria-busy={!preview && !error}>
        {error ? (
          <p className="cfg-catalogue__error" role="alert">
            {error}
          </p>
        ) : null}
        {preview ? (
          <>
            <p>{t('catalogue.versions', { from: preview.FromVersion, to: preview.ToVersion })}</p>
            {!preview.IsModelAvailable ? <p role="alert">{t('catalogue.modelGone')}</p> : null}
            {preview.PriceBefore !== null && preview.PriceAfter !== null ? (
              <p className="cfg-catalogue__price" data-testid="catalogue-update-price">
                {t('catalogue.price', {
                  before: formatMoney(preview.PriceBefore, currency),
                  after: formatMoney(preview.PriceAfter, currency),
                })}
              </p>
            ) : null}
            {preview.Changes.length > 0 ? (
              <>
                <h3 className="cfg-catalogue__heading">{t('catalogue.changesTitle')}</h3>
                <ul className="cfg-catalogue__changes" data-testid="catalogue-update-changes">
                  {preview.Changes.map((change) => (
                    <li key={change.ParameterId}>
                      <strong>{change.Parameter}:</strong> {change.From ?? '—'} →{' '}
                      {change.To ?? t('catalogue.notAvailable')}
                      <span className="cfg-catalogue__reason">{change.Reason}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('catalogue.noChanges')}</p>
            )}
          </>
        ) : null}
      </div>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {common('dialog.cancel')}
        </Button>
        <Button
          onClick={() => void update()}
          loading={isSaving}
          disabled={!preview?.IsModelAvailable}
          data-autofocus
          data-testid="catalogue-update-confirm"
        >
          {t('catalogue.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
