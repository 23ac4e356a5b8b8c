import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/myProjects: document list, view type my. */
export const MyProjectsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.myProjects')} />;
};
