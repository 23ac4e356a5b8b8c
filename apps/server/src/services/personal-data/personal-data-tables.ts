import { DOCUMENT_TYPE_IDS } from '@door/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  accountTokens,
  auditEntries,
  brandPartners,
  cartItems,
  configurations,
  contacts,
  customerProfiles,
  documentHistory,
  documentSearchValues,
  mailOutbox,
  offerAnswers,
  offerLinks,
  partners,
  refreshTokens,
  salesDocumentConfigurations,
  salesDocumentGenerated,
  salesDocuments,
  userAddresses,
  users,
} from '#server/db/schema';

/**
 * Whose data: a registered user (null for a contact with no account), the lower-cased e-mail address, the full names
 * they go by ("First Last", found on the account, contacts and documents), and the storefront staff act for (null:
 * every storefront — the person themselves). `installationWide` is whether rows of no storefront (mail copies, audit
 * entries) are shown: to the person and to OEM admins, never to a partner's head of sales.
 */
export type PersonalDataSubject = {
  userId: string | null;
  email: string;
  names: readonly string[];
  brandPartnerId: string | null;
  installationWide: boolean;
  /** The subject's documents (found by subjectDocuments before anything is erased). */
  documentIds: readonly string[];
};

/** What erasing one table did, and the stored files to delete once it is committed. */
export type TableErasure = { deleted: number; anonymised: number; fileKeys?: readonly string[] };

/** A table that names people: how its rows link to the subject, which columns name them, and how they are erased. */
export type PersonalTable = {
  table: PgTable;
  /** Columns that name a person (the schema walk of the tests checks every such column is listed). */
  personal: readonly PgColumn[];
  /** Columns left out of the export: secrets (password and token hashes) and what the database derives. */
  secret?: readonly PgColumn[];
  /** The subject's rows; installation-wide tables answer false unless the subject is installation-wide. */
  rows: (subject: PersonalDataSubject, purpose: 'export' | 'erase') => SQL;
  /** Erases the subject's rows (the document rows the law keeps excepted); without it, they are deleted. */
  erase?: (tx: DbOrTx, subject: PersonalDataSubject) => Promise<TableErasure>;
};

const NEVER = sql`false`;
const lowerOf = (column: PgColumn) => sql`lower(${column})`;
const byUser = (column: PgColumn, subject: Pick<PersonalDataSubject, 'userId'>) =>
  subject.userId ? eq(column, subject.userId) : NEVER;
const inStorefront = (column: PgColumn, subject: Pick<PersonalDataSubject, 'brandPartnerId'>) =>
  subject.brandPartnerId ? eq(column, subject.brandPartnerId) : sql`true`;
/** A LIKE pattern that finds the text anywhere (its own `%`, `_` and `\` taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const mentions = (expression: SQL, texts: readonly string[]): SQL =>
  or(...texts.filter((text) => text.trim() !== '').map((text) => sql`${expression} ilike ${containing(text)}`)) ??
  NEVER;
const namesLower = (subject: PersonalDataSubject) => subject.names.map((name) => name.toLowerCase());

/**
 * The documents the law keeps (docs/decisions.md, "A customer's data on request"): orders and order confirmations,
 * and offers that were sent to the customer. Their buyer's name and address stay as issued for the retention period.
 */
export const keptDocument = (document: typeof salesDocuments) =>
  sql`(${document.typeId} in (${DOCUMENT_TYPE_IDS.order}, ${DOCUMENT_TYPE_IDS.orderconfirmation}) or (${document.typeId} = ${DOCUMENT_TYPE_IDS.offer} and exists (select 1 from ${salesDocumentGenerated} where ${salesDocumentGenerated.documentId} = ${document.id} and ${salesDocumentGenerated.typeId} = ${DOCUMENT_TYPE_IDS.offersent})))`;

/** The documents that name the subject: theirs as a registered customer, or with their e-mail as the contact. */
export const subjectDocuments = (subject: Omit<PersonalDataSubject, 'names' | 'documentIds'>): SQL =>
  and(
    or(byUser(salesDocuments.customerUserId, subject), eq(lowerOf(salesDocuments.contactEmail), subject.email)),
    inStorefront(salesDocuments.brandPartnerId, subject),
  ) ?? NEVER;

/** The column is one of the subject's documents. */
export const documentIn = (column: PgColumn, subject: PersonalDataSubject): SQL =>
  subject.documentIds.length === 0 ? NEVER : inArray(column, [...subject.documentIds]);

/** The default erasure: the subject's rows are deleted. */
export const deleteRows = async (tx: DbOrTx, table: PgTable, where: SQL): Promise<TableErasure> => {
  const [row] = await executeRows<{ count: number | string }>(
    tx,
    sql`with gone as (delete from ${table} where ${where} returning 1) select count(*) as count from gone`,
  );
  return { deleted: Number(row?.count ?? 0), anonymised: 0 };
};
const anonymised = (count: number): TableErasure => ({ deleted: 0, anonymised: count });

/** The e-mail an erased account keeps: unique, not deliverable (`.invalid`), naming nobody. */
export const erasedEmailOf = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * Every table that names a person, in the order an erasure goes through them (rows that others point at last).
 * The export holds each table's rows of the subject; the tests walk the drizzle schema and fail on a table with a
 * column naming a person that is neither here nor in NOT_CUSTOMER_DATA.
 */
export const PERSONAL_DATA_TABLES: readonly PersonalTable[] = [
  {
    table: customerProfiles,
    personal: [
      customerProfiles.addressing,
      customerProfiles.address,
      customerProfiles.zip,
      customerProfiles.city,
      customerProfiles.companyName,
      customerProfiles.companyRegistration,
      customerProfiles.companyVat,
      customerProfiles.telephone,
    ],
    rows: (subject) => byUser(customerProfiles.userId, subject),
  },
  {
    table: userAddresses,
    personal: [
      userAddresses.addressing,
      userAddresses.firstName,
      userAddresses.lastName,
      userAddresses.address,
      userAddresses.zip,
      userAddresses.city,
      userAddresses.companyName,
      userAddresses.companyRegistration,
      userAddresses.companyVat,
      userAddresses.telephone,
    ],
    rows: (subject) => byUser(userAddresses.userId, subject),
  },
  {
    table: accountTokens,
    personal: [accountTokens.newEmail],
    secret: [accountTokens.tokenHash],
    rows: (subject) =>
      or(byUser(accountTokens.userId, subject), eq(lowerOf(accountTokens.newEmail), subject.email)) ?? NEVER,
  },
  {
    // Sessions: no column names the person, but each belongs to them.
    table: refreshTokens,
    personal: [],
    secret: [refreshTokens.tokenHash, refreshTokens.familyId],
    rows: (subject) => byUser(refreshTokens.userId, subject),
  },
  {
    table: cartItems,
    personal: [],
    rows: (subject) => byUser(cartItems.userId, subject),
  },
  {
    // Saved configurations: those in no document are deleted; those in a document lose their owner and comment.
    table: configurations,
    personal: [configurations.comment],
    rows: (subject) => byUser(configurations.ownerUserId, subject),
    erase: async (tx, subject) => {
      const free = and(
        byUser(configurations.ownerUserId, subject),
        sql`not exists (select 1 from ${salesDocumentConfigurations} where ${salesDocumentConfigurations.configurationId} = ${configurations.id})`,
        sql`not exists (select 1 from ${documentHistory} where ${documentHistory.configurationId} = ${configurations.id})`,
      );
      const gone = await tx.delete(configurations).where(free).returning({ id: configurations.id });
      const kept = await tx
        .update(configurations)
        .set({ ownerUserId: null, comment: '' })
        .where(byUser(configurations.ownerUserId, subject))
        .returning({ id: configurations.id });
      return { deleted: gone.length, anonymised: kept.length };
    },
  },
  {
    table: contacts,
    personal: [
      contacts.title,
      contacts.firstName,
      contacts.lastName,
      contacts.email,
      contacts.telephone,
      contacts.address,
      contacts.city,
      contacts.zip,
      contacts.companyName,
      contacts.companyRegistration,
      contacts.companyVat,
    ],
    rows: (subject) => contactRows(subject),
  },
  {
    // The link of an offer sent for acceptance, with the offer as shown online: it exists only for a sent offer, a
    // document the law keeps, so it is exported and kept.
    table: offerLinks,
    personal: [],
    secret: [offerLinks.tokenHash],
    rows: (subject) => documentIn(offerLinks.documentId, subject),
    erase: async () => anonymised(0),
  },
  {
    // A customer's answer to an offer sent for acceptance (name, signature, address and browser): evidence of the
    // contract, kept with a document the law keeps; on any other document the personal fields are blanked.
    table: offerAnswers,
    personal: [offerAnswers.fullName, offerAnswers.ipAddress, offerAnswers.userAgent, offerAnswers.reason],
    rows: (subject) => documentIn(offerAnswers.documentId, subject),
    erase: async (tx, subject) => {
      const rows = await tx
        .update(offerAnswers)
        .set({ fullName: '', ipAddress: '', userAgent: '', reason: '' })
        .where(
          and(
            documentIn(offerAnswers.documentId, subject),
            sql`not exists (select 1 from ${salesDocuments} where ${salesDocuments.id} = ${offerAnswers.documentId} and ${keptDocument(salesDocuments)})`,
          ),
        )
        .returning({ id: offerAnswers.id });
      return anonymised(rows.length);
    },
  },
  {
    // Documents: the kept ones (keptDocument) keep the buyer as issued and lose the link to the account; the others
    // lose every contact field, the delivery and receipt addresses and the comment.
    table: salesDocuments,
    personal: [
      salesDocuments.contactAddressing,
      salesDocuments.contactFirstName,
      salesDocuments.contactLastName,
      salesDocuments.contactEmail,
      salesDocuments.contactTelephone,
      salesDocuments.contactAddress,
      salesDocuments.contactCity,
      salesDocuments.contactZip,
      salesDocuments.contactCompanyName,
      salesDocuments.contactCompanyRegistration,
      salesDocuments.contactCompanyVat,
      salesDocuments.deliveryData,
      salesDocuments.receiptData,
    ],
    secret: [salesDocuments.searchCompany, salesDocuments.searchContact, salesDocuments.searchCommission],
    rows: (subject) => documentIn(salesDocuments.id, subject),
    erase: async (tx, subject) => {
      const kept = await tx
        .update(salesDocuments)
        .set({ customerUserId: null })
        .where(and(documentIn(salesDocuments.id, subject), keptDocument(salesDocuments)))
        .returning({ id: salesDocuments.id });
      const blanked = await tx
        .update(salesDocuments)
        .set({
          customerUserId: null,
          contactAddressing: '',
          contactFirstName: '',
          contactLastName: '',
          contactEmail: '',
          contactTelephone: '',
          contactAddress: '',
          contactCity: '',
          contactZip: '',
          contactCountryId: null,
          contactCompanyName: '',
          contactCompanyRegistration: '',
          contactCompanyVat: '',
          consentMarketing: false,
          consentNotifications: false,
          consentPersonalData: false,
          deliveryData: null,
          receiptData: null,
          comment: '',
        })
        .where(and(documentIn(salesDocuments.id, subject), sql`not ${keptDocument(salesDocuments)}`))
        .returning({ id: salesDocuments.id });
      return { deleted: 0, anonymised: blanked.length + kept.length };
    },
  },
  {
    // The history of a document names the contact when it changed (contactChanged, contactDataChanged).
    table: documentHistory,
    personal: [documentHistory.text, documentHistory.value],
    rows: (subject) => historyRows(subject),
    erase: async (tx, subject) => {
      const rows = await tx
        .update(documentHistory)
        .set({
          text: sql`case when ${mentions(sql`${documentHistory.text}`, subject.names)} then '' else ${documentHistory.text} end`,
          value: sql`case when ${mentions(sql`${documentHistory.value}`, subject.names)} then '' else ${documentHistory.value} end`,
        })
        .where(historyRows(subject))
        .returning({ id: documentHistory.id });
      return anonymised(rows.length);
    },
  },
  {
    // The lists' search copies of names; a name no document holds any more is removed.
    table: documentSearchValues,
    personal: [documentSearchValues.value],
    rows: (subject) => searchValueRows(subject),
    erase: async (tx, subject) => {
      const rows = await tx
        .delete(documentSearchValues)
        .where(
          and(
            searchValueRows(subject),
            sql`not exists (select 1 from ${salesDocuments} where ${salesDocuments.brandPartnerId} = ${documentSearchValues.brandPartnerId} and ${salesDocuments.searchContact} = ${documentSearchValues.value})`,
          ),
        )
        .returning({ value: documentSearchValues.value });
      return { deleted: rows.length, anonymised: 0 };
    },
  },
  {
    // Printed (not sent) offers of documents the law does not keep: their PDF and DOCX name the customer. The
    // service deletes their files from the store.
    table: salesDocumentGenerated,
    personal: [],
    rows: (subject) => documentIn(salesDocumentGenerated.documentId, subject),
    erase: async (tx, subject) => {
      const printed = await tx
        .delete(salesDocumentGenerated)
        .where(
          and(
            documentIn(salesDocumentGenerated.documentId, subject),
            sql`not exists (select 1 from ${salesDocuments} where ${salesDocuments.id} = ${salesDocumentGenerated.documentId} and ${keptDocument(salesDocuments)})`,
          ),
        )
        .returning({ pdfKey: salesDocumentGenerated.pdfKey, docxKey: salesDocumentGenerated.docxKey });
      return { deleted: printed.length, anonymised: 0, fileKeys: printed.flatMap((row) => [row.pdfKey, row.docxKey]) };
    },
  },
  {
    // Copies of mails in the outbox (and their attachments, deleted with them): every mail to the address or naming it.
    table: mailOutbox,
    personal: [mailOutbox.toAddress, mailOutbox.subject, mailOutbox.textBody, mailOutbox.htmlBody],
    rows: (subject, purpose) => (purpose === 'erase' || subject.installationWide ? mailRows(subject) : NEVER),
  },
  {
    // The audit log keeps what happened, to which record and when; the person's name and e-mail in it are blanked
    // (migration 0038 lets only such an update through, inside an erasure).
    table: auditEntries,
    personal: [auditEntries.actorName, auditEntries.entityName, auditEntries.before, auditEntries.after],
    rows: (subject, purpose) => (purpose === 'erase' || subject.installationWide ? auditRows(subject) : NEVER),
    erase: async (tx, subject) => {
      await tx.execute(sql`select set_config('door.personal_data_erasure', 'on', true)`);
      const texts = [subject.email, ...subject.names];
      const entityIsUser = subject.userId
        ? sql`(${auditEntries.entityType} = 'user' and ${auditEntries.entityId} = ${subject.userId})`
        : NEVER;
      const rows = await tx
        .update(auditEntries)
        .set({
          actorName: sql`case when ${or(byUser(auditEntries.actorUserId, subject), mentions(sql`${auditEntries.actorName}`, texts))} then '' else ${auditEntries.actorName} end`,
          entityName: sql`case when ${or(entityIsUser, mentions(sql`${auditEntries.entityName}`, texts))} then '' else ${auditEntries.entityName} end`,
          before: sql`case when ${or(entityIsUser, mentions(sql`${auditEntries.before}::text`, texts))} then null else ${auditEntries.before} end`,
          after: sql`case when ${or(entityIsUser, mentions(sql`${auditEntries.after}::text`, texts))} then null else ${auditEntries.after} end`,
        })
        .where(auditRows(subject))
        .returning({ id: auditEntries.id });
      await tx.execute(sql`select set_config('door.personal_data_erasure', 'off', true)`);
      return anonymised(rows.length);
    },
  },
  {
    // The account last (everything above points at it): kept as a row (documents and the log point at it) with
    // nothing naming the person, no password, inactive; its raised security version ends every access token.
    table: users,
    personal: [users.email, users.firstName, users.lastName],
    secret: [users.passwordHash],
    rows: (subject) => byUser(users.id, subject),
    erase: async (tx, subject) => {
      if (!subject.userId) {
        return anonymised(0);
      }
      const rows = await tx
        .update(users)
        .set({ email: erasedEmailOf(subject.userId), firstName: '', lastName: '', passwordHash: '!', isActive: false })
        .where(eq(users.id, subject.userId))
        .returning({ id: users.id });
      return anonymised(rows.length);
    },
  },
];

const contactRows = (subject: PersonalDataSubject): SQL =>
  or(
    and(
      eq(contacts.kind, 'customer'),
      eq(lowerOf(contacts.email), subject.email),
      inStorefront(contacts.brandPartnerId, subject),
    ),
    subject.brandPartnerId === null ? byUser(contacts.userId, subject) : NEVER,
  ) ?? NEVER;

const historyRows = (subject: PersonalDataSubject): SQL =>
  and(
    documentIn(documentHistory.documentId, subject),
    or(mentions(sql`${documentHistory.text}`, subject.names), mentions(sql`${documentHistory.value}`, subject.names)),
  ) ?? NEVER;

const searchValueRows = (subject: PersonalDataSubject): SQL =>
  namesLower(subject).length === 0
    ? NEVER
    : (and(
        eq(documentSearchValues.kind, 'contact'),
        inArray(documentSearchValues.value, namesLower(subject)),
        inStorefront(documentSearchValues.brandPartnerId, subject),
      ) ?? NEVER);

const mailRows = (subject: PersonalDataSubject): SQL =>
  or(
    eq(lowerOf(mailOutbox.toAddress), subject.email),
    mentions(sql`${mailOutbox.subject}`, [subject.email]),
    mentions(sql`${mailOutbox.textBody}`, [subject.email]),
  ) ?? NEVER;

const auditRows = (subject: PersonalDataSubject): SQL =>
  or(
    byUser(auditEntries.actorUserId, subject),
    subject.userId
      ? sql`(${auditEntries.entityType} = 'user' and ${auditEntries.entityId} = ${subject.userId})`
      : NEVER,
    mentions(
      sql`(${auditEntries.actorName} || ' ' || ${auditEntries.entityName} || ' ' || coalesce(${auditEntries.before}::text, '') || ' ' || coalesce(${auditEntries.after}::text, ''))`,
      [subject.email],
    ),
  ) ?? NEVER;

/**
 * Tables with a column that names a person but whose rows are never a customer's: the companies of the sales chain
 * and their storefronts' addresses.
 */
export const NOT_CUSTOMER_DATA: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [partners, "a company of the sales chain: its name and postal address are the company's, not a person's"],
  [brandPartners, "a storefront: its inquiry address is the partner's sales mailbox"],
]);
