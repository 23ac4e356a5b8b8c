import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stableId } from '#server/core/stable-id';
import type { DbOrTx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import { PRINT_TEMPLATE_IDS } from '#server/db/seed/print-templates.seed';
import type { createApiCaller } from './catalogue';

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
  const response = await call(email, 'POST', `document/${documentId}/generateDocument`, {
    BrandPartnerId: brandPartnerId,
    TemplateId: PRINT_TEMPLATE_IDS.offer,
    LanguageId: stableId('language', 'de'),
    Send: true,
    ShowPrices: true,
    ShowImages: true,
    ShowDocumentation: false,
    ShowTerms: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'offer-sent'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  const token = /\/offer\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) {
    throw new Error('the offer mail carries no link');
  }
  return token;
};
