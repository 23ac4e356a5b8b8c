import { z } from 'zod';
import { guidSchema, languageSchema, moneySchema, textSchema } from './common';

/** Limits of the offer online: name, reason and question lengths, the drawn signature's size. */
export const OFFER_ONLINE_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 200,
  reasonMax: 2000,
  questionMax: 2000,
  /** The signature as a PNG data URL, in characters (about 150 KB of PNG). */
  signatureMaxLength: 200_000,
  /** The signature canvas's largest size in pixels. */
  signatureMaxWidth: 1200,
  signatureMaxHeight: 600,
  validityDaysMin: 1,
  validityDaysMax: 365,
  reminderDaysMin: 1,
  reminderDaysMax: 60,
} as const;

/** An offer token as mailed: 16 or more characters of `A-Za-z0-9_-` (CONVENTIONS "Offers online"). */
export const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The path of the online offer page of a token (below the public address). */
export const offerPagePath = (token: string) => `/offer/${token}`;

/** Path parameter of the online offer calls: any text, so an unknown and a malformed token get the same answer. */
export const offerTokenParamsSchema = z.object({
  token: textSchema().max(200).describe('The capability token of the mailed link'),
});

/** A named amount of a position (additional cost, discount, net cost); a discount is negative. */
export const onlineOfferAmountSchema = z.object({ Name: z.string(), Amount: moneySchema, Note: z.string() });

/** A position of the offer as it was sent: picture, parameters, prices. */
export const onlineOfferPositionSchema = z.object({
  Position: z.number().int(),
  Name: z.string(),
  /** The drawn door as a PNG data URL; null when the offer was printed without pictures. */
  Picture: z.string().nullable(),
  Parameters: z.array(z.object({ Name: z.string(), Value: z.string() })),
  Quantity: z.number(),
  UnitPrice: moneySchema,
  Price: moneySchema,
  AdditionalCosts: z.array(onlineOfferAmountSchema),
  Discounts: z.array(onlineOfferAmountSchema),
  NetCosts: z.array(onlineOfferAmountSchema),
  Total: moneySchema,
  TaxLabel: z.string(),
  Tax: moneySchema,
});

/** A payment or delivery term as it was sent. */
export const onlineOfferTermSchema = z.object({
  Name: z.string(),
  Description: z.string(),
  Percent: z.number().nullable(),
  Price: moneySchema.nullable(),
});

/** What the customer sees of the offer: exactly the content of the PDF that was mailed, frozen when it was sent. */
export const onlineOfferContentSchema = z.object({
  Title: z.string(),
  DocumentNumber: z.string(),
  /** The print date, `YYYY-MM-DD`. */
  Date: z.string(),
  ValidUntil: z.string().nullable(),
  Currency: z.string(),
  Seller: z.object({ Name: z.string(), Lines: z.array(z.string()) }),
  Customer: z.array(z.string()),
  Delivery: z.array(z.string()).nullable(),
  Salesman: z.string(),
  ShowPrices: z.boolean(),
  Positions: z.array(onlineOfferPositionSchema),
  Totals: z.object({ Net: moneySchema, Tax: moneySchema, Total: moneySchema }),
  PaymentTerms: z.array(onlineOfferTermSchema),
  DeliveryTerms: z.array(onlineOfferTermSchema),
});
/** The offer's content as sent. */
export type OnlineOfferContent = z.infer<typeof onlineOfferContentSchema>;

/**
 * The state of an online offer: open (may be answered), accepted, declined; expired (its valid-until date passed),
 * replaced (a later send, or a newer revision, replaced this link) or closed (the offer was withdrawn: archived,
 * confirmed or otherwise no longer an open offer). The last three show nothing of the document.
 */
export const ONLINE_OFFER_STATES = ['open', 'accepted', 'declined', 'expired', 'replaced', 'closed'] as const;
/** The state of an online offer. */
export type OnlineOfferState = (typeof ONLINE_OFFER_STATES)[number];

/** The customer's answer as the page shows it. */
export const onlineOfferAnswerSchema = z.object({
  Decision: z.enum(['accepted', 'declined']),
  FullName: z.string(),
  At: z.string().describe('ISO 8601 date and time'),
  Reason: z.string(),
  PdfSha256: z.string(),
});

/** Reply of `GET /offer/{token}` (and of accept and decline): the state and, while it may be shown, the offer. */
export const onlineOfferReplySchema = z.object({
  State: z.enum(ONLINE_OFFER_STATES),
  /** The language the offer was sent in: the page shows itself in it. */
  Language: languageSchema,
  /** The storefront whose look the page takes. */
  BrandPartnerId: guidSchema,
  /** A replaced link: the path of the link that replaced it (the newest one); otherwise null. */
  ReplacedBy: z.string().nullable(),
  /** The offer as sent; null when expired, replaced or closed. */
  Offer: onlineOfferContentSchema.nullable(),
  /** The PDF's file name and SHA-256 (hex); empty when the offer is not shown. */
  FileName: z.string(),
  PdfSha256: z.string(),
  Answer: onlineOfferAnswerSchema.nullable(),
  /**
   * An open offer the salesperson changed after this link was sent: it is shown as sent but cannot be accepted (409
   * `offerChangedSinceSent`) until the salesperson sends the current version (a new link). False in every other state.
   */
  ChangedSinceSent: z.boolean(),
});
/** Reply of `GET /offer/{token}`. */
export type OnlineOfferReply = z.infer<typeof onlineOfferReplySchema>;

/** Body of `POST /offer/{token}/accept`: the full name typed, the terms accepted, an optional drawn signature. */
export const acceptOfferBodySchema = z.object({
  FullName: textSchema().trim().min(OFFER_ONLINE_LIMITS.fullNameMin).max(OFFER_ONLINE_LIMITS.fullNameMax),
  AcceptTerms: z.literal(true, { message: 'must be accepted' }),
  /** A PNG data URL (`data:image/png;base64,…`) of the drawn signature; null for none. */
  Signature: z
    .string()
    .max(OFFER_ONLINE_LIMITS.signatureMaxLength)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a PNG data URL')
    .nullable()
    .default(null),
});
/** Body of `POST /offer/{token}/accept`, as sent. */
export type AcceptOfferBody = z.input<typeof acceptOfferBodySchema>;

/** Body of `POST /offer/{token}/decline`: an optional reason. */
export const declineOfferBodySchema = z.object({
  Reason: textSchema().trim().max(OFFER_ONLINE_LIMITS.reasonMax).default(''),
});
/** Body of `POST /offer/{token}/decline`, as sent. */
export type DeclineOfferBody = z.input<typeof declineOfferBodySchema>;

/** Body of `POST /offer/{token}/question`: the customer's question to the salesperson. */
export const offerQuestionBodySchema = z.object({
  Question: textSchema().trim().min(1).max(OFFER_ONLINE_LIMITS.questionMax),
});
/** Body of `POST /offer/{token}/question`, as sent. */
export type OfferQuestionBody = z.input<typeof offerQuestionBodySchema>;

/** Reply of `POST /offer/{token}/question`. */
export const offerQuestionReplySchema = z.object({ Sent: z.literal(true) });

/** The acceptance as the salesperson sees it: the evidence, with the stored PDF checked against its hash again. */
export const offerAcceptanceSchema = z.object({
  Decision: z.enum(['accepted', 'declined']),
  FullName: z.string(),
  Reason: z.string(),
  At: z.string().describe('ISO 8601 date and time'),
  IpAddress: z.string(),
  UserAgent: z.string(),
  PdfSha256: z.string(),
  /** Whether the stored PDF's SHA-256, computed now, is still the recorded one. */
  PdfVerified: z.boolean(),
  /** The drawn signature as a PNG data URL; null when none was drawn. */
  Signature: z.string().nullable(),
  OrderDocumentId: guidSchema.nullable(),
  OrderNumber: z.string().nullable(),
});

/** Reply of `GET /document/{id}/offerOnline`: validity, the online life of the offer and its answer. */
export const documentOfferOnlineSchema = z.object({
  IsOffer: z.boolean(),
  ValidUntil: z.string().nullable().describe('YYYY-MM-DD'),
  /** The storefront's default validity, used when the offer is sent without a date. */
  DefaultValidityDays: z.number().int(),
  CanEditValidUntil: z.boolean(),
  SentAt: z.string().nullable(),
  ViewedAt: z.string().nullable(),
  AnsweredAt: z.string().nullable(),
  /** Whether the customer holds a link that may still be answered (sent, not replaced, unanswered, not expired). */
  LinkOpen: z.boolean(),
  /**
   * Whether the offer was changed after that open link was sent: the link then refuses to accept (409
   * `offerChangedSinceSent`) until the offer is sent again.
   */
  ChangedSinceSent: z.boolean(),
  Answer: offerAcceptanceSchema.nullable(),
});
/** Reply of `GET /document/{id}/offerOnline`. */
export type DocumentOfferOnline = z.infer<typeof documentOfferOnlineSchema>;

/** Body of `PUT /document/{id}/validUntil`: the offer's last day of acceptance (today or later). */
export const setValidUntilBodySchema = z.object({
  ValidUntil: z.iso.date().describe('YYYY-MM-DD'),
});
/** Body of `PUT /document/{id}/validUntil`, as sent. */
export type SetValidUntilBody = z.input<typeof setValidUntilBodySchema>;
