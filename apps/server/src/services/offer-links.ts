import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { OnlineOfferContent } from '@door/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { brandPartners, offerLinks, salesDocuments } from '#server/db/schema';
import type { PrintAmount, PrintModel, PrintTerm } from '#server/render/print/print-model';
import { isRevisionOf, revisionRootOf } from './document-revisions';
import { enqueueJob } from './job-runner';

/** The job that marks an offer expired (due the day after its valid-until date). */
export const OFFER_EXPIRY_JOB = 'offer-expiry';
/** The job that reminds the customer before the offer expires (the storefront's reminder days; off by default). */
export const OFFER_REMINDER_JOB = 'offer-reminder';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminders go out in the morning (UTC) of their day, not at midnight. */
const REMINDER_HOUR_UTC = 8;

/**
 * The token of an offer link: the HMAC-SHA256 (base64url, 43 characters) of its id under the server's key. The
 * database keeps only the token's SHA-256, so a copy of it opens nothing, while the server can name the link that
 * replaced an old one and put the link into reminders without storing the token.
 */
export const offerTokenOf = (key: Buffer, linkId: string): string =>
  createHmac('sha256', key).update(`offer-link:${linkId}`).digest('base64url');

/** The SHA-256 (hex) of bytes or a text: the stored form of a token, and the evidence hash of a PDF. */
export const sha256Hex = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

/** Today's date in UTC, `YYYY-MM-DD`: an offer is valid through the whole of its valid-until day (UTC). */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A `YYYY-MM-DD` date moved by some days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether an offer valid until this date has expired (its day has passed in UTC). */
export const isPastValidity = (validUntil: string | null, now = new Date()): boolean =>
  validUntil !== null && validUntil < todayUtc(now);

/** The storefront's offer settings: validity and reminder days. */
export const findOfferSettings = async (tx: DbOrTx, brandPartnerId: string) => {
  const [row] = await tx
    .select({ validityDays: brandPartners.offerValidityDays, reminderDays: brandPartners.offerReminderDays })
    .from(brandPartners)
    .where(eq(brandPartners.id, brandPartnerId));
  return row ?? { validityDays: 30, reminderDays: null };
};

/**
 * The valid-until date an offer is printed and sent with: its own while it has not passed, else (none, or an expired
 * offer sent again, or a revision of one) today plus the storefront's validity.
 */
export const offerValidUntil = async (
  tx: DbOrTx,
  document: { validUntil: string | null; brandPartnerId: string },
): Promise<string> =>
  document.validUntil !== null && !isPastValidity(document.validUntil)
    ? document.validUntil
    : addDays(todayUtc(), (await findOfferSettings(tx, document.brandPartnerId)).validityDays);

const money = (cents: number) => cents / 100;
const amounts = (rows: PrintAmount[]) =>
  rows.map((row) => ({ Name: row.name, Amount: money(row.cents), Note: row.note }));
const terms = (rows: PrintTerm[]) =>
  rows.map((row) => ({
    Name: row.name,
    Description: row.description,
    Percent: row.percent,
    Price: row.priceCents === null ? null : money(row.priceCents),
  }));

/** The online page's content of a print model: what the mailed PDF shows, prices left out where the PDF has none. */
export const onlineOfferContentOf = (model: PrintModel, title: string): OnlineOfferContent => {
  const prices = model.options.showPrices;
  const price = (cents: number) => (prices ? money(cents) : 0);
  return {
    Title: title,
    DocumentNumber: model.documentNumber,
    Date: model.date,
    ValidUntil: model.validUntil,
    Currency: model.currency,
    Seller: { Name: model.letterhead.name, Lines: model.letterhead.lines },
    Customer: model.customer.lines,
    Delivery: model.delivery?.lines ?? null,
    Salesman: model.salesman,
    ShowPrices: prices,
    Positions: model.positions.map((position) => ({
      Position: position.position,
      Name: position.name,
      Picture:
        model.options.showImages && position.picture
          ? `data:image/png;base64,${position.picture.toString('base64')}`
          : null,
      Parameters: position.parameters.map((parameter) => ({ Name: parameter.name, Value: parameter.value })),
      Quantity: position.quantity,
      UnitPrice: price(position.unitCents),
      Price: price(position.priceCents),
      AdditionalCosts: prices ? amounts(position.additionalCosts) : [],
      Discounts: prices ? amounts(position.discounts) : [],
      NetCosts: prices ? amounts(position.netCosts) : [],
      Total: price(position.totalCents),
      TaxLabel: prices ? position.taxLabel : '',
      Tax: price(position.taxCents),
    })),
    Totals: {
      Net: price(model.totals.netCents),
      Tax: price(model.totals.taxCents),
      Total: price(model.totals.totalCents),
    },
    PaymentTerms: model.options.showTerms ? terms(model.paymentTerms) : [],
    DeliveryTerms: model.options.showTerms ? terms(model.deliveryTerms) : [],
  };
};

/** Queues the expiry of a link's offer for the day after its valid-until date. */
export const enqueueOfferExpiry = (tx: DbOrTx, linkId: string, validUntil: string) =>
  enqueueJob(tx, {
    kind: OFFER_EXPIRY_JOB,
    payload: { linkId },
    runAt: new Date(Date.parse(`${addDays(validUntil, 1)}T00:00:00Z`)),
  });

/**
 * The valid-until date of a sent offer was moved earlier: its open link (the newest, not replaced) expires the day after
 * the new date (the expiry queued at sending would come too late; the one that finds the offer expired does nothing).
 */
export const rescheduleOfferExpiry = async (tx: DbOrTx, documentId: string, validUntil: string) => {
  const [open] = await tx
    .select({ id: offerLinks.id })
    .from(offerLinks)
    .where(and(eq(offerLinks.documentId, documentId), isNull(offerLinks.replacedByLinkId)));
  if (open) {
    await enqueueOfferExpiry(tx, open.id, validUntil);
  }
};

/** What a sent offer's link is made from. */
export type NewOfferLink = {
  documentId: string;
  brandPartnerId: string;
  generatedId: string;
  pdfKey: string;
  pdf: Uint8Array;
  fileName: string;
  language: string;
  userId: string;
  validUntil: string;
  content: OnlineOfferContent;
  /** The fingerprint of the offer's content as printed (services/offer-fingerprint.ts). */
  contentSha256: string;
  publicUrl: string;
};

/**
 * Issues the capability link of an offer sent for acceptance, inside the sending transaction: stores its hash, the
 * PDF's hash, the page content and the fingerprint of the content it was printed from, marks the earlier links of
 * the document and of its other revisions replaced by it, stamps the offer sent with its valid-until date, and queues
 * its expiry (and reminder) job. Returns the link's address.
 */
export const issueOfferLink = async (tx: DbOrTx, key: Buffer, link: NewOfferLink): Promise<string> => {
  const id = randomUUID();
  const token = offerTokenOf(key, id);
  await tx.insert(offerLinks).values({
    id,
    documentId: link.documentId,
    tokenHash: sha256Hex(token),
    generatedId: link.generatedId,
    pdfKey: link.pdfKey,
    pdfSha256: sha256Hex(link.pdf),
    fileName: link.fileName,
    language: link.language,
    content: link.content,
    contentSha256: link.contentSha256,
    publicUrl: link.publicUrl,
    createdByUserId: link.userId,
  });
  // The document's earlier links and those of every other revision of the same offer: the newest send is the one
  // the customer answers.
  const [sent] = await tx
    .select({ id: salesDocuments.id, revisionRootId: salesDocuments.revisionRootId })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, link.documentId));
  const revisions = tx
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(isRevisionOf(sent ? revisionRootOf(sent) : link.documentId));
  await tx
    .update(offerLinks)
    .set({ replacedByLinkId: id, replacedAt: sql`now()` })
    .where(and(inArray(offerLinks.documentId, revisions), isNull(offerLinks.replacedByLinkId), ne(offerLinks.id, id)));
  await tx
    .update(salesDocuments)
    .set({ validUntil: link.validUntil, offerSentAt: sql`now()`, offerViewedAt: null, offerAnsweredAt: null })
    .where(eq(salesDocuments.id, link.documentId));
  await enqueueOfferExpiry(tx, id, link.validUntil);
  const { reminderDays } = await findOfferSettings(tx, link.brandPartnerId);
  const remindAt =
    reminderDays === null
      ? null
      : Date.parse(`${addDays(link.validUntil, -reminderDays)}T00:00:00Z`) + REMINDER_HOUR_UTC * 3600_000;
  // A validity shorter than the reminder's lead gets no reminder: the customer has just received the offer.
  if (remindAt !== null && remindAt > Date.now()) {
    await enqueueJob(tx, { kind: OFFER_REMINDER_JOB, payload: { linkId: id }, runAt: new Date(remindAt) });
  }
  return offerLinkUrl(link.publicUrl, token);
};

/** The address of an offer link. */
export const offerLinkUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/offer/${token}`;
