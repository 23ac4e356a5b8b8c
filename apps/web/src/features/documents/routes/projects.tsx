import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../../components/feature-page';

/** /admin: project list. */
export const ProjectsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.projects')} />;
};
