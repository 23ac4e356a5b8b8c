import { isEditorRole } from '@door/contract';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { CartButton } from '#web/features/cart/components/cart-button';
import { useTranslation } from '#web/i18n';
import { homePathFor, isDocumentsPath, isOfferPath } from '#web/lib/navigation';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { DOCUMENTS_LOGO } from '../theme';
import { LanguageSwitch } from './language-switch';

// Only admins and installers with several brands see the switch; everyone else never loads its code.
const BrandSwitch = lazy(() =>
  import('#web/features/brand/components/brand-switch').then((module) => ({ default: module.BrandSwitch })),
);

const isImageSource = (value: string) => /^(\/|https?:|data:image\/|blob:)/i.test(value.trim());

/** Header: logo, logotype, header text, brand switch, language switch and sign-in/out. */
export const Header = () => {
  const { t } = useTranslation('common');
  const theme = useAppStore((state) => state.theme);
  const role = useAppStore((state) => state.role);
  const token = useAppStore((state) => state.token);
  const numberOfBrands = useAppStore((state) => state.flags.numberOfBrands);
  const canSwitchBrand = Boolean(token) && isEditorRole(role) && numberOfBrands > 1;
  const { pathname } = useLocation();
  const documents = isDocumentsPath(pathname);
  const offer = isOfferPath(pathname);
  const brandName = theme?.BrandName || t('app.name');
  const logo = documents ? DOCUMENTS_LOGO : (theme?.Style.HeaderLogo ?? '');
  const logotype = documents ? '' : (theme?.Style.HeaderLogotype ?? '');
  const headerText = documents ? '' : (theme?.Style.HeaderText ?? '');

  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="app-header__inner">
        <Link to={homePathFor(role)} className="brand-home" aria-label={t('header.home', { brand: brandName })}>
          {theme === null && !documents ? (
            // A first visit waits for the brand's theme: a logo-sized box keeps the header as tall as it will be,
            // where the application's name would be wider and push the page down when the logo arrives.
            <span className="brand-logo brand-logo--pending" />
          ) : (
            <>
              {logo && isImageSource(logo) ? <img src={logo} alt="" className="brand-logo" /> : null}
              {logotype && isImageSource(logotype) ? (
                <img src={logotype} alt="" className="brand-logotype" />
              ) : (
                <span className="brand-name">{logotype || (logo ? '' : brandName)}</span>
              )}
            </>
          )}
        </Link>
        {headerText ? <p className="header-text">{headerText}</p> : null}
        <div className="header-actions">
          {documents || !canSwitchBrand ? null : (
            <Suspense fallback={null}>
              <BrandSwitch />
            </Suspense>
          )}
          {offer ? null : <CartButton />}
          {offer ? null : <LanguageSwitch />}
          {offer ? null : (
            <Link to={token ? PATHS.logout : PATHS.login} className="header-link">
              {token ? t('header.signOut') : t('header.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
};
