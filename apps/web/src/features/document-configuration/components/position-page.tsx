import { Alert, Loader, Text } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { currentBrandPartnerId, useAppStore } from '../../../stores/app-store';
import { notify } from '../../../stores/notification-store';
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
        onError: (error) =>
          notify({
            kind: 'error',
            title: t('errors.saveTitle'),
            message: error instanceof ApiError && !error.isNetworkError ? error.message : t('errors.general'),
          }),
      },
    );

  return (
    <div className="page">
      <PageTitle title={t('titleWithPosition', { position: current.position })} />
      {position.isPending ? <Loader aria-label={t('loading')} /> : null}
      {position.isError ? (
        <Alert color="red" role="alert" title={t('errors.loadTitle')}>
          {position.error instanceof ApiError ? position.error.message : t('errors.general')}
        </Alert>
      ) : null}
      {update.isSuccess ? (
        <Text role="status" c="green.9" mb="sm" data-testid="position-saved">
          {t('saved')}
        </Text>
      ) : null}
      {position.data ? (
        <PositionForm
          key={`${position.data.SalesDocumentConfigurationId}-${position.dataUpdatedAt}`}
          data={position.data}
          disabled={document.disableEdit || !position.data.CanEdit}
          isSaving={update.isPending}
          onSave={save}
        />
      ) : null}
    </div>
  );
};
