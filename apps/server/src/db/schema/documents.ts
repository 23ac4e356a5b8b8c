import { type DeliveryData, DOCUMENT_STATUS_IDS, type DocumentHistoryType, type ReceiptData } from '@door/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { configurations } from './configurations';
import { createdAtColumn, idColumn } from './helpers';
import { countries, documentStatuses, documentTypes, projectStatuses } from './reference';
import { brandPartners, partners, users } from './tenancy';

/** A project groups the documents of one sale; numbered per partner from `partners.next_project_number`. */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    number: integer('number').notNull(),
    statusId: uuid('status_id')
      .notNull()
      .references(() => projectStatuses.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('projects_partner_number_uq').on(table.partnerId, table.number)],
);

/** Next document number of a partner in a calendar year; numbers are taken under a row lock and never reused. */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    year: integer('year').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.year] })],
);

// An index of a list sort: brand partner, the sorted expression, id.
const listSortIndex = (
  table: { brandPartnerId: AnyPgColumn; id: AnyPgColumn },
  name: string,
  sorted: Parameters<ReturnType<typeof index>['on']>[0],
) => index(name).on(table.brandPartnerId, sorted, table.id);

/**
 * A sales document (inquiry, offer, order, …) of a project, owned by a partner and its salesman, optionally passed
 * to a recipient partner and salesman. The customer contact is copied in, so later changes of an account or contact
 * do not rewrite documents already sent.
 */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    id: idColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    typeId: uuid('type_id')
      .notNull()
      .references(() => documentTypes.id),
    statusId: uuid('status_id')
      .notNull()
      .references(() => documentStatuses.id),
    /** Number per owner partner and year; shown as `year-number`. */
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    ownerPartnerId: uuid('owner_partner_id')
      .notNull()
      .references(() => partners.id),
    salesmanUserId: uuid('salesman_user_id').references(() => users.id),
    recipientPartnerId: uuid('recipient_partner_id').references(() => partners.id),
    recipientSalesmanUserId: uuid('recipient_salesman_user_id').references(() => users.id),
    /** The document this one was copied, sent or forwarded from (InitialSalesDocumentId). */
    initialDocumentId: uuid('initial_document_id').references((): AnyPgColumn => salesDocuments.id),
    /**
     * The first revision of the offer this document is a later revision of; null for a first revision (every other
     * document). Revisions share the root's year and number and are told apart by `revision`.
     */
    revisionRootId: uuid('revision_root_id').references((): AnyPgColumn => salesDocuments.id),
    /** The revision of the offer: 1 for the first (shown with the plain number), 2, 3, … (shown as `-02`, `-03`). */
    revision: integer('revision').notNull().default(1),
    /** The later revision whose sending superseded this one (read-only from then on); null while current. */
    supersededByDocumentId: uuid('superseded_by_document_id').references((): AnyPgColumn => salesDocuments.id),
    /** The registered customer who sent the inquiry; null for anonymous visitors and staff-made documents. */
    customerUserId: uuid('customer_user_id').references(() => users.id),
    contactAddressing: varchar('contact_addressing', { length: 50 }).notNull().default(''),
    contactFirstName: varchar('contact_first_name', { length: 50 }).notNull().default(''),
    contactLastName: varchar('contact_last_name', { length: 50 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 250 }).notNull().default(''),
    contactTelephone: varchar('contact_telephone', { length: 50 }).notNull().default(''),
    contactAddress: varchar('contact_address', { length: 250 }).notNull().default(''),
    contactCity: varchar('contact_city', { length: 250 }).notNull().default(''),
    contactZip: varchar('contact_zip', { length: 50 }).notNull().default(''),
    contactCountryId: uuid('contact_country_id').references(() => countries.id),
    contactCompanyName: varchar('contact_company_name', { length: 250 }).notNull().default(''),
    contactCompanyRegistration: varchar('contact_company_registration', { length: 50 }).notNull().default(''),
    contactCompanyVat: varchar('contact_company_vat', { length: 50 }).notNull().default(''),
    consentMarketing: boolean('consent_marketing').notNull().default(false),
    consentNotifications: boolean('consent_notifications').notNull().default(false),
    consentPersonalData: boolean('consent_personal_data').notNull().default(false),
    /** A different delivery address (DeliveryData); null when the flag DeliveryAddress is off. */
    deliveryData: jsonb('delivery_data').$type<DeliveryData>(),
    /** A different receipt address (ReceiptData); null when the flag ReceiptAddress is off. */
    receiptData: jsonb('receipt_data').$type<ReceiptData>(),
    commission: varchar('commission', { length: 255 }).notNull().default(''),
    customerNumber: varchar('customer_number', { length: 255 }).notNull().default(''),
    /** The manufacturer's own number of this order, as its ERP's openTRANS order response gave it ('' until then). */
    supplierOrderNumber: varchar('supplier_order_number', { length: 250 }).notNull().default(''),
    comment: varchar('comment', { length: 2000 }).notNull().default(''),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    language: varchar('language', { length: 2 }).notNull().default('sl'),
    /** An offer's last day of acceptance; set on its first send (the storefront's offer validity) and editable. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** When the offer was last sent for acceptance, first opened online, and answered (accepted, declined, expired). */
    offerSentAt: timestamp('offer_sent_at', { withTimezone: true }),
    offerViewedAt: timestamp('offer_viewed_at', { withTimezone: true }),
    offerAnsweredAt: timestamp('offer_answered_at', { withTimezone: true }),
    /**
     * The document's final price in cents (TotalPriceWithTax: the sum of its configurations' total with tax), kept by
     * a trigger on sales_document_configurations in the writing transaction, so the lists sort and filter by price on
     * an index.
     */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** The document's TotalPrice in cents (without tax): the sum of its configurations' totals; same trigger. */
    totalPriceCents: bigint('total_price_cents', { mode: 'number' }).notNull().default(0),
    /** The document's TotalTaxCost in cents: the sum of its configurations' tax; same trigger. */
    totalTaxCents: bigint('total_tax_cents', { mode: 'number' }).notNull().default(0),
    /** The project's number, copied by a trigger (migration 0008) so the lists sort by it on an index. */
    projectNumber: integer('project_number').notNull().default(0),
    // The lists' "contains" filters on company, contact and commission match these lower-cased copies with LIKE:
    // ILIKE lower-cases every row it checks, which cost more than the rest of a filtered page's read.
    searchCompany: text('search_company')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${salesDocuments.contactCompanyName})`),
    searchContact: text('search_contact')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(trim(${salesDocuments.contactFirstName} || ' ' || ${salesDocuments.contactLastName}))`,
      ),
    searchCommission: text('search_commission')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${salesDocuments.commission})`),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_documents_owner_year_number_uq').on(
      table.ownerPartnerId,
      table.year,
      table.number,
      table.revision,
    ),
    // One number per revision of an offer: the root is its own first revision.
    uniqueIndex('sales_documents_revision_uq').on(sql`coalesce(${table.revisionRootId}, ${table.id})`, table.revision),
    index('sales_documents_project_idx').on(table.projectId),
    index('sales_documents_brand_partner_idx').on(table.brandPartnerId),
    index('sales_documents_recipient_idx').on(table.recipientPartnerId),
    // The document lists: a brand partner's documents newest change first (the default page reads a few index
    // entries), and 'my' by salesman.
    index('sales_documents_list_idx').on(table.brandPartnerId, table.updatedAt),
    index('sales_documents_salesman_idx').on(table.salesmanUserId, table.updatedAt),
    index('sales_documents_recipient_salesman_idx').on(table.recipientSalesmanUserId, table.updatedAt),
    // Sorted pages read the index on the very expression the lists sort by, in order, and stop after the page;
    // NULLS FIRST matches the lists' `asc nulls first` (and, read backwards, `desc nulls last`), the id the tie-break.
    listSortIndex(table, 'sales_documents_list_total_idx', table.totalCents.asc().nullsFirst()),
    listSortIndex(table, 'sales_documents_list_company_idx', table.contactCompanyName.asc().nullsFirst()),
    listSortIndex(table, 'sales_documents_list_project_idx', table.projectNumber.asc().nullsFirst()),
    listSortIndex(
      table,
      'sales_documents_list_number_idx',
      sql`(${table.year}::text || '-' || lpad(${table.number}::text, 5, '0')) nulls first`,
    ),
    listSortIndex(
      table,
      'sales_documents_list_contact_idx',
      sql`trim(${table.contactFirstName} || ' ' || ${table.contactLastName}) nulls first`,
    ),
    listSortIndex(table, 'sales_documents_list_commission_idx', table.commission.asc().nullsFirst()),
    listSortIndex(table, 'sales_documents_list_customer_number_idx', table.customerNumber.asc().nullsFirst()),
    // Pages sorted by a type's, status's or owner partner's name walk each one's documents by id.
    index('sales_documents_list_type_idx').on(table.brandPartnerId, table.typeId, table.id),
    index('sales_documents_list_status_idx').on(table.brandPartnerId, table.statusId, table.id),
    index('sales_documents_list_owner_idx').on(table.brandPartnerId, table.ownerPartnerId, table.id),
    // The lists' "contains" filters (pg_trgm) on the lower-cased copies.
    index('sales_documents_company_trgm_idx').using('gin', sql`${table.searchCompany} gin_trgm_ops`),
    index('sales_documents_commission_trgm_idx').using('gin', sql`${table.searchCommission} gin_trgm_ops`),
    index('sales_documents_contact_trgm_idx').using('gin', sql`${table.searchContact} gin_trgm_ops`),
    // A company or contact filter whose matches are few distinct names finds them in document_search_values and
    // reads their documents here.
    index('sales_documents_search_company_idx').on(table.brandPartnerId, table.searchCompany),
    index('sales_documents_search_contact_idx').on(table.brandPartnerId, table.searchContact),
    // The sales dashboard: a type's documents made in a period, and the orders made from an offer.
    index('sales_documents_insight_idx').on(table.typeId, table.createdAt),
    index('sales_documents_initial_idx').on(table.initialDocumentId).where(sql`${table.initialDocumentId} is not null`),
  ],
);

/** The kinds of names document_search_values holds. */
export const DOCUMENT_SEARCH_VALUE_KINDS = ['company', 'contact'] as const;

/**
 * Every company and contact name (the lower-cased search copies) a brand partner's documents have held, written by
 * triggers (migration 0016). Documents repeat their customers' names, and the names of a market share words ("d.o.o.",
 * "GmbH"): the trigram index over the documents then reads long lists for those words, while the same index over the
 * distinct names is small. A name no document holds any more is kept: it only matches no document.
 */
export const documentSearchValues = pgTable(
  'document_search_values',
  {
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    kind: varchar('kind', { length: 16, enum: DOCUMENT_SEARCH_VALUE_KINDS }).notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandPartnerId, table.kind, table.value] }),
    index('document_search_values_trgm_idx').using('gin', sql`${table.value} gin_trgm_ops`),
    check('document_search_values_kind_check', sql`${table.kind} in ('company', 'contact')`),
  ],
);

/** A configuration in a document, with its position (1, 2, …) and quantity (1 to 100). */
export const salesDocumentConfigurations = pgTable(
  'sales_document_configurations',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    configurationId: uuid('configuration_id')
      .notNull()
      .references(() => configurations.id),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /**
     * Price of one piece in cents on the brand partner's price list when the configuration entered the document,
     * so a document's total does not move when the catalogue changes; the list's TotalPriceWithTax sums it × quantity.
     */
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull().default(0),
    /** ConfigurationWithAdditionalCost in cents: unit price × quantity plus the additional costs. */
    withAdditionalCostCents: bigint('with_additional_cost_cents', { mode: 'number' }).notNull().default(0),
    /** TotalPrice in cents (without tax): after additional costs, discounts and net costs. */
    totalPriceCents: bigint('total_price_cents', { mode: 'number' }).notNull().default(0),
    /** TaxCost in cents: the chosen tax option applied to TotalPrice. */
    totalTaxCents: bigint('total_tax_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The configuration's own status in the document (technical documentation, errors): draft when it enters the
     * document; null only when a writer sets none (the web app then disables change, copy and delete).
     */
    statusId: uuid('status_id')
      .references(() => documentStatuses.id)
      .default(DOCUMENT_STATUS_IDS.draft),
    /** Position data (§3): the customer's own position and sub-position, delivery date, commission, comment. */
    customerPosition: varchar('customer_position', { length: 255 }).notNull().default(''),
    customerSubPosition: varchar('customer_sub_position', { length: 255 }).notNull().default(''),
    /** A calendar date (no time, no zone): the day the customer chose, stored as the web app's shifted date. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    commission: varchar('commission', { length: 255 }).notNull().default(''),
    comment: varchar('comment', { length: 255 }).notNull().default(''),
    /**
     * The position's identity across an offer's revisions: a new revision's copy carries its source's, so the
     * comparison of two revisions pairs a position with itself; null for a position that was never copied (its own id).
     */
    revisionLineId: uuid('revision_line_id'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_document_configurations_position_uq').on(table.documentId, table.position),
    // A configuration is in at most one document: attaching anything but the caller's own free one copies it.
    uniqueIndex('sales_document_configurations_configuration_uq').on(table.configurationId),
    check('sales_document_configurations_quantity_range', sql`${table.quantity} between 1 and 100`),
  ],
);

/** Every change of a document or of one of its configurations: type, text, value, user and time. */
export const documentHistory = pgTable(
  'document_history',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    documentConfigurationId: uuid('document_configuration_id').references(() => salesDocumentConfigurations.id, {
      onDelete: 'set null',
    }),
    configurationId: uuid('configuration_id').references(() => configurations.id),
    /** What happened, a stable code (created, statusChanged, quantityChanged, …) the web app translates. */
    type: varchar('type', { length: 40 }).$type<DocumentHistoryType>().notNull(),
    text: varchar('text', { length: 500 }).notNull().default(''),
    value: varchar('value', { length: 500 }).notNull().default(''),
    /** Who did it; null for anonymous visitors and background jobs. */
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [index('document_history_document_idx').on(table.documentId, table.createdAt)],
);

/**
 * A contact person: of a partner in the sales chain (`kind` partner, optionally linked to a user, who can then
 * receive forwarded documents), or a customer contact of a brand partner (`kind` customer, never a user).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 10 }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    brandPartnerId: uuid('brand_partner_id').references(() => brandPartners.id),
    userId: uuid('user_id').references(() => users.id),
    /** Job title of a partner contact ("Head of purchasing"); the addressing of a customer contact. */
    title: varchar('title', { length: 100 }).notNull().default(''),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    email: varchar('email', { length: 250 }).notNull().default(''),
    telephone: varchar('telephone', { length: 50 }).notNull().default(''),
    address: varchar('address', { length: 250 }).notNull().default(''),
    city: varchar('city', { length: 250 }).notNull().default(''),
    zip: varchar('zip', { length: 50 }).notNull().default(''),
    countryId: uuid('country_id').references(() => countries.id),
    companyName: varchar('company_name', { length: 250 }).notNull().default(''),
    companyRegistration: varchar('company_registration', { length: 50 }).notNull().default(''),
    companyVat: varchar('company_vat', { length: 50 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contacts_partner_idx').on(table.partnerId),
    index('contacts_brand_partner_idx').on(table.brandPartnerId),
    check(
      'contacts_kind_valid',
      sql`(${table.kind} = 'partner' and ${table.partnerId} is not null and ${table.brandPartnerId} is null) or (${table.kind} = 'customer' and ${table.brandPartnerId} is not null and ${table.partnerId} is null and ${table.userId} is null)`,
    ),
  ],
);
