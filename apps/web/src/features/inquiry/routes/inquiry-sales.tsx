import { useTranslation } from '#web/i18n';
import { InquiryPage } from '../components/inquiry-page';

/** /configurator/inquirysales: the inquiry view for sales staff (they type the customer's contact). */
export const InquirySalesRoute = () => {
  const { t } = useTranslation('inquiry');
  return <InquiryPage title={t('titleSales')} />;
};
