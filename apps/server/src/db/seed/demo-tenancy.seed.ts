import { DEFAULT_BRAND_PARTNER_ID, INACTIVE_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID } from '@door/contract';
import { and, eq, sql } from 'drizzle-orm';
import { stableId } from '#server/core/stable-id';
import { hashPassword } from '#server/services/passwords';
import type { DbOrTx } from '../client';
import { brandPartners, brands, partners, userBrandPartners, users } from '../schema';
import {
  ALPINA_DOCUMENTS_STYLE,
  ALPINA_FOOTER,
  ALPINA_STYLE,
  ALPINA_TEXTS,
  NORDHAUS_DOCUMENTS_STYLE,
  NORDHAUS_FOOTER,
  NORDHAUS_STYLE,
  NORDHAUS_TEXTS,
} from './demo-themes';

/** Password of every demo user (CONVENTIONS). */
export const DEMO_PASSWORD = 'Demo123!';

/** Fixed ids of the demo brands and partners. */
export const DEMO_IDS = {
  brandAlpina: stableId('brand', 'alpina'),
  brandNordhaus: stableId('brand', 'nordhaus'),
  partnerManufacturer: stableId('partner', 'manufacturer'),
  partnerDistributor: stableId('partner', 'distributor'),
  partnerDealer: stableId('partner', 'dealer'),
  userAdmin: stableId('user', 'admin@demo.test'),
  userSales: stableId('user', 'sales@demo.test'),
  userInstaller: stableId('user', 'installer@demo.test'),
  userOem: stableId('user', 'oem@demo.test'),
  userCustomer: stableId('user', 'customer@demo.test'),
} as const;

type DemoUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'prod' | 'mon' | null;
  partnerId: string | null;
  customerBrandPartnerId: string | null;
  isOem?: boolean;
  isOemAdmin?: boolean;
  isParentPartner?: boolean;
  brandPartnerIds: string[];
};

const DEMO_USERS: DemoUser[] = [
  {
    id: DEMO_IDS.userAdmin,
    email: 'admin@demo.test',
    firstName: 'Ana',
    lastName: 'Kovač',
    role: 'admin',
    partnerId: DEMO_IDS.partnerDistributor,
    customerBrandPartnerId: null,
    isParentPartner: true,
    brandPartnerIds: [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID],
  },
  {
    id: DEMO_IDS.userSales,
    email: 'sales@demo.test',
    firstName: 'Marko',
    lastName: 'Novak',
    role: 'prod',
    partnerId: DEMO_IDS.partnerDistributor,
    customerBrandPartnerId: null,
    brandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
  },
  {
    id: DEMO_IDS.userInstaller,
    email: 'installer@demo.test',
    firstName: 'Jože',
    lastName: 'Horvat',
    role: 'mon',
    partnerId: DEMO_IDS.partnerDistributor,
    customerBrandPartnerId: null,
    brandPartnerIds: [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID],
  },
  {
    id: DEMO_IDS.userOem,
    email: 'oem@demo.test',
    firstName: 'Petra',
    lastName: 'Zupan',
    role: 'admin',
    partnerId: DEMO_IDS.partnerManufacturer,
    customerBrandPartnerId: null,
    isOem: true,
    isOemAdmin: true,
    brandPartnerIds: [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID],
  },
  {
    id: DEMO_IDS.userCustomer,
    email: 'customer@demo.test',
    firstName: 'Eva',
    lastName: 'Krajnc',
    role: null,
    partnerId: null,
    customerBrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
    brandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
  },
];

/** Seeds the demo brands, partners, storefronts and users of CONVENTIONS; existing rows are left as they are. */
export const seedDemoTenancy = async (db: DbOrTx) => {
  await db
    .insert(brands)
    .values([
      { id: DEMO_IDS.brandAlpina, name: 'Alpina Vrata' },
      { id: DEMO_IDS.brandNordhaus, name: 'Nordhaus Türen' },
    ])
    .onConflictDoNothing();

  await db
    .insert(partners)
    .values({ id: DEMO_IDS.partnerManufacturer, name: 'Alpina Vrata d.d.', isOem: true })
    .onConflictDoNothing();
  await db
    .insert(partners)
    .values({
      id: DEMO_IDS.partnerDistributor,
      name: 'Alpina Prodaja d.o.o.',
      parentPartnerId: DEMO_IDS.partnerManufacturer,
    })
    .onConflictDoNothing();
  await db
    .insert(partners)
    .values({ id: DEMO_IDS.partnerDealer, name: 'Mizarstvo Novak s.p.', parentPartnerId: DEMO_IDS.partnerDistributor })
    .onConflictDoNothing();

  const storefronts = [
    {
      id: DEFAULT_BRAND_PARTNER_ID,
      brandId: DEMO_IDS.brandAlpina,
      partnerId: DEMO_IDS.partnerDistributor,
      title: 'Alpina Vrata — konfigurator',
      style: ALPINA_STYLE,
      documentsStyle: ALPINA_DOCUMENTS_STYLE,
      footer: ALPINA_FOOTER,
      texts: ALPINA_TEXTS,
      enabledEdifactExport: true,
      enabledEdifactImport: true,
      inquiryEmail: 'prodaja@alpina-vrata.example',
    },
    {
      id: SECOND_BRAND_PARTNER_ID,
      brandId: DEMO_IDS.brandNordhaus,
      partnerId: DEMO_IDS.partnerDistributor,
      title: 'Nordhaus Türen — Konfigurator',
      style: NORDHAUS_STYLE,
      documentsStyle: NORDHAUS_DOCUMENTS_STYLE,
      footer: NORDHAUS_FOOTER,
      texts: NORDHAUS_TEXTS,
      enabledEdifactExport: false,
      enabledEdifactImport: false,
      priceMarkupBasisPoints: 1200,
      inquiryEmail: 'vertrieb@nordhaus-tueren.example',
    },
    {
      id: INACTIVE_BRAND_PARTNER_ID,
      brandId: DEMO_IDS.brandAlpina,
      partnerId: DEMO_IDS.partnerDealer,
      title: 'Mizarstvo Novak — vrata (zaprto)',
      isActive: false,
      redirectBrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
      style: ALPINA_STYLE,
      documentsStyle: ALPINA_DOCUMENTS_STYLE,
      footer: ALPINA_FOOTER,
      inquiryEmail: 'info@mizarstvo-novak.example',
    },
  ];
  for (const storefront of storefronts) {
    await db.insert(brandPartners).values(storefront).onConflictDoNothing();
    // A database seeded before storefronts had languages gets the demo texts once.
    if (storefront.texts) {
      await db
        .update(brandPartners)
        .set({ texts: storefront.texts })
        .where(and(eq(brandPartners.id, storefront.id), sql`${brandPartners.texts} = '{}'::jsonb`));
    }
  }

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} in ${DEMO_USERS.map((u) => u.id)}`);
  const existingIds = new Set(existing.map((row) => row.id));
  const missing = DEMO_USERS.filter((user) => !existingIds.has(user.id));
  if (missing.length === 0) {
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of missing) {
    await db.insert(users).values({
      id: user.id,
      email: user.email,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      partnerId: user.partnerId,
      customerBrandPartnerId: user.customerBrandPartnerId,
      isOem: user.isOem ?? false,
      isOemAdmin: user.isOemAdmin ?? false,
      isParentPartner: user.isParentPartner ?? false,
    });
    if (user.role !== null) {
      await db.insert(userBrandPartners).values(
        user.brandPartnerIds.map((brandPartnerId, index) => ({
          userId: user.id,
          brandPartnerId,
          isDefault: index === 0,
        })),
      );
    }
  }
};
