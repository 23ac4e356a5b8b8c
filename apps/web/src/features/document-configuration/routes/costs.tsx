import { formatMoney } from '@door/contract';
import { Alert, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { FeaturePage } from '../../../components/feature-page';
import { OverviewCategories } from '../../../components/overview-categories';
import { useTranslation } from '../../../i18n';
import { currentBrandPartnerId, useAppStore } from '../../../stores/app-store';
import { useDocumentOverview } from '../api/get-document-overview';

/**
 * /admin/configuration/costs: the overview of the current configuration in the document, as the customer overview
 * shows it (categories, parameters, values, prices, pictures), with the document's price and currency.
 */
export const CostsRoute = () => {
  const { t } = useTranslation('calculation');
  const configuration = useAppStore((state) => state.documentConfiguration);
  const brandPartnerId = useAppStore((state) => currentBrandPartnerId(state));
  const language = useAppStore((state) => state.language);
  const overview = useDocumentOverview(configuration?.documentConfigurationId ?? '', brandPartnerId, language);

  if (!configuration) {
    return (
      <FeaturePage title={t('costsTitle')}>
        <Alert color="gray">{t('noConfiguration')}</Alert>
      </FeaturePage>
    );
  }
  if (overview.isError) {
    return (
      <FeaturePage title={t('costsTitle')}>
        <Alert color="red" role="alert">
          {overview.error instanceof Error ? overview.error.message : t('loadFailed')}
        </Alert>
      </FeaturePage>
    );
  }
  if (!overview.data) {
    return (
      <FeaturePage title={t('costsTitle')}>
        <Loader aria-label={t('loading')} />
      </FeaturePage>
    );
  }
  const data = overview.data;
  return (
    <FeaturePage title={`${t('costsTitle')} · ${configuration.position}. ${configuration.name}`}>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="sm" maw={320} aria-label={t('images')} component="section">
          {data.Images.map((url, index) => (
            <Image key={url} src={url} alt={t('imageAlt', { number: index + 1 })} radius="md" fit="contain" mah={320} />
          ))}
        </Stack>
        <Stack className="ovw-main" style={{ flex: 1, minWidth: 280 }} component="section" aria-label={t('overview')}>
          <OverviewCategories categories={data.Categories} currency={data.Currency} />
          {data.ConfigurationPrice !== null ? (
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between">
                <Text fw={700}>{t('configurationPriceOne')}</Text>
                <Text fw={700} data-testid="costs-configuration-price">
                  {formatMoney(data.ConfigurationPrice, data.Currency)}
                </Text>
              </Group>
            </Paper>
          ) : null}
        </Stack>
      </Group>
    </FeaturePage>
  );
};
