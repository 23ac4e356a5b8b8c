import type { BrandActive, BrandData, Footer, Language } from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Db } from '#server/db/client';
import { requireStaff } from '#server/policies/access-guard';
import { findStorefront, listStorefronts, type Storefront } from '#server/services/storefronts';
import { BRAND_MESSAGES, STOREFRONT_INACTIVE_TEXTS } from './brand.messages';

const toBrandData = (storefront: Storefront): BrandData => ({
  BrandId: storefront.BrandId,
  BrandPartnerId: storefront.BrandPartnerId,
  BrandName: storefront.BrandName,
  Title: storefront.Title,
  Style: storefront.Style,
});

/** Storefront lookups: theme, footer, active flag and the staff's brand list. */
export const createBrandService = ({ db }: { db: Db }) => {
  const getStorefront = async (
    brandPartnerId: string,
    variant: 'main' | 'documents' = 'main',
    language: Language | null = null,
  ) => {
    const storefront = await findStorefront(db, brandPartnerId, variant, language);
    if (!storefront) {
      throw new AppError(BRAND_MESSAGES.unknownBrand);
    }
    return storefront;
  };

  return {
    /** The storefronts a staff user may switch between. */
    async listBrands(caller: Caller, lang: Language): Promise<BrandData[]> {
      const staff = requireStaff(caller);
      return (await listStorefronts(db, staff.brandPartnerIds, lang)).map(toBrandData);
    },

    /** Whether a storefront is active, and where to go when it is not. */
    async getActive(brandPartnerId: string, lang: Language): Promise<BrandActive> {
      const storefront = await getStorefront(brandPartnerId);
      return storefront.isActive
        ? { isActive: true, message: '', redirectBpi: null }
        : {
            isActive: false,
            message: STOREFRONT_INACTIVE_TEXTS.inactive[lang],
            redirectBpi: storefront.redirectBrandPartnerId,
          };
    },

    /** The theme of a storefront (the documents variant for the public documents pages), its texts in `lang`. */
    async getBrandData(brandPartnerId: string, variant: 'main' | 'documents', lang: Language): Promise<BrandData> {
      return toBrandData(await getStorefront(brandPartnerId, variant, lang));
    },

    /** The footer links of a storefront, their texts in `lang`. */
    async getFooter(brandPartnerId: string, lang: Language): Promise<Footer> {
      return (await getStorefront(brandPartnerId, 'main', lang)).footer;
    },
  };
};
