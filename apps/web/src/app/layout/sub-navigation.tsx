import { isEditorRole, isInstallerRole, type Role, readGuid } from '@door/contract';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES, canSeeInsight, managePagesOf } from '#web/lib/admin-redirects';
import { configurationPath, overviewPath, PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';

type Item = { to: string; label: string; end?: boolean };

/** The menu word of each management page. */
const MANAGE_LABELS: Record<string, string> = {
  [ADMIN_PAGES.manageUsers]: 'manageUsers',
  [ADMIN_PAGES.managePartners]: 'managePartners',
  [ADMIN_PAGES.manageBrandPartners]: 'manageBrandPartners',
  [ADMIN_PAGES.manageAudit]: 'manageAudit',
  [ADMIN_PAGES.manageIntegrations]: 'manageIntegrations',
  [ADMIN_PAGES.catalogue]: 'catalogue',
};

/** The document menu (§2): installers see only configurations and document. */
export const documentMenu = (role: Role | null): { key: string; to: string }[] => {
  const all = [
    { key: 'configurations', to: ADMIN_PAGES.configurations },
    { key: 'document', to: ADMIN_PAGES.document },
    { key: 'terms', to: ADMIN_PAGES.terms },
    { key: 'contact', to: ADMIN_PAGES.contact },
    { key: 'print', to: ADMIN_PAGES.print },
    { key: 'history', to: ADMIN_PAGES.history },
  ];
  return isInstallerRole(role) ? all.filter((item) => ['configurations', 'document'].includes(item.key)) : all;
};

/**
 * The configuration menu (§2): installers see images and monter only; the §6 redirect of calculation wins over
 * the menu's calculation entry (DOMAIN "Costs page").
 */
export const configurationMenu = (role: Role | null): { key: string; to: string }[] => {
  const all = [
    { key: 'calculation', to: ADMIN_PAGES.calculation },
    { key: 'positionData', to: ADMIN_PAGES.position },
    { key: 'costs', to: ADMIN_PAGES.costs },
    { key: 'images', to: ADMIN_PAGES.images },
    { key: 'remarks', to: ADMIN_PAGES.remarks },
    { key: 'monter', to: ADMIN_PAGES.monter },
  ];
  return isInstallerRole(role) ? all.filter((item) => ['images', 'monter'].includes(item.key)) : all;
};

const Links = ({ items, label, className }: { items: Item[]; label: string; className: string }) => (
  <ul className={className} aria-label={label}>
    {items.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.end} className="subnav-link">
          {item.label}
        </NavLink>
      </li>
    ))}
  </ul>
);

/** Sub-navigation: wizard steps (later steps once a configuration exists), projects, document and configuration menus. */
export const SubNavigation = () => {
  const { t } = useTranslation('common');
  const role = useAppStore((state) => state.role);
  const token = useAppStore((state) => state.token);
  const storedConfigurationId = useAppStore((state) => state.configurator.configurationId);
  const documentName = useAppStore((state) => state.document?.name ?? null);
  const position = useAppStore((state) => state.documentConfiguration?.position ?? null);
  const { pathname } = useLocation();
  const lower = pathname.toLowerCase();
  const editor = Boolean(token) && isEditorRole(role);
  // Step 2 or 3 opened from a link shows all three steps from its first paint, before its configuration loads.
  const [params] = useSearchParams();
  const onConfigurationStep = lower.startsWith(PATHS.configuration) || lower.startsWith(PATHS.confirmation);
  const configurationId = (onConfigurationStep ? readGuid(params.get('id')) : null) ?? storedConfigurationId;

  const steps: Item[] = [{ to: PATHS.selection, label: t('nav.selection') }];
  if (configurationId) {
    steps.push(
      { to: configurationPath({ configurationId }), label: t('nav.configuration') },
      { to: overviewPath({ configurationId }), label: t('nav.confirmation') },
    );
  }
  const projects: Item[] = [];
  if (editor && !isInstallerRole(role)) {
    projects.push({ to: PATHS.myProjects, label: t('nav.myProjects') });
  }
  if (editor && (isInstallerRole(role) || role === 'admin')) {
    projects.push({ to: PATHS.allProjects, label: t('nav.allProjects') });
  }
  const oemAdmin = useAppStore((state) => state.flags.isUserOem && state.flags.isUserOemAdmin);
  const oem = useAppStore((state) => state.flags.isUserOem);
  const manage: Item[] = editor
    ? managePagesOf(role, { oemAdmin }).map((to) => ({ to, label: t(`nav.${MANAGE_LABELS[to] ?? 'management'}`) }))
    : [];
  if (editor && canSeeInsight(role, { oemAdmin, oem })) {
    manage.unshift({ to: ADMIN_PAGES.insight, label: t('nav.insight') });
  }
  const inDocument = lower.startsWith('/admin/document');
  const inConfiguration = lower.startsWith('/admin/configuration');

  return (
    <nav className="subnav" aria-label={t('nav.label')}>
      <div className="subnav__inner">
        <ol className="subnav-steps" aria-label={t('nav.steps')}>
          {steps.map((step, index) => (
            <li key={step.to}>
              <NavLink to={step.to} className="subnav-link subnav-step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="visually-hidden">{t('nav.step', { number: index + 1 })}: </span>
                {step.label}
              </NavLink>
            </li>
          ))}
        </ol>
        {projects.length > 0 ? (
          <Links items={projects} label={t('pages.projects')} className="subnav-projects" />
        ) : null}
        {manage.length > 0 ? <Links items={manage} label={t('nav.management')} className="subnav-projects" /> : null}
      </div>
      {inDocument || inConfiguration ? (
        <div className="subnav__menu">
          <span className="subnav-menu-title">
            {inDocument ? t('nav.documentEditing') : t('nav.configurationEditing')}
            {documentName ? (
              <span className="subnav-menu-context" data-testid="subnav-document">
                {' '}
                · {documentName}
              </span>
            ) : null}
            {inConfiguration && position !== null ? (
              <span className="subnav-menu-context" data-testid="subnav-position">
                {' '}
                · {t('nav.position', { position })}
              </span>
            ) : null}
          </span>
          <Links
            items={(inDocument ? documentMenu(role) : configurationMenu(role)).map((item) => ({
              to: item.to,
              label: t(`nav.${item.key}`),
            }))}
            label={inDocument ? t('nav.documentEditing') : t('nav.configurationEditing')}
            className="subnav-tabs"
          />
        </div>
      ) : null}
    </nav>
  );
};
