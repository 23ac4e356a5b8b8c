import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  PROJECT_STATUS_IDS,
  type ProjectStatusCode,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { configure } from '@door/engine';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { stableId } from '#server/core/stable-id';
import { newLineTotals } from '#server/services/calculation/line-totals';
import { createVersionReads } from '#server/services/catalogue/catalogue-version-rows';
import { createCompiledModels } from '#server/services/catalogue/compiled-models';
import { createLoadedVersions } from '#server/services/catalogue/loaded-versions';
import { formatDocumentNumber, takeDocumentNumber, takeProjectNumber } from '#server/services/document-numbers';
import { hashPassword } from '#server/services/passwords';
import type { Db, DbOrTx } from '../client';
import {
  brandPartners,
  cataloguePublications,
  catalogueVersionModels,
  configurations,
  contacts,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  userBrandPartners,
  users,
} from '../schema';
import { DEMO_IDS, DEMO_PASSWORD } from './demo-tenancy.seed';
import { countryId } from './reference.seed';

/** Fixed ids of the demo documents' extra users, contacts and marker document. */
export const DEMO_DOCUMENT_IDS = {
  /** Head of sales of the dealer, the child partner of the distributor. */
  userDealer: stableId('user', 'dealer@demo.test'),
  /** The first demo document; its presence means the documents are seeded. */
  firstDocument: stableId('document', 'demo-0'),
} as const;

type DemoContact = typeof contacts.$inferInsert;

const DEMO_CONTACTS: DemoContact[] = [
  // The chain: manufacturer (supplier of the distributor), distributor, dealer (child of the distributor).
  {
    kind: 'partner',
    partnerId: DEMO_IDS.partnerManufacturer,
    userId: DEMO_IDS.userOem,
    title: 'Vodja proizvodnje',
    firstName: 'Petra',
    lastName: 'Zupan',
    email: 'oem@demo.test',
  },
  {
    kind: 'partner',
    partnerId: DEMO_IDS.partnerManufacturer,
    title: 'Nabava',
    firstName: 'Tomaž',
    lastName: 'Kranjc',
    email: 'nabava@alpina-vrata.example',
  },
  {
    kind: 'partner',
    partnerId: DEMO_IDS.partnerDistributor,
    userId: DEMO_IDS.userAdmin,
    title: 'Vodja prodaje',
    firstName: 'Ana',
    lastName: 'Kovač',
    email: 'admin@demo.test',
  },
  {
    kind: 'partner',
    partnerId: DEMO_IDS.partnerDistributor,
    userId: DEMO_IDS.userSales,
    title: 'Prodaja',
    firstName: 'Marko',
    lastName: 'Novak',
    email: 'sales@demo.test',
  },
  {
    kind: 'partner',
    partnerId: DEMO_IDS.partnerDealer,
    userId: DEMO_DOCUMENT_IDS.userDealer,
    title: 'Lastnik',
    firstName: 'Luka',
    lastName: 'Novak',
    email: 'dealer@demo.test',
  },
  {
    kind: 'partner',
    partnerId: DEMO_IDS.partnerDealer,
    title: 'Montaža',
    firstName: 'Nina',
    lastName: 'Golob',
    email: 'montaza@mizarstvo-novak.example',
  },
  // Customer contacts of the default storefront (no user).
  // Complete, as the contact form requires (name, address, city, postal code, country, e-mail, telephone), so a
  // demo document's contact data can be changed and saved at once.
  ...[
    [
      'Gospa',
      'Maja',
      'Kos',
      'maja.kos@example.com',
      'Slovenska cesta 12',
      'Ljubljana',
      '1000',
      'SI',
      '',
      '+386 1 234 56 78',
    ],
    [
      'Gospod',
      'Jan',
      'Vidmar',
      'jan.vidmar@example.com',
      'Partizanska cesta 5',
      'Maribor',
      '2000',
      'SI',
      'Vidmar gradnje d.o.o.',
      '+386 2 345 67 89',
    ],
    [
      'Herr',
      'Lukas',
      'Berger',
      'lukas.berger@example.at',
      'Annenstraße 20',
      'Graz',
      '8010',
      'AT',
      'Berger Bau GmbH',
      '+43 316 123 456',
    ],
  ].map(([title, firstName, lastName, email, address, city, zip, country, companyName, telephone]) => ({
    kind: 'customer',
    brandPartnerId: DEFAULT_BRAND_PARTNER_ID,
    title,
    firstName: firstName as string,
    lastName: lastName as string,
    email,
    city,
    zip,
    countryId: countryId(country as string),
    companyName,
    address,
    telephone,
  })),
].map((contact, index) => ({ ...contact, id: stableId('contact', `demo-${index}`) }));

type DemoProject = { key: string; status: ProjectStatusCode; partnerId: string; brandPartnerId: string };
type DemoDocument = {
  project: string;
  type: DocumentTypeCode;
  status: DocumentStatusCode;
  salesmanUserId: string;
  recipientPartnerId?: string;
  recipientSalesmanUserId?: string;
  /** Index of the demo document this one was copied, sent or forwarded from. */
  initial?: number;
  /** Days since the last change; over 180 drops out of the limited list. */
  ageDays: number;
  customer: number;
  /**
   * Configurations: quantity; an `error` one marks the row with IsAnyError. Each is a model's default configuration,
   * priced as the configurator prices it on the storefront's list (a salesperson opening it sees the line's price).
   */
  lines: { quantity: number; error?: boolean }[];
};

const PROJECTS: DemoProject[] = [
  {
    key: 'active-1',
    status: 'active',
    partnerId: DEMO_IDS.partnerDistributor,
    brandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  },
  {
    key: 'active-2',
    status: 'active',
    partnerId: DEMO_IDS.partnerDistributor,
    brandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  },
  {
    key: 'active-3',
    status: 'active',
    partnerId: DEMO_IDS.partnerDistributor,
    brandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  },
  { key: 'closed', status: 'closed', partnerId: DEMO_IDS.partnerDistributor, brandPartnerId: DEFAULT_BRAND_PARTNER_ID },
  {
    key: 'sending',
    status: 'sending',
    partnerId: DEMO_IDS.partnerDistributor,
    brandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  },
  { key: 'sent', status: 'sent', partnerId: DEMO_IDS.partnerDistributor, brandPartnerId: DEFAULT_BRAND_PARTNER_ID },
  { key: 'dealer', status: 'active', partnerId: DEMO_IDS.partnerDealer, brandPartnerId: DEFAULT_BRAND_PARTNER_ID },
  { key: 'second', status: 'active', partnerId: DEMO_IDS.partnerDistributor, brandPartnerId: SECOND_BRAND_PARTNER_ID },
];

const ADMIN = DEMO_IDS.userAdmin;
const SALES = DEMO_IDS.userSales;
const DEALER = DEMO_DOCUMENT_IDS.userDealer;
const ONE = [{ quantity: 1 }];
const TWO = [{ quantity: 2 }, { quantity: 3 }];

// An offer's later life (issue 41): seeded as offers after every other demo document, so the demo documents seeded
// before keep their numbers and ids (journeys and people know 2026-00029 as a draft offer).
const OFFER_LIFE_STATUSES: readonly DocumentStatusCode[] = ['superseded', 'accepted', 'declined', 'expired'];

// Every status once (in types that make sense for it), every type at least once, in active and closed projects.
const STATUS_DOCUMENTS: DemoDocument[] = (Object.keys(DOCUMENT_STATUS_IDS) as DocumentStatusCode[])
  .filter((status) => !OFFER_LIFE_STATUSES.includes(status))
  .map((status, index) => ({
    project: ['active-1', 'active-2', 'active-3'][index % 3] as string,
    type: (['offer', 'order', 'orderconfirmation'] as const)[index % 3] as DocumentTypeCode,
    status,
    salesmanUserId: index % 4 === 3 ? SALES : ADMIN,
    ageDays: index,
    customer: index % 3,
    lines: index % 2 === 0 ? TWO : ONE,
  }));

const DOCUMENTS: DemoDocument[] = [
  ...STATUS_DOCUMENTS,
  // Every type once.
  ...(Object.keys(DOCUMENT_TYPE_IDS) as DocumentTypeCode[]).map((type, index) => ({
    project: 'active-3',
    type,
    status: (type === 'inquiry' ? 'received' : 'draft') as DocumentStatusCode,
    salesmanUserId: ADMIN,
    ageDays: 2 + index,
    customer: index % 3,
    lines: ONE,
  })),
  // Send: a confirmed order with a recipient partner (the dealer) is ready to send.
  {
    project: 'active-1',
    type: 'order',
    status: 'confirmed',
    salesmanUserId: ADMIN,
    recipientPartnerId: DEMO_IDS.partnerDealer,
    ageDays: 1,
    customer: 1,
    lines: TWO,
  },
  // A configuration in error makes a draft's row red.
  {
    project: 'active-2',
    type: 'offer',
    status: 'draft',
    salesmanUserId: SALES,
    ageDays: 3,
    customer: 2,
    lines: [{ quantity: 1, error: true }],
  },
  // Closed, sending and sent projects.
  {
    project: 'closed',
    type: 'offer',
    status: 'confirmed',
    salesmanUserId: ADMIN,
    ageDays: 40,
    customer: 0,
    lines: ONE,
  },
  { project: 'closed', type: 'order', status: 'draft', salesmanUserId: SALES, ageDays: 41, customer: 1, lines: TWO },
  {
    project: 'sending',
    type: 'orderconfirmation',
    status: 'sendingToProduction',
    salesmanUserId: ADMIN,
    ageDays: 5,
    customer: 2,
    lines: ONE,
  },
  {
    project: 'sent',
    type: 'orderconfirmation',
    status: 'sentToProduction',
    salesmanUserId: ADMIN,
    ageDays: 12,
    customer: 0,
    lines: TWO,
  },
  // Older than 180 days: only with 'show all'.
  { project: 'active-2', type: 'offer', status: 'draft', salesmanUserId: ADMIN, ageDays: 200, customer: 1, lines: ONE },
  // A document the distributor forwarded to the dealer, and the dealer's received copy (the parent sees both).
  {
    project: 'active-1',
    type: 'order',
    status: 'forwarded',
    salesmanUserId: ADMIN,
    recipientPartnerId: DEMO_IDS.partnerDealer,
    recipientSalesmanUserId: DEALER,
    ageDays: 4,
    customer: 0,
    lines: ONE,
  },
  {
    project: 'dealer',
    type: 'order',
    status: 'received',
    salesmanUserId: DEALER,
    recipientSalesmanUserId: DEALER,
    initial: -1,
    ageDays: 4,
    customer: 0,
    lines: ONE,
  },
  { project: 'dealer', type: 'offer', status: 'draft', salesmanUserId: DEALER, ageDays: 6, customer: 2, lines: ONE },
  // The second storefront (EDI licences off).
  { project: 'second', type: 'offer', status: 'draft', salesmanUserId: ADMIN, ageDays: 8, customer: 1, lines: ONE },
  { project: 'second', type: 'order', status: 'received', salesmanUserId: ADMIN, ageDays: 9, customer: 2, lines: TWO },
  ...OFFER_LIFE_STATUSES.map((status, index) => ({
    project: 'active-1',
    type: 'offer' as const,
    status,
    salesmanUserId: ADMIN,
    ageDays: 10 + index,
    customer: index % 3,
    lines: ONE,
  })),
];

const DAY_MS = 24 * 60 * 60 * 1000;

const seedDealerUser = async (db: DbOrTx) => {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_DOCUMENT_IDS.userDealer));
  if (existing) {
    return;
  }
  await db.insert(users).values({
    id: DEMO_DOCUMENT_IDS.userDealer,
    email: 'dealer@demo.test',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Luka',
    lastName: 'Novak',
    role: 'admin',
    partnerId: DEMO_IDS.partnerDealer,
  });
  await db
    .insert(userBrandPartners)
    .values({ userId: DEMO_DOCUMENT_IDS.userDealer, brandPartnerId: DEFAULT_BRAND_PARTNER_ID, isDefault: true });
};

/** A model's default configuration and its price on a storefront's list. */
type DefaultPrice = { choices: Record<string, string>; priceCents: number };

/** The demo brand a demo storefront sells. */
const brandOfStorefront = (brandPartnerId: string) =>
  brandPartnerId === SECOND_BRAND_PARTNER_ID ? DEMO_IDS.brandNordhaus : DEMO_IDS.brandAlpina;

/**
 * The default configuration of a model of a catalogue version and its price on a storefront's list, as the
 * configurator computes them (the engine settles the choices; the storefront's markup applies).
 */
const createDefaultPricing = (db: Db) => {
  const reads = createVersionReads(db);
  const versions = createLoadedVersions(reads);
  const models = createCompiledModels(reads, (messages) => {
    throw new Error(`demo catalogue model refused: ${messages.join('; ')}`);
  });
  return async (versionId: string, modelId: string, brandPartnerId: string): Promise<DefaultPrice> => {
    const version = await versions.get(versionId);
    const model = version ? await models.get(version, modelId) : null;
    const [storefront] = await db
      .select({ markupBasisPoints: brandPartners.priceMarkupBasisPoints })
      .from(brandPartners)
      .where(eq(brandPartners.id, brandPartnerId));
    if (!model || !storefront) {
      throw new Error(`demo model ${modelId} of version ${versionId} cannot be priced`);
    }
    const result = configure(model.compiled, {}, null, { markupBasisPoints: storefront.markupBasisPoints });
    return { choices: result.choices, priceCents: result.priceCents };
  };
};

/**
 * Gives the demo contacts of a database seeded before they were complete their country (and the demo documents'
 * contact data the country of their customer), so their contact data can be saved; touches only the demo rows, and
 * only where the country is still missing.
 */
const completeDemoContacts = async (db: Db) => {
  const customers = DEMO_CONTACTS.filter((contact) => contact.kind === 'customer');
  for (const contact of customers) {
    if (contact.id && contact.countryId) {
      await db
        .update(contacts)
        .set({ countryId: contact.countryId, address: contact.address, telephone: contact.telephone })
        .where(and(eq(contacts.id, contact.id), isNull(contacts.countryId)));
    }
  }
  for (const [index, document] of DOCUMENTS.entries()) {
    const customer = customers[document.customer % customers.length] as DemoContact;
    await db
      .update(salesDocuments)
      .set({ contactCountryId: customer.countryId ?? null })
      .where(
        and(eq(salesDocuments.id, stableId('document', `demo-${index}`)), isNull(salesDocuments.contactCountryId)),
      );
  }
};

/**
 * Seeds the demo documents: a dealer user (child partner of the distributor), contacts of the chain and customer
 * contacts, and documents of every type and status in active, closed, sending and sent projects, so every list
 * action can be tried after `npm start`. Runs once: nothing is added when the first demo document exists.
 */
export const seedDemoDocuments = async (db: Db) => {
  await seedDealerUser(db);
  await db.insert(contacts).values(DEMO_CONTACTS).onConflictDoNothing();
  const [seeded] = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, DEMO_DOCUMENT_IDS.firstDocument));
  if (seeded) {
    await completeDemoContacts(db);
    return;
  }
  // The first five models (by code) of each demo brand's published version; the configurations are pinned to it.
  const models = new Map<string, { versionId: string; modelIds: string[] }>();
  for (const brandId of [DEMO_IDS.brandAlpina, DEMO_IDS.brandNordhaus]) {
    const [published] = await db
      .select({ versionId: cataloguePublications.versionId })
      .from(cataloguePublications)
      .where(eq(cataloguePublications.brandId, brandId))
      .orderBy(desc(cataloguePublications.validFrom))
      .limit(1);
    if (!published) {
      continue;
    }
    const rows = await db
      .select({ id: catalogueVersionModels.modelId })
      .from(catalogueVersionModels)
      .where(eq(catalogueVersionModels.versionId, published.versionId))
      .orderBy(asc(catalogueVersionModels.code))
      .limit(5);
    models.set(brandId, { versionId: published.versionId, modelIds: rows.map((row) => row.id) });
  }
  // Priced before the transaction: PGlite has one connection, which the transaction holds.
  const pricing = createDefaultPricing(db);
  const prices = new Map<string, DefaultPrice>();
  for (const project of PROJECTS) {
    const catalogue = models.get(brandOfStorefront(project.brandPartnerId));
    for (const modelId of catalogue?.modelIds ?? []) {
      const key = `${project.brandPartnerId}:${modelId}`;
      if (catalogue && !prices.has(key)) {
        prices.set(key, await pricing(catalogue.versionId, modelId, project.brandPartnerId));
      }
    }
  }
  const customers = DEMO_CONTACTS.filter((contact) => contact.kind === 'customer');
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();

  await db.transaction(async (tx) => {
    const projectIds = new Map<string, string>();
    for (const project of PROJECTS) {
      const id = stableId('project', `demo-${project.key}`);
      await tx.insert(projects).values({
        id,
        partnerId: project.partnerId,
        brandPartnerId: project.brandPartnerId,
        number: await takeProjectNumber(tx, project.partnerId),
        statusId: PROJECT_STATUS_IDS[project.status],
        createdByUserId: DEMO_IDS.userAdmin,
      });
      projectIds.set(project.key, id);
    }
    const documentIds: string[] = [];
    for (const [index, document] of DOCUMENTS.entries()) {
      const project = PROJECTS.find((candidate) => candidate.key === document.project) as DemoProject;
      const customer = customers[document.customer % customers.length] as DemoContact;
      const id = stableId('document', `demo-${index}`);
      const changed = new Date(now - document.ageDays * DAY_MS);
      const number = await takeDocumentNumber(tx, project.partnerId, year);
      await tx.insert(salesDocuments).values({
        id,
        projectId: projectIds.get(project.key) as string,
        brandPartnerId: project.brandPartnerId,
        typeId: DOCUMENT_TYPE_IDS[document.type],
        statusId: DOCUMENT_STATUS_IDS[document.status],
        year,
        number,
        ownerPartnerId: project.partnerId,
        salesmanUserId: document.salesmanUserId,
        recipientPartnerId: document.recipientPartnerId ?? null,
        recipientSalesmanUserId: document.recipientSalesmanUserId ?? null,
        initialDocumentId: document.initial === undefined ? null : (documentIds.at(document.initial) ?? null),
        contactAddressing: customer.title ?? '',
        contactFirstName: customer.firstName,
        contactLastName: customer.lastName,
        contactEmail: customer.email ?? '',
        contactTelephone: customer.telephone ?? '',
        contactAddress: customer.address ?? '',
        contactCity: customer.city ?? '',
        contactZip: customer.zip ?? '',
        contactCountryId: customer.countryId ?? null,
        contactCompanyName: customer.companyName ?? '',
        commission: index % 5 === 0 ? `KOM-${100 + index}` : '',
        customerNumber: index % 4 === 0 ? `C-${2000 + index}` : '',
        currency: 'EUR',
        createdAt: changed,
        updatedAt: changed,
      });
      documentIds.push(id);
      const catalogue = models.get(brandOfStorefront(project.brandPartnerId));
      const modelIds = catalogue?.modelIds ?? [];
      for (const [position, line] of document.lines.entries()) {
        const modelId = modelIds[(index + position) % Math.max(modelIds.length, 1)];
        if (!modelId || !catalogue) {
          continue;
        }
        const configurationId = stableId('configuration', `demo-${index}-${position}`);
        const priced = prices.get(`${project.brandPartnerId}:${modelId}`) as {
          choices: Record<string, string>;
          priceCents: number;
        };
        await tx.insert(configurations).values({
          id: configurationId,
          brandPartnerId: project.brandPartnerId,
          modelId,
          catalogueVersionId: catalogue.versionId,
          choices: priced.choices,
          ownerUserId: document.salesmanUserId,
          createdAt: changed,
          updatedAt: changed,
        });
        await tx.insert(salesDocumentConfigurations).values({
          // Stable, so journeys and benches can name a demo configuration in a document.
          id: stableId('document-configuration', `demo-${index}-${position}`),
          documentId: id,
          configurationId,
          position: position + 1,
          quantity: line.quantity,
          unitPriceCents: priced.priceCents,
          ...newLineTotals(priced.priceCents, line.quantity),
          statusId: line.error ? DOCUMENT_STATUS_IDS.errorTechnicalDocumentation : DOCUMENT_STATUS_IDS.draft,
        });
      }
      // The lines changed the document's totals, which marks it changed now: keep the demo's spread of dates.
      await tx.update(salesDocuments).set({ updatedAt: changed }).where(eq(salesDocuments.id, id));
      await tx.insert(documentHistory).values({
        documentId: id,
        type: 'created',
        text: document.type,
        value: formatDocumentNumber(year, number),
        userId: document.salesmanUserId,
        createdAt: changed,
      });
    }
  });
};
