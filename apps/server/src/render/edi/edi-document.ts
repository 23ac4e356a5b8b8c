import type { DocumentTypeCode, Language } from '@door/contract';

/** Namespace of the EDI schema family (`orders.xsd`): both the order message and the production order use it. */
export const EDI_NAMESPACE = 'urn:door-configurator:edi:1';

/** Version of the EDI format written in the root's `version` attribute. */
export const EDI_FORMAT_VERSION = '1';

/** Largest EDI file the import reads (5 MB). */
export const EDI_MAX_BYTES = 5 * 1024 * 1024;

/** Most positions (lines) one EDI file may carry. */
export const EDI_MAX_POSITIONS = 500;

/** Most parameters one position may carry. */
export const EDI_MAX_PARAMETERS = 300;

/** Smallest and largest quantity of a position. */
export const EDI_QUANTITY_RANGE = { min: 1, max: 100 } as const;

/** Longest text of any single field (the longest document column, the comment, holds 2,000). */
export const EDI_MAX_TEXT = 2000;

/** The document types an EDI file may carry (the type codes of the reference data). */
export const EDI_DOCUMENT_TYPES = [
  'inquiry',
  'offer',
  'order',
  'orderconfirmation',
  'documentation',
  'configuration',
  'offerprinted',
  'offersent',
] as const satisfies readonly DocumentTypeCode[];

/** The languages an EDI document may be written in. */
export const EDI_LANGUAGES = ['sl', 'en', 'de', 'fr'] as const satisfies readonly Language[];

/**
 * Party roles in their fixed file order, with the UN/EDIFACT NAD party qualifier (3035) each stands for:
 * seller = owner partner (SE), buyer = recipient partner (BY), customer = customer contact (UC, ultimate
 * consignee), delivery = delivery address (DP), invoice = receipt address (IV).
 */
export const EDI_PARTY_ROLES = { seller: 'SE', buyer: 'BY', customer: 'UC', delivery: 'DP', invoice: 'IV' } as const;

/** A party role of the EDI document. */
export type EdiPartyRole = keyof typeof EDI_PARTY_ROLES;

/** A party (NAD): every field is text, the empty string meaning "not given" (the element is left out). */
export type EdiParty = {
  role: EdiPartyRole;
  /** The partner's stable code (never a database id); empty for contacts and addresses. */
  code: string;
  companyName: string;
  addressing: string;
  firstName: string;
  lastName: string;
  street: string;
  postCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 country code, or empty. */
  countryCode: string;
  email: string;
  telephone: string;
  companyRegistration: string;
  vatNumber: string;
};

/** A party of the role with every field empty, to fill in what a document has. */
export const emptyParty = (role: EdiPartyRole): EdiParty => ({
  role,
  code: '',
  companyName: '',
  addressing: '',
  firstName: '',
  lastName: '',
  street: '',
  postCode: '',
  city: '',
  countryCode: '',
  email: '',
  telephone: '',
  companyRegistration: '',
  vatNumber: '',
});

/** One configuration parameter of a position: its code, the chosen value's code and the typed value of text or number parameters. */
export type EdiParameter = {
  code: string;
  /** Code of the chosen value of a list parameter; empty when the parameter takes a typed value. */
  valueCode: string;
  /** The typed value of a text or number parameter; empty for list parameters. */
  customValue: string;
};

/** One position (LIN): the model by its stable code, quantity, every parameter and the prices. */
export type EdiPosition = {
  /** Position number in the document (1, 2, …). */
  position: number;
  quantity: number;
  /** The model's stable part code. */
  modelCode: string;
  /** The model's name (IMD), for people reading the file; not checked on import. */
  modelName: string;
  parameters: EdiParameter[];
  /** Price of one piece, exact decimal with 2 decimals ("1234.50"). */
  unitPrice: string;
  /** Price of the position (unit price × quantity after costs and discounts), exact decimal with 2 decimals. */
  totalPrice: string;
  commission: string;
  customerPosition: string;
  comment: string;
  /** The position's calculation (ALC/MOA/TAX of ORDERS); absent in files without one. */
  calculation?: EdiCalculation;
};

/** A cost of a position's calculation (additional before discounts, net after them): name and amount. */
export type EdiCost = { name: string; amount: string };
/** A discount of a position's calculation: percentage or amount, its level, and the money it takes off. */
export type EdiDiscount = {
  name: string;
  type: 'percentage' | 'amount';
  /** Percent (percentage) or money (amount), exact decimal with 2 decimals. */
  value: string;
  level: number;
  /** The money the discount takes off, exact decimal with 2 decimals. */
  amount: string;
};
/** A position's calculation: costs, discounts, the tax rate and the resulting amounts (exact decimals). */
export type EdiCalculation = {
  additionalCosts: EdiCost[];
  discounts: EdiDiscount[];
  netCosts: EdiCost[];
  /** The tax rate in percent with 2 decimals; empty when no tax option is chosen. */
  taxRate: string;
  /** ConfigurationWithAdditionalCost. */
  withAdditionalCost: string;
  /** TotalPrice (without tax). */
  netAmount: string;
  taxAmount: string;
  totalAmount: string;
};
/** The document's payment terms (with a cash-discount percentage) and delivery terms. */
export type EdiTerms = {
  payment: { name: string; description: string; value: string; sortOrder: number }[];
  delivery: { name: string; description: string; sortOrder: number }[];
};

/** The sales document as the EDI format carries it (UN/EDIFACT ORDERS modelled): no database ids, only codes. */
export type EdiDocument = {
  header: {
    documentType: (typeof EDI_DOCUMENT_TYPES)[number];
    /** The document's number as people see it (e.g. "2026-15"). */
    number: string;
    /** Document date, YYYY-MM-DD (DTM 137). */
    documentDate: string;
    /** Requested delivery date, YYYY-MM-DD, or empty (DTM 2). */
    deliveryDate: string;
    /** ISO 4217 currency code (CUX). */
    currency: string;
    language: (typeof EDI_LANGUAGES)[number];
    commission: string;
    customerNumber: string;
    comment: string;
  };
  /** At most one party per role; the seller is required. */
  parties: EdiParty[];
  positions: EdiPosition[];
  /** Document totals (MOA), exact decimals with 2 decimals. */
  totals: { net: string; tax: string; total: string };
  /** Payment and delivery terms (PAT/FTX); absent in files without them. */
  terms?: EdiTerms;
};

/** What the import asks the catalogue, by stable codes only. */
export type EdiCatalogue = {
  /** Whether a model with this part code exists (for the importing brand partner). */
  hasModel(modelCode: string): boolean;
  /** Whether the model has a parameter with this code. */
  hasParameter(modelCode: string, parameterCode: string): boolean;
  /** Whether the parameter of the model has a value with this code. */
  hasValue(modelCode: string, parameterCode: string, valueCode: string): boolean;
};

/** An exact decimal amount with two decimals, as the format writes it. */
export const EDI_AMOUNT_PATTERN = /^-?(0|[1-9][0-9]{0,14})\.[0-9]{2}$/;

/** A calendar date as the format writes it. */
export const EDI_DATE_PATTERN = /^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** An ISO 4217 currency code. */
export const EDI_CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** An ISO 3166-1 alpha-2 country code. */
export const EDI_COUNTRY_PATTERN = /^[A-Z]{2}$/;
