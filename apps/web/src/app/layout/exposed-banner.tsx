import { isAllowedLink, isEditorRole } from '@door/contract';
import { useTranslation } from '#web/i18n';
import { useAppStore } from '#web/stores/app-store';

/** The brand's exposed banner: editors only, and only when the brand enables it. */
export const ExposedBanner = () => {
  const { t } = useTranslation('brand');
  const style = useAppStore((state) => state.theme?.Style);
  const role = useAppStore((state) => state.role);
  const token = useAppStore((state) => state.token);
  if (!token || !isEditorRole(role) || !style?.ShowExposedBanner || !style.ExposedBannerText) {
    return null;
  }
  return (
    <aside className="exposed-banner" aria-label={style.ExposedBannerText} data-testid="exposed-banner">
      <span>{style.ExposedBannerText}</span>
      {style.ExposedBannerUrl && isAllowedLink(style.ExposedBannerUrl) ? (
        <a href={style.ExposedBannerUrl} target="_blank" rel="noreferrer noopener">
          {t('banner.more')}
        </a>
      ) : null}
    </aside>
  );
};
