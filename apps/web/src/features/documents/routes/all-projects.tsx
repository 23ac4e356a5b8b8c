import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin/allProjects: document list, view type all. */
export const AllProjectsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.allProjects')} />;
};
