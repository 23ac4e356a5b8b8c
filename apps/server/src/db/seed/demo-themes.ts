import type { BrandStyle, Footer } from '@door/contract';
import type { StorefrontTexts } from '../schema';

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A door mark: frame, leaf with two panels and a handle, in the given colours. */
const doorMark = (frame: string, leaf: string, accent: string) =>
  `<g><rect x="6" y="4" width="36" height="56" rx="2" fill="${frame}"/><rect x="11" y="9" width="26" height="51" fill="${leaf}"/>` +
  `<rect x="15" y="13" width="18" height="18" rx="1" fill="none" stroke="${frame}" stroke-width="1.6"/>` +
  `<rect x="15" y="35" width="18" height="20" rx="1" fill="none" stroke="${frame}" stroke-width="1.6"/>` +
  `<rect x="31" y="32" width="5" height="2.4" rx="1.2" fill="${accent}"/></g>`;

const logo = (frame: string, leaf: string, accent: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64" width="48" height="64" role="img">${doorMark(frame, leaf, accent)}</svg>`,
  );

const logotype = (name: string, tagline: string, colour: string, accent: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 64" width="260" height="64" role="img">` +
      `<text x="0" y="34" font-family="Georgia, 'DejaVu Serif', serif" font-size="30" font-weight="700" letter-spacing="2" fill="${colour}">${name}</text>` +
      `<rect x="0" y="42" width="36" height="3" fill="${accent}"/>` +
      `<text x="44" y="47" font-family="Helvetica, Arial, 'DejaVu Sans', sans-serif" font-size="11" letter-spacing="3" fill="${colour}">${tagline}</text></svg>`,
  );

/** Theme of the default demo storefront (Alpina Vrata): the specification's default colours. */
export const ALPINA_STYLE: BrandStyle = {
  BackgroundColor: '#1F2A33',
  HeaderFontColor: '#FFFFFF',
  ButtonColor: '#86A33C',
  ButtonFontColor: '#FFFFFF',
  HeaderLogo: logo('#E9E4DA', '#8A5A36', '#86A33C'),
  HeaderLogotype: logotype('ALPINA', 'VRATA PO MERI', '#FFFFFF', '#86A33C'),
  HeaderText: 'Vrata po meri od leta 1978',
  ShowExposedBanner: true,
  ExposedBannerText: 'Jesenska akcija: −15 % na vhodna vrata serije Nordic do 31. 12.',
  ExposedBannerUrl: 'https://alpina-vrata.example/akcija',
  ExposedBannerColor: '#F2C14E',
  ExposedBannerFontColor: '#1F2A33',
};

/** Theme of the public documents pages of the default storefront. */
export const ALPINA_DOCUMENTS_STYLE: BrandStyle = {
  ...ALPINA_STYLE,
  BackgroundColor: '#F4F1EA',
  HeaderFontColor: '#1F2A33',
  HeaderLogo: logo('#1F2A33', '#8A5A36', '#86A33C'),
  HeaderLogotype: logotype('ALPINA', 'DOKUMENTI', '#1F2A33', '#86A33C'),
  HeaderText: 'Tehnična dokumentacija',
  ShowExposedBanner: false,
};

/** Theme of the second demo storefront (Nordhaus Türen). */
export const NORDHAUS_STYLE: BrandStyle = {
  BackgroundColor: '#0B3D5C',
  HeaderFontColor: '#FFFFFF',
  ButtonColor: '#C8102E',
  ButtonFontColor: '#FFFFFF',
  HeaderLogo: logo('#FFFFFF', '#3B4A54', '#C8102E'),
  HeaderLogotype: logotype('NORDHAUS', 'TÜREN NACH MASS', '#FFFFFF', '#C8102E'),
  HeaderText: 'Sicherheit, die man sieht',
  ShowExposedBanner: false,
  ExposedBannerText: '',
  ExposedBannerUrl: '',
  ExposedBannerColor: '#0B3D5C',
  ExposedBannerFontColor: '#FFFFFF',
};

/** Theme of the public documents pages of the second storefront. */
export const NORDHAUS_DOCUMENTS_STYLE: BrandStyle = {
  ...NORDHAUS_STYLE,
  BackgroundColor: '#EEF3F6',
  HeaderFontColor: '#0B3D5C',
  HeaderLogo: logo('#0B3D5C', '#3B4A54', '#C8102E'),
  HeaderLogotype: logotype('NORDHAUS', 'DOKUMENTE', '#0B3D5C', '#C8102E'),
  HeaderText: 'Technische Unterlagen',
};

/** Footer links of the default storefront. */
export const ALPINA_FOOTER: Footer = {
  Footer1text: 'Splošni pogoji',
  Footer1url: 'https://alpina-vrata.example/pogoji',
  Footer2text: 'Varstvo osebnih podatkov',
  Footer2url: 'https://alpina-vrata.example/zasebnost',
  Footer3text: 'Kontakt',
  Footer3url: 'https://alpina-vrata.example/kontakt',
};

/** Footer links of the second storefront. */
export const NORDHAUS_FOOTER: Footer = {
  Footer1text: 'Impressum',
  Footer1url: 'https://nordhaus-tueren.example/impressum',
  Footer2text: 'Datenschutz',
  Footer2url: 'https://nordhaus-tueren.example/datenschutz',
  Footer3text: 'Händler finden',
  Footer3url: 'https://nordhaus-tueren.example/haendler',
};

/** The default storefront's title, header texts, banner and footer in the languages other than its own (Slovenian). */
export const ALPINA_TEXTS: StorefrontTexts = {
  en: {
    Title: 'Alpina Vrata — configurator',
    HeaderText: 'Made-to-measure doors since 1978',
    DocumentsHeaderText: 'Technical documentation',
    ExposedBannerText: 'Autumn offer: −15 % on Nordic series entrance doors until 31 December',
    Footer1text: 'Terms and conditions',
    Footer2text: 'Privacy',
    Footer3text: 'Contact',
  },
  de: {
    Title: 'Alpina Vrata — Konfigurator',
    HeaderText: 'Türen nach Maß seit 1978',
    DocumentsHeaderText: 'Technische Dokumentation',
    ExposedBannerText: 'Herbstaktion: −15 % auf Haustüren der Serie Nordic bis 31. 12.',
    Footer1text: 'AGB',
    Footer2text: 'Datenschutz',
    Footer3text: 'Kontakt',
  },
  fr: {
    Title: 'Alpina Vrata — configurateur',
    HeaderText: 'Portes sur mesure depuis 1978',
    DocumentsHeaderText: 'Documentation technique',
    ExposedBannerText: 'Offre d’automne : −15 % sur les portes d’entrée de la série Nordic jusqu’au 31/12',
    Footer1text: 'Conditions générales',
    Footer2text: 'Confidentialité',
    Footer3text: 'Contact',
  },
};

/** The second storefront's title, header texts and footer in the languages other than its own (German). */
export const NORDHAUS_TEXTS: StorefrontTexts = {
  sl: {
    Title: 'Nordhaus Türen — konfigurator',
    HeaderText: 'Varnost, ki se vidi',
    DocumentsHeaderText: 'Tehnična dokumentacija',
    Footer1text: 'Impresum',
    Footer2text: 'Varstvo podatkov',
    Footer3text: 'Poiščite trgovca',
  },
  en: {
    Title: 'Nordhaus Türen — configurator',
    HeaderText: 'Security you can see',
    DocumentsHeaderText: 'Technical documents',
    Footer1text: 'Legal notice',
    Footer2text: 'Privacy',
    Footer3text: 'Find a dealer',
  },
  fr: {
    Title: 'Nordhaus Türen — configurateur',
    HeaderText: 'La sécurité qui se voit',
    DocumentsHeaderText: 'Documents techniques',
    Footer1text: 'Mentions légales',
    Footer2text: 'Confidentialité',
    Footer3text: 'Trouver un revendeur',
  },
};
