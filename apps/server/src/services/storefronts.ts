import type { BrandData, Footer, Language, Licence } from '@door/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { brandPartners, brands } from '#server/db/schema';

/** A storefront (brand partner) as the API shows it. */
export type Storefront = BrandData & {
  footer: Footer;
  isActive: boolean;
  redirectBrandPartnerId: string | null;
  licence: Licence;
  showConsents: boolean;
  currency: string;
  partnerId: string;
};

const SELECTION = {
  id: brandPartners.id,
  brandId: brandPartners.brandId,
  brandName: brands.name,
  title: brandPartners.title,
  style: brandPartners.style,
  documentsStyle: brandPartners.documentsStyle,
  footer: brandPartners.footer,
  texts: brandPartners.texts,
  isActive: brandPartners.isActive,
  redirectBrandPartnerId: brandPartners.redirectBrandPartnerId,
  enabledApplication: brandPartners.enabledApplication,
  enabledEdifactExport: brandPartners.enabledEdifactExport,
  enabledEdifactImport: brandPartners.enabledEdifactImport,
  showConsents: brandPartners.showConsents,
  currency: brandPartners.currency,
  partnerId: brandPartners.partnerId,
};

type Row = {
  [K in keyof typeof SELECTION]: (typeof SELECTION)[K]['_']['notNull'] extends true
    ? (typeof SELECTION)[K]['_']['data']
    : (typeof SELECTION)[K]['_']['data'] | null;
};

/**
 * A storefront in a language: its title, header text, banner and footer texts in that language where it has them, else its own
 * (no language: its own).
 */
const toStorefront = (row: Row, variant: 'main' | 'documents', language: Language | null): Storefront => {
  const texts = (language && row.texts[language]) || {};
  const style = variant === 'documents' ? row.documentsStyle : row.style;
  return {
    BrandId: row.brandId,
    BrandPartnerId: row.id,
    BrandName: row.brandName,
    Title: texts.Title ?? row.title,
    Style: {
      ...style,
      HeaderText: (variant === 'documents' ? texts.DocumentsHeaderText : texts.HeaderText) ?? style.HeaderText,
      ExposedBannerText: texts.ExposedBannerText ?? style.ExposedBannerText,
    },
    footer: {
      ...row.footer,
      Footer1text: texts.Footer1text ?? row.footer.Footer1text,
      Footer2text: texts.Footer2text ?? row.footer.Footer2text,
      Footer3text: texts.Footer3text ?? row.footer.Footer3text,
    },
    isActive: row.isActive,
    redirectBrandPartnerId: row.redirectBrandPartnerId,
    licence: {
      EnabledApplication: row.enabledApplication,
      EnabledEdifactExport: row.enabledEdifactExport,
      EnabledEdifactImport: row.enabledEdifactImport,
    },
    showConsents: row.showConsents,
    currency: row.currency,
    partnerId: row.partnerId,
  };
};

/** Reads one storefront, in a language when one is given; null when the id is unknown. */
export const findStorefront = async (
  db: DbOrTx,
  brandPartnerId: string,
  variant: 'main' | 'documents' = 'main',
  language: Language | null = null,
): Promise<Storefront | null> => {
  const [row] = await db
    .select(SELECTION)
    .from(brandPartners)
    .innerJoin(brands, eq(brands.id, brandPartners.brandId))
    .where(eq(brandPartners.id, brandPartnerId))
    .limit(1);
  return row ? toStorefront(row, variant, language) : null;
};

/** Reads several storefronts in the order of the ids given. */
export const listStorefronts = async (
  db: DbOrTx,
  brandPartnerIds: string[],
  language: Language | null = null,
): Promise<Storefront[]> => {
  if (brandPartnerIds.length === 0) {
    return [];
  }
  const rows = await db
    .select(SELECTION)
    .from(brandPartners)
    .innerJoin(brands, eq(brands.id, brandPartners.brandId))
    .where(inArray(brandPartners.id, brandPartnerIds));
  const byId = new Map(rows.map((row) => [row.id, toStorefront(row, 'main', language)]));
  return brandPartnerIds.flatMap((id) => byId.get(id) ?? []);
};
