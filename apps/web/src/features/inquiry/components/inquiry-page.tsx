import '#web/lib/mantine-styles';
import { Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useCart } from '#web/api/get-cart';
import { FeaturePage } from '#web/components/feature-page';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { InquiryForm } from './inquiry-form';

/** An inquiry view: the configurations of `?id=` (one or more), else every configuration in the cart. */
export const InquiryPage = ({ title }: { title: string }) => {
  const { t } = useTranslation('inquiry');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const cart = useCart();
  const fromQuery = search
    .getAll('id')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  const configurationIds = fromQuery.length > 0 ? fromQuery : (cart.data ?? []).map((item) => item.ConfigurationId);
  return (
    <FeaturePage title={title}>
      {configurationIds.length === 0 && !cart.isLoading ? <Text>{t('nothingToSend')}</Text> : null}
      <InquiryForm
        configurationIds={configurationIds}
        onDone={(reply) => {
          if (reply) {
            void navigate(PATHS.selection);
          }
        }}
      />
    </FeaturePage>
  );
};
