import { useTranslation } from '#web/i18n';
import { InquiryPage } from '../components/inquiry-page';

/** /configurator/inquiry*: the inquiry view. */
export const InquiryRoute = () => {
  const { t } = useTranslation('inquiry');
  return <InquiryPage title={t('title')} />;
};
