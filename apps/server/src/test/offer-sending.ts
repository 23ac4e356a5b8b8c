import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stableId } from '#server/core/stable-id';
import type { DbOrTx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import { PRINT_TEMPLATE_IDS } from '#server/db/seed/print-templates.seed';
import type { createApiCaller } from './catalogue';

/** The body of print and send in German with prices, pictures and terms (`Send: true`: the offer goes online). */
export const sendBody = (brandPartnerId: string, templateId: string = PRINT_TEMPLATE_IDS.offer) => ({
  BrandPartnerId: brandPartnerId,
  TemplateId: templateId,
  LanguageId: stableId('language', 'de'),
  Send: true,
  ShowPrices: true,
  ShowImages: true,
  ShowDocumentation: false,
  ShowTerms: true,
});

/** The offer mail queued last, and the token of the online offer's link in it (null when it carries none). */
export const latestOfferMail = async (db: DbOrTx) => {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'offer-sent'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return { mail, token: /\/offer\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? null };
};

/**
 * Prints an offer with the offer template in German and sends it for acceptance (`Send: true`); returns the token of
 * the link read back from the mail it queued, as the customer gets it.
 */
export const sendOfferForAcceptance = async (
  call: ReturnType<typeof createApiCaller>,
  db: DbOrTx,
  email: string,
  documentId: string,
  brandPartnerId: string,
): Promise<string> => {
  const response = await call(email, 'POST', `document/${documentId}/generateDocument`, sendBody(brandPartnerId));
  expect(response.statusCode, response.body).toBe(200);
  const { token } = await latestOfferMail(db);
  if (!token) {
    throw new Error('the offer mail carries no link');
  }
  return token;
};
