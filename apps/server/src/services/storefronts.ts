import type { BrandData, Footer, Licence } from '@door/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { brandPartners, brands } from '../db/schema';

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

const toStorefront = (row: Row, variant: 'main' | 'documents'): Storefront => ({
  BrandId: row.brandId,
  BrandPartnerId: row.id,
  BrandName: row.brandName,
  Title: row.title,
  Style: variant === 'documents' ? row.documentsStyle : row.style,
  footer: row.footer,
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
});

/** Reads one storefront; null when the id is unknown. */
export const findStorefront = async (
  db: DbOrTx,
  brandPartnerId: string,
  variant: 'main' | 'documents' = 'main',
): Promise<Storefront | null> => {
  const [row] = await db
    .select(SELECTION)
    .from(brandPartners)
    .innerJoin(brands, eq(brands.id, brandPartners.brandId))
    .where(eq(brandPartners.id, brandPartnerId))
    .limit(1);
  return row ? toStorefront(row, variant) : null;
};

/** Reads several storefronts in the order of the ids given. */
export const listStorefronts = async (db: DbOrTx, brandPartnerIds: string[]): Promise<Storefront[]> => {
  if (brandPartnerIds.length === 0) {
    return [];
  }
  const rows = await db
    .select(SELECTION)
    .from(brandPartners)
    .innerJoin(brands, eq(brands.id, brandPartners.brandId))
    .where(inArray(brandPartners.id, brandPartnerIds));
  const byId = new Map(rows.map((row) => [row.id, toStorefront(row, 'main')]));
  return brandPartnerIds.flatMap((id) => byId.get(id) ?? []);
};
