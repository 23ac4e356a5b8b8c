import { FeaturePage } from '../../../components/feature-page';
import { useTranslation } from '../../../i18n';

/** /admin: project list. */
export const ProjectsRoute = () => {
  const { t } = useTranslation('common');
  return <FeaturePage title={t('pages.projects')} />;
};
