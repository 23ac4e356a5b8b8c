import '#web/lib/mantine-styles';
import { type DocumentOverviewReply, formatMoney } from '@door/contract';
import { Alert, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { FeaturePage } from '#web/components/feature-page';
import { OverviewCategories } from '#web/components/overview-categories';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { useDocumentOverview } from '../api/get-document-overview';

/** A priced line of the costs: a label and an amount. */
const PriceLine = ({
  label,
  amount,
  currency,
  testId,
}: {
  label: string;
  amount: number;
  currency: string;
  testId: string;
}) => (
  <Paper withBorder p="md" radius="md">
    <Group justify="space-between" wrap="nowrap">
      <Text fw={700}>{label}</Text>
      <Text fw={700} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(amount, currency)}
      </Text>
    </Group>
  </Paper>
);

/** The costs of a loaded overview: the picture, the model's base price, the categories, and their sum. */
const Costs = ({ data }: { data: DocumentOverviewReply }) => {
  const { t } = useTranslation('calculation');
  const differs = data.ConfigurationPrice !== null && data.ConfigurationPrice !== data.CataloguePrice;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {data.Images[0] ? (
        <Image src={data.Images[0]} alt={t('imageAlt')} radius="md" fit="contain" maw={320} mah={320} />
      ) : null}
      <Stack className="ovw-main" style={{ flex: 1, minWidth: 260 }} component="section" aria-label={t('overview')}>
        <PriceLine
          label={t('modelPrice')}
          amount={data.ModelPrice}
          currency={data.Currency}
          testId="costs-model-price"
        />
        <OverviewCategories categories={data.Categories} currency={data.Currency} />
        <PriceLine
          label={t('cataloguePrice')}
          amount={data.CataloguePrice}
          currency={data.Currency}
          testId="costs-configuration-price"
        />
        {differs ? (
          <Alert color="yellow" variant="light" data-testid="costs-document-price">
            {t('documentPriceDiffers', {
              price: formatMoney(data.ConfigurationPrice ?? 0, data.Currency),
              catalogue: formatMoney(data.CataloguePrice, data.Currency),
            })}
          </Alert>
        ) : null}
      </Stack>
    </Group>
  );
};

/**
 * /admin/configuration/costs: the overview of the current configuration in the document, as the customer overview
 * shows it, whose lines visibly add up: the model's base price, the categories with their parameters' prices, and
 * their sum, the configuration's price of one piece; the document's own price beside it when the catalogue changed.
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
  return (
    <FeaturePage title={`${t('costsTitle')} · ${configuration.position}. ${configuration.name}`}>
      <QueryState query={overview} errorTitle={t('loadFailed')}>
        {(data) => <Costs data={data} />}
      </QueryState>
    </FeaturePage>
  );
};
