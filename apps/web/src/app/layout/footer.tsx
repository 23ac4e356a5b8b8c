import { APP_VERSION, isAllowedLink } from '@door/contract';
import { useTranslation } from '#web/i18n';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';

/** Footer: the app version (`APP_VERSION`), the brand partner id and up to three links. */
export const Footer = () => {
  const { t } = useTranslation('common');
  const footer = useAppStore((state) => state.footer);
  const bpi = useAppStore((state) => currentBrandPartnerId(state));
  const links = footer
    ? [
        { text: footer.Footer1text, url: footer.Footer1url },
        { text: footer.Footer2text, url: footer.Footer2url },
        { text: footer.Footer3text, url: footer.Footer3url },
      ].filter((link) => link.text.trim() !== '')
    : [];
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        {links.length > 0 ? (
          <nav aria-label={t('footer.links')}>
            <ul className="footer-links">
              {links.map((link) => (
                <li key={`${link.text}-${link.url}`}>
                  {link.url && isAllowedLink(link.url) ? (
                    <a href={link.url} target="_blank" rel="noreferrer noopener">
                      {link.text}
                    </a>
                  ) : (
                    link.text
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="footer-meta">
          <span data-testid="app-version">{t('footer.version', { version: APP_VERSION })}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="brand-partner-id">{t('footer.brandPartner', { id: bpi })}</span>
        </p>
      </div>
    </footer>
  );
};
