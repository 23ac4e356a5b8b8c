import '#web/lib/mantine-styles';
import { Text } from '@mantine/core';
import { PageTitle } from '#web/components/page-title';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify, toast } from '#web/stores/notification-store';
import { usePositionData } from '../api/position-get';
import { useUpdatePositionData } from '../api/position-update';
import { deliveryDateToSend, PositionForm, type PositionFormValues } from './position-form';

/** /admin/configuration/position: the position data of the current configuration in the document. */
export const PositionPage = () => {
  const { t } = useTranslation('configuration-position');
  const document = useAppStore((state) => state.document);
  const current = useAppStore((state) => state.documentConfiguration);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const documentConfigurationId = current?.documentConfigurationId ?? '';
  const position = usePositionData(documentConfigurationId, brandPartnerId);
  const update = useUpdatePositionData();

  if (!document || !current) {
    return (
      <div className="page">
        <PageTitle title={t('title')} />
        <Text>{t('noConfiguration')}</Text>
      </div>
    );
  }

  const save = (values: PositionFormValues) =>
    update.mutate(
      {
        documentId: document.documentId,
        documentConfigurationId,
        body: {
          BrandPartnerId: brandPartnerId,
          CustomerPosition: values.CustomerPosition,
          CustomerSubPosition: values.CustomerSubPosition,
          Commission: values.Commission,
          DeliveryDate: deliveryDateToSend(values.DeliveryDate),
        },
      },
      {
        onSuccess: () => toast(t('saved')),
        onError: (error) =>
          notify({ kind: 'error', title: t('errors.saveTitle'), message: errorMessageOf(error, t('errors.general')) }),
      },
    );

  return (
    <div className="page">
      <PageTitle title={t('titleWithPosition', { position: current.position })} />
      <QueryState query={position} errorTitle={t('errors.loadTitle')}>
        {(data) => (
          <PositionForm
            key={`${data.SalesDocumentConfigurationId}-${position.dataUpdatedAt}`}
            data={data}
            disabled={document.disableEdit || !data.CanEdit}
            isSaving={update.isPending}
            onSave={save}
          />
        )}
      </QueryState>
    </div>
  );
};
