import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n';
import { PATHS } from '#web/lib/paths';
import { acceptCookies, hasAcceptedCookies } from '../lib/cookie-consent';

/** The cookie notice, shown until accepted (cookie `cookie_viewed`, 365 days). */
export const CookieNotice = () => {
  const { t } = useTranslation('cookie');
  const [visible, setVisible] = useState(() => !hasAcceptedCookies());
  if (!visible) {
    return null;
  }
  return (
    <section className="cookie-notice" aria-label={t('notice.label')} data-testid="cookie-notice">
      <p>
        {t('notice.text')} <Link to={PATHS.cookieInfo}>{t('notice.more')}</Link>
      </p>
      <button
        type="button"
        className="app-button app-button--primary app-button--small"
        onClick={() => {
          acceptCookies();
          setVisible(false);
        }}
      >
        {t('notice.accept')}
      </button>
    </section>
  );
};
