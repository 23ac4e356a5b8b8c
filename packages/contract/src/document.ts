import { z } from 'zod';
import { guidSchema, textSchema } from './common';
import { documentListRowSchema } from './documents';
import {
  contactEmailSchema,
  countryIdSchema,
  deliveryDataSchema,
  INQUIRY_MESSAGE_KEYS,
  receiptDataSchema,
} from './inquiry';
import { LIMITS } from './limits';

/** A configuration in a document (admin-and-documents §3 "Document configuration row"), ordered by position. */
export const documentConfigurationRowSchema = z.object({
  ConfigurationId: guidSchema,
  SalesDocumentConfigurationId: guidSchema,
  ConfigurationPosition: z.number().int().describe('1, 2, … in the document'),
  ConfigurationBrandName: z.string().describe("The model's brand name (the name when it has none)"),
  ConfigurationName: z.string(),
  Image: z.string().describe("Address of the configuration's door picture"),
  ConfigurationDateModified: z.string().describe('ISO 8601 time of the last change of the configuration'),
  TotalPrice: z.number().describe('Total without tax, in major units'),
  ConfigurationWithAdditionalCost: z.number().describe('Unit price × quantity plus additional costs, in major units'),
  Quantity: z.number().int(),
  DocumentStatus: z.string().nullable().describe("The configuration's own status name; null when none is set"),
  DocumentStatusId: guidSchema.nullable(),
  PartId: guidSchema.describe('The model'),
  ClonePart: z.boolean().describe('Whether a new version can be made: the model is still offered in the catalogue'),
  DeliveryDate: z.string().nullable().describe('The delivery date, a calendar date YYYY-MM-DD; null when not set'),
  CustomerPosition: z.string(),
});
/** A configuration in a document. */
export type DocumentConfigurationRow = z.infer<typeof documentConfigurationRowSchema>;

/**
 * Reply of `GET /document/{id}?brandPartnerId=` (§3 "Document detail"): the list row's fields and more. The online
 * offer's times are the list's shortcut; the document page reads them with the offer online (`GET …/offerOnline`).
 */
export const documentDetailSchema = documentListRowSchema
  .omit({ OfferSentAt: true, OfferViewedAt: true, OfferAnsweredAt: true })
  .extend({
    TotalPrice: z.number().describe('Total without tax, in major units'),
    TotalTaxCost: z.number().describe('Tax, in major units'),
    ContactEmail: z.string(),
    ContactTelephone: z.string(),
    Comment: z.string(),
    Configurations: z.array(documentConfigurationRowSchema),
    IsReadOnly: z.boolean().describe('Every write is refused (409): the client disables editing'),
    InitialSalesDocumentId: guidSchema.nullable(),
    Currency: z.string().describe('ISO 4217 code, default EUR'),
    Revision: z.number().int().min(1).describe('The revision of the offer: 1 for the first, 2, 3, … (issue 41)'),
    RevisionRootSalesDocumentId: guidSchema.describe(
      'The first revision of the offer (the document itself when it is)',
    ),
    SupersededBySalesDocumentId: guidSchema
      .nullable()
      .describe('The later revision whose sending superseded this one (read-only since); null while current'),
    SupersededByDocumentNumber: z.string().nullable(),
    CanCreateRevision: z.boolean().describe('An offer the caller may change: "New revision" is enabled'),
    SupplierOrderNumber: z
      .string()
      .describe(
        "The manufacturer's order number, from the last openTRANS ORDERRESPONSE applied to the order ('' when none)",
      ),
  });
/** The document detail. */
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** Message keys of the detail and contact forms (the web app translates them; the 400 names the field). */
export const DOCUMENT_MESSAGE_KEYS = INQUIRY_MESSAGE_KEYS;

const detailText = () =>
  textSchema(DOCUMENT_MESSAGE_KEYS.invalidCharacters).trim().max(LIMITS.textMax, DOCUMENT_MESSAGE_KEYS.tooLong);

/** Body of `PUT /document/{id}`: commission and customer number, max 255 each. */
export const documentUpdateBodySchema = z.object({
  BrandPartnerId: guidSchema,
  Commission: detailText(),
  CustomerNumber: detailText(),
});
/** Body of `PUT /document/{id}`. */
export type DocumentUpdateBody = z.infer<typeof documentUpdateBodySchema>;

/** Body of `POST /document/{id}/removeComment`. */
export const documentBrandPartnerBodySchema = z.object({ BrandPartnerId: guidSchema });

/** Body of `POST /document/{id}/changecontact`: a contact of `GET /brand/{id}/contacts`. */
export const changeDocumentContactBodySchema = z.object({ BrandPartnerId: guidSchema, ContactId: guidSchema });
/** Body of `POST /document/{id}/changecontact`. */
export type ChangeDocumentContactBody = z.infer<typeof changeDocumentContactBodySchema>;

const SHORT = LIMITS.contactShortMax;
const LONG = LIMITS.contactLongMax;
const contactText = () => textSchema(DOCUMENT_MESSAGE_KEYS.invalidCharacters);
const requiredText = (max: number) =>
  contactText().trim().min(1, DOCUMENT_MESSAGE_KEYS.required).max(max, DOCUMENT_MESSAGE_KEYS.tooLong);
const optionalText = (max: number) => contactText().trim().max(max, DOCUMENT_MESSAGE_KEYS.tooLong).nullish();

/**
 * The contact block of a document's contact data (§5 "Contact form"): first name, last name, address, city, zip,
 * telephone, e-mail and a country required; addressing and the company fields optional.
 */
export const documentContactDataSchema = z.object({
  Addressing: optionalText(SHORT),
  FirstName: requiredText(SHORT),
  LastName: requiredText(SHORT),
  Email: contactEmailSchema,
  Telephone: requiredText(SHORT),
  Address: requiredText(LONG),
  City: requiredText(LONG),
  Zip: requiredText(SHORT),
  CountryId: countryIdSchema,
  CompanyName: optionalText(LONG),
  CompanyRegistration: optionalText(SHORT),
  CompanyVAT: optionalText(SHORT),
});
/** The contact block of a document's contact data. */
export type DocumentContactData = z.infer<typeof documentContactDataSchema>;

/** Reply of `GET /document/{documentId}/contact`; a block is null when its flag is off. */
export const documentContactReplySchema = z.object({
  ContactData: z.object({
    Addressing: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    Telephone: z.string(),
    Address: z.string(),
    City: z.string(),
    Zip: z.string(),
    CountryId: guidSchema.nullable(),
    CompanyName: z.string(),
    CompanyRegistration: z.string(),
    CompanyVAT: z.string(),
  }),
  DeliveryAddress: z.boolean(),
  DeliveryData: deliveryDataSchema.nullable(),
  ReceiptAddress: z.boolean(),
  ReceiptData: receiptDataSchema.nullable(),
});
/** The contact data of a document as read. */
export type DocumentContactReply = z.infer<typeof documentContactReplySchema>;

/**
 * Body of `POST /document/{documentId}/contact`: the three blocks, null for an unticked block (a ticked block must
 * be there and complete).
 */
export const documentContactBodySchema = z
  .object({
    BrandPartnerId: guidSchema,
    ContactData: documentContactDataSchema,
    DeliveryAddress: z.boolean(),
    DeliveryData: deliveryDataSchema.nullish(),
    ReceiptAddress: z.boolean(),
    ReceiptData: receiptDataSchema.nullish(),
  })
  .superRefine((value, context) => {
    if (value.DeliveryAddress && !value.DeliveryData) {
      context.addIssue({ code: 'custom', path: ['DeliveryData'], message: DOCUMENT_MESSAGE_KEYS.required });
    }
    if (value.ReceiptAddress && !value.ReceiptData) {
      context.addIssue({ code: 'custom', path: ['ReceiptData'], message: DOCUMENT_MESSAGE_KEYS.required });
    }
  });
/** Body of `POST /document/{documentId}/contact`, as sent. */
export type DocumentContactBodyInput = z.input<typeof documentContactBodySchema>;
/** Body of `POST /document/{documentId}/contact`, as validated. */
export type DocumentContactBody = z.infer<typeof documentContactBodySchema>;

/** The history types of a document (stable codes the web app translates). */
export const DOCUMENT_HISTORY_TYPES = [
  'created',
  'copied',
  'copiedTo',
  'confirmed',
  'archived',
  'assigned',
  'projectStatusChanged',
  'sent',
  'forwarded',
  'received',
  'sentToSupplier',
  'ediExported',
  'ediImported',
  'opentransExported',
  'opentransImported',
  'orderResponseApplied',
  'unitPriceChanged',
  'sendingToProduction',
  'sentToProduction',
  'commissionChanged',
  'customerNumberChanged',
  'commentRemoved',
  'contactChanged',
  'contactDataChanged',
  'configurationAdded',
  'configurationChanged',
  'configurationCopied',
  'configurationDeleted',
  'configurationVersion',
  'configurationStatusChanged',
  'quantityChanged',
  'positionDataChanged',
  // Remarks of a configuration.
  'salesRemarkAdded',
  'installerRemarkAdded',
  'salesRemarkDeleted',
  'installerRemarkDeleted',
  // Documentation and its background jobs.
  'jobStarted',
  'jobFinished',
  'jobFailed',
  'technicalDocumentationRequested',
  'technicalDocumentationGenerated',
  'technicalDocumentationFailed',
  'specialDocumentationRequested',
  'specialDocumentationLoaded',
  'documentationAdded',
  'documentationDeleted',
  // Print.
  'offerPrinted',
  'offerSent',
  'offerMarkedSent',
  'printDeleted',
  // The offer online: the customer's view, answer and question, the reminder, expiry and the order it made.
  'offerViewed',
  'offerAccepted',
  'offerDeclined',
  'offerQuestion',
  'offerReminded',
  'offerExpired',
  'offerValidUntilChanged',
  'offerChangedSinceSent',
  'orderFromAcceptance',
  // Calculation and terms.
  'additionalCostAdded',
  'additionalCostChanged',
  'additionalCostDeleted',
  'netCostAdded',
  'netCostChanged',
  'netCostDeleted',
  'discountAdded',
  'discountChanged',
  'discountDeleted',
  'taxOptionChanged',
  'paymentTermAdded',
  'paymentTermChanged',
  'paymentTermDeleted',
  'deliveryTermAdded',
  'deliveryTermChanged',
  'deliveryTermDeleted',
  'revisionCreated',
  'superseded',
] as const;
/**
 * Every history type the server writes: ONE list. The history table's `type` column is typed with it, so a writer
 * cannot store a code outside it, and the web app's test requires a label for each in every language.
 */
export type DocumentHistoryType = (typeof DOCUMENT_HISTORY_TYPES)[number];

/** A history entry (§3): what changed, to which value, by whom and when; newest first. */
export const documentHistoryEntrySchema = z.object({
  SalesDocumentId: guidSchema,
  ConfigurationId: guidSchema.nullable().describe('The configuration the change was made to; null for the document'),
  DateTime: z.string().describe('ISO 8601 time of the change'),
  Text: z.string().describe("What changed, in the caller's language"),
  Type: z.string().describe("What happened, in the caller's language (Accept-Language)"),
  TypeKey: z
    .string()
    .describe('The stable code of Type (one of DOCUMENT_HISTORY_TYPES), for clients that sort or filter'),
  User: z.string().describe("The user's name; '' for visitors and background jobs"),
  Value: z.string().describe("To what or from what, in the caller's language"),
  CompareRevisions: z
    .object({ From: guidSchema, To: guidSchema })
    .nullable()
    .optional()
    .describe(
      'Extension (issue 41): on a new revision (revisionCreated) or a superseded one (superseded), the two revisions ' +
        'of the offer whose comparison (GET /document/{id}/revisions/compare?from=&to=) shows what changed; null otherwise',
    ),
});
/** A history entry. */
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntrySchema>;

/** Reply of `GET /document/{id}/history`. */
export const documentHistoryReplySchema = z.array(documentHistoryEntrySchema);
