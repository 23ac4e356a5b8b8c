import { useTranslation } from '#web/i18n';
import { InquiryPage } from '../components/inquiry-page';

/** /configurator/inquiryuser: the inquiry view of a signed-in customer, with the saved contact and addresses. */
export const InquiryUserRoute = () => {
  const { t } = useTranslation('inquiry');
  return <InquiryPage title={t('titleUser')} />;
};
