import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin/myProjects: document list, view type my. */
export const MyProjectsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.myProjects')} />;
};
