import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/allProjects: document list, view type all. */
export const AllProjectsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.allProjects')} />;
};
