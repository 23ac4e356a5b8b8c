import '#web/lib/mantine-styles';
import { accessibleShade, type BrandStyle, type Footer, readableText } from '@door/contract';
import { Box, Text } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import './storefront-preview.css';

/**
 * A small picture of a storefront's customer pages as they will look: header with logo and text, a primary button,
 * the banner and the footer links, painted as the storefront paints them (a pair below 4.5:1 in its nearest readable
 * shade, as the customers see it).
 */
export const StorefrontPreview = ({ style, footer, title }: { style: BrandStyle; footer: Footer; title: string }) => {
  const { t } = useTranslation('manage');
  const header = accessibleShade(style.BackgroundColor, style.HeaderFontColor);
  const button = accessibleShade(style.ButtonColor, style.ButtonFontColor);
  const banner = accessibleShade(style.ExposedBannerColor, style.ExposedBannerFontColor);
  // As the storefront paints it (app/theme.ts): the text stays the brand's unless even the shade cannot carry it.
  const headerText = readableText(header, style.HeaderFontColor);
  const buttonText = readableText(button, style.ButtonFontColor);
  const bannerText = readableText(banner, style.ExposedBannerFontColor);
  const links = [footer.Footer1text, footer.Footer2text, footer.Footer3text].filter((text) => text.trim() !== '');
  return (
    <Box
      className="storefront-preview"
      aria-label={t('storefronts.preview')}
      role="figure"
      data-testid="storefront-preview"
    >
      <div className="storefront-preview__header" style={{ background: header, color: headerText }}>
        {style.HeaderLogo ? <img src={style.HeaderLogo} alt="" className="storefront-preview__logo" /> : null}
        {style.HeaderLogotype ? (
          <img src={style.HeaderLogotype} alt="" className="storefront-preview__logotype" />
        ) : null}
        <span>{style.HeaderText || title}</span>
      </div>
      {style.ShowExposedBanner ? (
        <div className="storefront-preview__banner" style={{ background: banner, color: bannerText }}>
          {style.ExposedBannerText}
        </div>
      ) : null}
      <div className="storefront-preview__body">
        <Text size="sm">{t('storefronts.previewText')}</Text>
        <span className="storefront-preview__button" style={{ background: button, color: buttonText }}>
          {t('storefronts.previewButton')}
        </span>
      </div>
      <div className="storefront-preview__footer">
        {links.map((text) => (
          <span key={text}>{text}</span>
        ))}
      </div>
    </Box>
  );
};
