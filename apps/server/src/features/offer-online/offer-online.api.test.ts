import { createHash } from 'node:crypto';
import {
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  documentListRowSchema,
  documentOfferOnlineSchema,
  onlineOfferReplySchema,
} from '@door/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brandPartners,
  configurations,
  documentConfigurationDiscounts,
  documentHistory,
  jobs,
  mailOutbox,
  offerAnswers,
  offerLinks,
  salesDocumentConfigurations,
  salesDocuments,
  salesDocumentTerms,
} from '#server/db/schema';
import { PRINT_TEMPLATE_IDS } from '#server/db/seed/print-templates.seed';
import { offerContentFingerprint } from '#server/services/offer-fingerprint';
import { addDays, OFFER_EXPIRY_JOB, OFFER_REMINDER_JOB, todayUtc } from '#server/services/offer-links';
import { buildTestApp } from '#server/test/build-test-app';
import { listMailableDrafts } from '#server/test/draft-documents';
import { expectInsightSummaryRight } from '#server/test/insight-summary';
import { latestOfferMail, sendBody } from '#server/test/offer-sending';
import { pngOf } from '#server/test/png-fixture';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const draftOffers = await listMailableDrafts(db, BPI, DOCUMENT_TYPE_IDS.offer);
const documentOf = async (id: string) => (await db.select().from(salesDocuments).where(eq(salesDocuments.id, id)))[0];
const { authorization } = await signIn(app, DEMO_USERS.admin);
const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: { authorization, 'accept-language': 'en' }, payload });
const source = draftOffers[0];
/** A new draft offer: a copy of a demo draft offer (with its contact and positions) in the same project. */
const freshOffer = async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/document',
    headers: { authorization },
    payload: {
      BrandPartnerId: BPI,
      DocumentId: source?.id,
      DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
      NewProject: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const copy = await documentOf(response.json<{ SalesDocumentId: string }>().SalesDocumentId);
  if (!copy) {
    throw new Error('the copy was not stored');
  }
  return copy;
};
let lastIp = 0;
/** Each customer call from its own address, so only the rate-limit test meets the limit. */
const nextIp = () => {
  lastIp += 1;
  return `198.51.100.${lastIp % 250}`;
};
const customer = (method: 'GET' | 'POST', url: string, payload?: object, ip = nextIp()) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'de', 'user-agent': 'Mozilla/5.0 (test phone)' },
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

/** Prints and sends a document (German offer template); returns the link read from the mail it queued. */
const send = async (documentId: string, template: string = PRINT_TEMPLATE_IDS.offer) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/document/${documentId}/generateDocument`,
    headers: { authorization },
    payload: sendBody(BPI, template),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, mail } = await latestOfferMail(db);
  return { token, mail, pdf: Buffer.from(response.json<{ Contents: string }>().Contents, 'base64') };
};
const sendOffer = async () => {
  const offer = await freshOffer();
  const sent = await send(offer.id);
  if (!sent.token) {
    throw new Error('the offer mail carries no link');
  }
  return { offer, token: sent.token, mail: sent.mail, pdf: sent.pdf };
};
const accept = (token: string, body: object = {}, ip = nextIp()) =>
  customer('POST', `offer/${token}/accept`, { FullName: 'Erika Mustermann', AcceptTerms: true, ...body }, ip);
const ordersOf = (offerId: string) =>
  db
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.initialDocumentId, offerId), eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.order)));
const answersOf = (offerId: string) => db.select().from(offerAnswers).where(eq(offerAnswers.documentId, offerId));
const historyOf = async (documentId: string) =>
  (await db.select().from(documentHistory).where(eq(documentHistory.documentId, documentId))).map((row) => row.type);

/** Everything an answer may change, to compare before and after a refused one. */
const snapshot = async (offerId: string) => ({
  document: await documentOf(offerId),
  orders: (await ordersOf(offerId)).length,
  answers: (await answersOf(offerId)).length,
  history: (await historyOf(offerId)).length,
  mails: (await db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox))[0]?.count,
});

/** A small PNG as a data URL, like the page's signature canvas gives. */
const signaturePng = () => `data:image/png;base64,${pngOf(60, 20, [], 0x40).toString('base64')}`;

describe('sending an offer for acceptance', () => {
  it('mails a link whose page shows the offer as sent, valid for the storefront’s days, noindex and no referrer', async () => {
    const { offer, token, mail } = await sendOffer();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.textBody).toContain('online ansehen, annehmen oder ablehnen');
    const [link] = await db.select().from(offerLinks).where(eq(offerLinks.documentId, offer.id));
    // Only the token's hash is stored.
    expect(link?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(link)).not.toContain(token);

    const response = await customer('GET', `offer/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const page = onlineOfferReplySchema.parse(response.json());
    expect(page.State).toBe('open');
    expect(page.Language).toBe('de');
    expect(page.Offer?.ValidUntil).toBe(addDays(todayUtc(), 30));
    expect(page.Offer?.Title).toBe(`Angebot ${offer.year}-${String(offer.number).padStart(5, '0')}`);
    expect(page.Offer?.Positions.length).toBeGreaterThan(0);
    expect(page.Offer?.Positions[0]?.Picture).toMatch(/^data:image\/png;base64,/);
    expect(page.Offer?.Positions[0]?.Parameters.length).toBeGreaterThan(0);
    // No other document is named or linked.
    expect(response.body.replace(BPI, '')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

    const stored = await documentOf(offer.id);
    expect(stored?.statusId).toBe(DOCUMENT_STATUS_IDS.offer);
    expect(stored?.validUntil).toBe(addDays(todayUtc(), 30));
    expect(stored?.offerSentAt).not.toBeNull();
    expect(stored?.offerViewedAt).not.toBeNull();
    // Opened twice, viewed once.
    await customer('GET', `offer/${token}`);
    expect((await historyOf(offer.id)).filter((type) => type === 'offerViewed')).toHaveLength(1);
  });

  it('answers an unknown and a malformed token the same, and the page HTML route is noindex too', async () => {
    const unknown = await customer('GET', `offer/${'A'.repeat(43)}`);
    const malformed = await customer('GET', 'offer/not*a*token');
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    const withoutRequest = (body: string) => ({ ...JSON.parse(body), requestId: undefined });
    expect(withoutRequest(malformed.body)).toEqual(withoutRequest(unknown.body));
    const pdf = await customer('GET', `offer/${'A'.repeat(43)}/pdf`);
    expect(withoutRequest(pdf.body)).toEqual(withoutRequest(unknown.body));
    for (const refused of [unknown, malformed, pdf]) {
      expect(refused.headers['x-robots-tag']).toContain('noindex');
      expect(refused.headers['referrer-policy']).toBe('no-referrer');
    }
    const html = await app.inject({ method: 'GET', url: `/offer/${'A'.repeat(43)}` });
    expect(html.headers['x-robots-tag']).toContain('noindex');
    expect(html.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends an order confirmation as before, without a link online', async () => {
    const [confirmation] = await listMailableDrafts(db, BPI, DOCUMENT_TYPE_IDS.orderconfirmation);
    if (!confirmation) {
      throw new Error('no demo order confirmation');
    }
    const sent = await send(confirmation.id, PRINT_TEMPLATE_IDS.orderConfirmation);
    expect(sent.token).toBeNull();
    expect(await db.select().from(offerLinks).where(eq(offerLinks.documentId, confirmation.id))).toEqual([]);
  });
});

describe('POST /offer/{token}/accept', () => {
  it('records the SHA-256 of the exact PDF served, makes one order in the project and mails both sides', async () => {
    const { offer, token, pdf } = await sendOffer();
    const served = await customer('GET', `offer/${token}/pdf`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const servedBytes = served.rawPayload;
    // The page serves exactly the mailed PDF.
    expect(sha256(servedBytes)).toBe(sha256(pdf));

    const response = await accept(token, { Signature: signaturePng() }, '203.0.113.7');
    expect(response.statusCode, response.body).toBe(200);
    const page = onlineOfferReplySchema.parse(response.json());
    expect(page.State).toBe('accepted');
    expect(page.Answer?.PdfSha256).toBe(sha256(servedBytes));

    const [answer] = await answersOf(offer.id);
    expect(answer).toMatchObject({
      decision: 'accepted',
      fullName: 'Erika Mustermann',
      pdfSha256: sha256(servedBytes),
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (test phone)',
    });
    expect(answer?.signatureKey).toBeTruthy();
    const orders = await ordersOf(offer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ projectId: offer.projectId, statusId: DOCUMENT_STATUS_IDS.draft });
    expect(answer?.orderDocumentId).toBe(orders[0]?.id);
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.accepted);
    expect(await historyOf(offer.id)).toContain('offerAccepted');
    expect(await historyOf(orders[0]?.id ?? '')).toContain('orderFromAcceptance');

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-accepted'));
    const confirmation = mails.find((mail) => mail.toAddress === offer.contactEmail);
    expect(confirmation?.textBody).toContain(sha256(servedBytes));
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-answer'))).not.toHaveLength(0);

    // The salesperson's page shows the evidence and finds the stored PDF unchanged.
    const evidence = documentOfferOnlineSchema.parse((await staff('GET', `document/${offer.id}/offerOnline`)).json());
    expect(evidence.Answer).toMatchObject({
      Decision: 'accepted',
      FullName: 'Erika Mustermann',
      PdfSha256: sha256(servedBytes),
      PdfVerified: true,
      OrderDocumentId: orders[0]?.id,
    });
    expect(evidence.Answer?.Signature).toMatch(/^data:image\/png;base64,/);

    // A changed stored file no longer matches the recorded hash.
    await app.ctx.files.put(answer?.pdfKey ?? '', Buffer.from('%PDF-1.7 changed'), 'application/pdf');
    const rechecked = documentOfferOnlineSchema.parse((await staff('GET', `document/${offer.id}/offerOnline`)).json());
    expect(rechecked.Answer?.PdfVerified).toBe(false);
    await app.ctx.files.put(answer?.pdfKey ?? '', pdf, 'application/pdf');

    // The record is append-only, whatever the statement.
    await expect(
      db
        .update(offerAnswers)
        .set({ fullName: 'Someone else' })
        .where(eq(offerAnswers.id, answer?.id ?? '')),
    ).rejects.toThrow();
    await expect(db.delete(offerAnswers).where(eq(offerAnswers.id, answer?.id ?? ''))).rejects.toThrow();

    // Accepting again is refused and changes nothing.
    const before = await snapshot(offer.id);
    const again = await accept(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'offerAccepted' });
    expect(await snapshot(offer.id)).toEqual(before);
  });

  it('makes the order once when the customer accepts five times at once', async () => {
    const { offer, token } = await sendOffer();
    const replies = await Promise.all(Array.from({ length: 5 }, () => accept(token)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await ordersOf(offer.id)).toHaveLength(1);
    expect(await answersOf(offer.id)).toHaveLength(1);
  });

  it('refuses an expired offer (409) with nothing changed, and its page shows nothing of the document', async () => {
    const { offer, token } = await sendOffer();
    await db
      .update(salesDocuments)
      .set({ validUntil: addDays(todayUtc(), -1) })
      .where(eq(salesDocuments.id, offer.id));
    const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json());
    expect(page).toMatchObject({ State: 'expired', Offer: null, FileName: '', PdfSha256: '', Answer: null });
    expect((await customer('GET', `offer/${token}/pdf`)).statusCode).toBe(404);
    const before = await snapshot(offer.id);
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'offerExpired' });
    expect((await customer('POST', `offer/${token}/decline`, {})).statusCode).toBe(409);
    expect(await snapshot(offer.id)).toEqual(before);
  });

  it('refuses a replaced link (409): its page names the newest link and nothing else', async () => {
    const { offer, token } = await sendOffer();
    const second = await send(offer.id);
    const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json());
    expect(page).toMatchObject({ State: 'replaced', ReplacedBy: `/offer/${second.token}`, Offer: null });
    const before = await snapshot(offer.id);
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'offerReplaced' });
    expect(await snapshot(offer.id)).toEqual(before);
    expect((await accept(second.token ?? '')).statusCode).toBe(200);
  });

  it('refuses a superseded revision (409) once a newer revision was sent: its link names the new one', async () => {
    const { offer, token } = await sendOffer();
    const revision = await staff('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
    expect(revision.statusCode, revision.body).toBe(200);
    const revisionId = revision.json<{ SalesDocumentId: string }>().SalesDocumentId;
    const sent = await send(revisionId);
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.superseded);
    const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json());
    expect(page).toMatchObject({ State: 'replaced', ReplacedBy: `/offer/${sent.token}`, Offer: null });
    const before = await snapshot(offer.id);
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'offerReplaced' });
    expect(await snapshot(offer.id)).toEqual(before);
    const accepted = await accept(sent.token ?? '');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [order] = await ordersOf(revisionId);
    expect(order?.projectId).toBe(offer.projectId);
  });

  it('refuses a revision superseded by one marked as sent (409 replaced): its page says a newer offer was sent', async () => {
    const { offer, token } = await sendOffer();
    const revision = await staff('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
    const revisionId = revision.json<{ SalesDocumentId: string }>().SalesDocumentId;
    const printed = await staff('POST', `document/${revisionId}/generateDocument`, {
      ...sendBody(BPI, PRINT_TEMPLATE_IDS.offer),
      Send: false,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const marked = await staff('POST', `document/${revisionId}/sendmanually?brandPartnerId=${BPI}`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.superseded);
    const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json());
    expect(page).toMatchObject({ State: 'replaced', ReplacedBy: null, Offer: null, FileName: '' });
    const before = await snapshot(offer.id);
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'offerReplaced' });
    expect(await snapshot(offer.id)).toEqual(before);
  });

  it('keeps an accepted revision accepted: a later revision made before the acceptance cannot be sent (409)', async () => {
    const { offer, token } = await sendOffer();
    // The salesperson starts revision 02 while the customer still has revision 01 …
    const revision = await staff('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
    expect(revision.statusCode, revision.body).toBe(200);
    const revisionId = revision.json<{ SalesDocumentId: string }>().SalesDocumentId;
    // … and the customer accepts revision 01.
    expect((await accept(token)).statusCode).toBe(200);
    const before = await snapshot(offer.id);
    const links = await db.select().from(offerLinks);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/document/${revisionId}/generateDocument`,
      headers: { authorization, 'accept-language': 'en' },
      payload: sendBody(BPI, PRINT_TEMPLATE_IDS.offer),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'offerRevisionAccepted' });
    expect(refused.json<{ Message: string }>().Message).toContain(
      `accepted revision ${offer.year}-${String(offer.number).padStart(5, '0')} of this offer`,
    );
    const printed = await staff('POST', `document/${revisionId}/generateDocument`, {
      ...sendBody(BPI, PRINT_TEMPLATE_IDS.offer),
      Send: false,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const marked = await staff('POST', `document/${revisionId}/sendmanually?brandPartnerId=${BPI}`);
    expect(marked.statusCode).toBe(409);
    expect(marked.json()).toMatchObject({ detail: 'offerRevisionAccepted' });
    // Revision 01 stays accepted with its one order, and its link still shows the acceptance.
    expect(await snapshot(offer.id)).toEqual(before);
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.accepted);
    expect((await documentOf(revisionId))?.statusId).toBe(DOCUMENT_STATUS_IDS.draft);
    expect(await db.select().from(offerLinks)).toEqual(links);
    const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json());
    expect(page).toMatchObject({ State: 'accepted', ReplacedBy: null });
    expect(await ordersOf(offer.id)).toHaveLength(1);
    expect(await ordersOf(revisionId)).toHaveLength(0);
  });

  it('orders an acceptance and the send of the next revision at the same moment: one wins, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { offer, token } = await sendOffer();
      const revision = await staff('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
      const revisionId = revision.json<{ SalesDocumentId: string }>().SalesDocumentId;
      const [accepted, sent] = await Promise.all([
        accept(token),
        app.inject({
          method: 'POST',
          url: `/api/v1/document/${revisionId}/generateDocument`,
          headers: { authorization },
          payload: sendBody(BPI, PRINT_TEMPLATE_IDS.offer),
        }),
      ]);
      const first = await documentOf(offer.id);
      if (accepted.statusCode === 200) {
        expect(sent.statusCode).toBe(409);
        expect(first?.statusId).toBe(DOCUMENT_STATUS_IDS.accepted);
        expect((await documentOf(revisionId))?.statusId).toBe(DOCUMENT_STATUS_IDS.draft);
      } else {
        expect(accepted.statusCode).toBe(409);
        expect(sent.statusCode, sent.body).toBe(200);
        expect(first?.statusId).toBe(DOCUMENT_STATUS_IDS.superseded);
      }
      expect((await ordersOf(offer.id)).length + (await ordersOf(revisionId)).length).toBe(
        accepted.statusCode === 200 ? 1 : 0,
      );
    }
  });

  it('refuses a signature that is not a PNG (400 naming it) and a missing agreement, saving nothing', async () => {
    const { offer, token } = await sendOffer();
    const before = await snapshot(offer.id);
    const forged = await accept(token, {
      Signature: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ detail: 'Signature' });
    const unticked = await customer('POST', `offer/${token}/accept`, { FullName: 'Erika', AcceptTerms: false });
    expect(unticked.statusCode).toBe(400);
    expect(await snapshot(offer.id)).toEqual(before);
  });
});

describe('an offer changed after it was sent', () => {
  const linesOf = (documentId: string) =>
    db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, documentId))
      .orderBy(asc(salesDocumentConfigurations.position));
  const firstLineOf = async (documentId: string) => {
    const [line] = await linesOf(documentId);
    if (!line) {
      throw new Error('the offer has no position');
    }
    return line;
  };
  /** What an order must carry over from the offer: each position with its configuration and calculation rows. */
  const positionsOf = async (documentId: string) =>
    Promise.all(
      (await linesOf(documentId)).map(async (line) => {
        const [configuration] = await db
          .select()
          .from(configurations)
          .where(eq(configurations.id, line.configurationId));
        const discounts = await db
          .select()
          .from(documentConfigurationDiscounts)
          .where(eq(documentConfigurationDiscounts.documentConfigurationId, line.id));
        return {
          position: line.position,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.totalPriceCents,
          totalTaxCents: line.totalTaxCents,
          choices: configuration?.choices,
          discounts: discounts.map(({ name, typeId, value, level }) => ({ name, typeId, value, level })),
        };
      }),
    );
  const staffView = async (offerId: string) =>
    documentOfferOnlineSchema.parse((await staff('GET', `document/${offerId}/offerOnline`)).json());
  const ok = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const response = await reply;
    expect(response.statusCode, response.body).toBe(200);
  };

  const edits: [string, (offerId: string) => Promise<void>][] = [
    [
      'a position’s quantity',
      async (offerId) => {
        const line = await firstLineOf(offerId);
        await ok(
          staff('PUT', `document/configuration/${line.id}/changeQuantity`, {
            BrandPartnerId: BPI,
            Quantity: line.quantity === 100 ? 99 : line.quantity + 1,
          }),
        );
      },
    ],
    [
      'a discount',
      async (offerId) => {
        const line = await firstLineOf(offerId);
        await ok(
          staff('POST', `document/configuration/${line.id}/discount`, {
            BrandPartnerId: BPI,
            Name: 'Treuerabatt',
            Value: 5,
            Level: 1,
            TypeId: DISCOUNT_TYPE_IDS.percentage,
          }),
        );
      },
    ],
    [
      'a term’s text',
      async (offerId) => {
        const [term] = await db
          .select()
          .from(salesDocumentTerms)
          .where(eq(salesDocumentTerms.documentId, offerId))
          .orderBy(asc(salesDocumentTerms.kind));
        if (!term) {
          throw new Error('the offer has no term');
        }
        const body = {
          BrandPartnerId: BPI,
          Name: term.name,
          Description: `${term.description} Lieferung nur werktags.`.trim(),
          SortOrder: term.sortOrder,
        };
        await ok(
          term.kind === 'payment'
            ? staff('PUT', `document/${offerId}/paymentTerm/${term.id}`, {
                ...body,
                Value: (term.valueHundredths ?? 0) / 100,
              })
            : staff('PUT', `document/${offerId}/deliveryTerm/${term.id}`, body),
        );
      },
    ],
  ];

  for (const [what, edit] of edits) {
    it(`refuses to accept after ${what} changed (409, nothing changed); sent again, the order equals the current offer`, async () => {
      const { offer, token } = await sendOffer();
      expect(onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json()).ChangedSinceSent).toBe(
        false,
      );
      expect(await staffView(offer.id)).toMatchObject({ LinkOpen: true, ChangedSinceSent: false });
      await edit(offer.id);

      // The page still shows the offer as sent, and says it changed; the salesperson's page says so too.
      const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json());
      expect(page).toMatchObject({ State: 'open', ChangedSinceSent: true });
      expect(await staffView(offer.id)).toMatchObject({ LinkOpen: true, ChangedSinceSent: true });

      const before = await snapshot(offer.id);
      const historyBefore = await historyOf(offer.id);
      const refused = await accept(token, { Signature: signaturePng() });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ detail: 'offerChangedSinceSent' });
      expect(refused.json<{ Message: string }>().Message).toContain('geändert');
      const after = await snapshot(offer.id);
      // No order, no acceptance, the status and the document as they were; one note for the salesperson (history and
      // mail), and only the first time.
      expect(after).toEqual({ ...before, history: before.history + 1, mails: (before.mails ?? 0) + 1 });
      expect(await historyOf(offer.id)).toEqual([...historyBefore, 'offerChangedSinceSent']);
      const [notice] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'offer-answer'))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(1);
      expect(notice?.textBody).toMatch(
        /changed after it was sent|nach dem Senden geändert|po pošiljanju|après l’envoi/,
      );
      expect((await accept(token)).statusCode).toBe(409);
      expect(await snapshot(offer.id)).toEqual(after);

      // Sent again: a fresh link and PDF of the current content, which the customer can accept.
      const again = await send(offer.id);
      expect(again.token).not.toBe(token);
      expect(await staffView(offer.id)).toMatchObject({ LinkOpen: true, ChangedSinceSent: false });
      const accepted = await accept(again.token ?? '');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const orders = await ordersOf(offer.id);
      expect(orders).toHaveLength(1);
      const orderId = orders[0]?.id ?? '';
      expect(await positionsOf(orderId)).toEqual(await positionsOf(offer.id));
      expect(await offerContentFingerprint(db, orderId)).toBe(await offerContentFingerprint(db, offer.id));
      expect((await accept(token)).json()).toMatchObject({ detail: 'offerReplaced' });
    });
  }

  it('accepts an offer changed and changed back: the content is what was sent', async () => {
    const { offer, token } = await sendOffer();
    const line = await firstLineOf(offer.id);
    const quantity = (value: number) =>
      ok(staff('PUT', `document/configuration/${line.id}/changeQuantity`, { BrandPartnerId: BPI, Quantity: value }));
    await quantity(line.quantity === 100 ? 99 : line.quantity + 1);
    await quantity(line.quantity);
    const response = await accept(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await historyOf(offer.id)).not.toContain('offerChangedSinceSent');
  });

  it('lets the customer decline a changed offer: the answer is to what was sent', async () => {
    const { offer, token } = await sendOffer();
    const line = await firstLineOf(offer.id);
    await ok(
      staff('PUT', `document/configuration/${line.id}/changeQuantity`, {
        BrandPartnerId: BPI,
        Quantity: line.quantity === 100 ? 99 : line.quantity + 1,
      }),
    );
    const response = await customer('POST', `offer/${token}/decline`, { Reason: 'Zu teuer' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.declined);
  });
});

describe('rate limits', () => {
  it('answers 429 to the eleventh answer a minute from one address', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      codes.push((await customer('POST', `offer/${'B'.repeat(43)}/decline`, {}, '192.0.2.99')).statusCode);
    }
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 404), 429]);
  });
});

describe('POST /offer/{token}/decline and /question', () => {
  it('declines with the reason, tells the salesperson, and keeps questions in the history', async () => {
    const { offer, token } = await sendOffer();
    const question = await customer('POST', `offer/${token}/question`, { Question: 'Geht auch RAL 7016?' });
    expect(question.statusCode, question.body).toBe(200);
    const [asked] = await db
      .select()
      .from(documentHistory)
      .where(and(eq(documentHistory.documentId, offer.id), eq(documentHistory.type, 'offerQuestion')));
    expect(asked?.text).toBe('Geht auch RAL 7016?');
    const [questionMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-question'));
    expect(questionMail?.textBody).toContain('Geht auch RAL 7016?');

    const response = await customer('POST', `offer/${token}/decline`, { Reason: 'Zu teuer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(onlineOfferReplySchema.parse(response.json()).State).toBe('declined');
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.declined);
    expect((await answersOf(offer.id))[0]).toMatchObject({ decision: 'declined', reason: 'Zu teuer' });
    expect((await accept(token)).json()).toMatchObject({ detail: 'offerDeclined' });
    expect(await ordersOf(offer.id)).toHaveLength(0);
  });
});

describe('the offer’s life', () => {
  const dueNow = (kind: string) => db.update(jobs).set({ nextAttemptAt: sql`now()` }).where(eq(jobs.kind, kind));
  /** The offer's date passed yesterday and the expiry job ran. */
  const expireNow = async (offerId: string) => {
    await db
      .update(salesDocuments)
      .set({ validUntil: addDays(todayUtc(), -1) })
      .where(eq(salesDocuments.id, offerId));
    await dueNow(OFFER_EXPIRY_JOB);
    await app.ctx.jobs.runDue();
  };

  it('lists an offer as sent, then opened, then answered, each with its time', async () => {
    const rowOf = async (offerId: string) =>
      documentListRowSchema
        .array()
        .parse((await staff('GET', `document/${BPI}/my`)).json())
        .find((row) => row.SalesDocumentId === offerId);
    const { offer, token } = await sendOffer();
    const sent = await rowOf(offer.id);
    expect(sent?.OfferSentAt).toBe((await documentOf(offer.id))?.offerSentAt?.toISOString());
    expect(sent).toMatchObject({ OfferViewedAt: null, OfferAnsweredAt: null });

    expect((await customer('GET', `offer/${token}`)).statusCode).toBe(200);
    const opened = await rowOf(offer.id);
    expect(opened?.OfferViewedAt).not.toBeNull();
    expect(Date.parse(opened?.OfferViewedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(sent?.OfferSentAt ?? ''));

    expect((await accept(token)).statusCode).toBe(200);
    const answered = await rowOf(offer.id);
    expect(answered).toMatchObject({
      DocumentStatusId: DOCUMENT_STATUS_IDS.accepted,
      OfferSentAt: sent?.OfferSentAt,
      OfferViewedAt: opened?.OfferViewedAt,
    });
    expect(answered?.OfferAnsweredAt).toBe((await documentOf(offer.id))?.offerAnsweredAt?.toISOString());
    // Documents that were never sent for acceptance carry no times.
    const order = (await ordersOf(offer.id))[0];
    expect(await rowOf(order?.id ?? '')).toMatchObject({
      OfferSentAt: null,
      OfferViewedAt: null,
      OfferAnsweredAt: null,
    });
  });

  it('expires an unanswered offer after its date and tells the salesperson', async () => {
    const { offer, token } = await sendOffer();
    await expireNow(offer.id);
    const stored = await documentOf(offer.id);
    expect(stored?.statusId).toBe(DOCUMENT_STATUS_IDS.expired);
    expect(stored?.offerAnsweredAt).not.toBeNull();
    expect(await historyOf(offer.id)).toContain('offerExpired');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-expired'))).not.toHaveLength(0);
    expect(onlineOfferReplySchema.parse((await customer('GET', `offer/${token}`)).json()).State).toBe('expired');
  });

  it('reminds the customer before expiry only when the storefront turned reminders on', async () => {
    await db.update(brandPartners).set({ offerReminderDays: 3 }).where(eq(brandPartners.id, BPI));
    const { offer } = await sendOffer();
    await db.update(brandPartners).set({ offerReminderDays: null }).where(eq(brandPartners.id, BPI));
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, OFFER_REMINDER_JOB));
    expect(job?.nextAttemptAt.toISOString().slice(0, 10)).toBe(addDays(todayUtc(), 27));
    // Turned off again before it is due: nothing goes out.
    await dueNow(OFFER_REMINDER_JOB);
    await app.ctx.jobs.runDue();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-reminder'))).toHaveLength(0);

    await db.update(brandPartners).set({ offerReminderDays: 3 }).where(eq(brandPartners.id, BPI));
    const second = await sendOffer();
    await dueNow(OFFER_REMINDER_JOB);
    await app.ctx.jobs.runDue();
    await db.update(brandPartners).set({ offerReminderDays: null }).where(eq(brandPartners.id, BPI));
    const reminders = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.toAddress).toBe(second.offer.contactEmail);
    expect(reminders[0]?.textBody).toContain(`/offer/${second.token}`);
    expect(await historyOf(second.offer.id)).toContain('offerReminded');
    expect(await historyOf(offer.id)).not.toContain('offerReminded');
  });

  it('sends an expired offer again with a fresh validity: the new link is open and can be accepted', async () => {
    const { offer, token } = await sendOffer();
    await expireNow(offer.id);
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.expired);

    const again = await send(offer.id);
    expect(again.token).not.toBe(token);
    expect((await documentOf(offer.id))?.validUntil).toBe(addDays(todayUtc(), 30));
    const page = onlineOfferReplySchema.parse((await customer('GET', `offer/${again.token}`)).json());
    expect(page).toMatchObject({ State: 'open' });
    expect(page.Offer?.ValidUntil).toBe(addDays(todayUtc(), 30));
    // The expiry queued with the new link waits for the new date.
    await dueNow(OFFER_EXPIRY_JOB);
    await app.ctx.jobs.runDue();
    expect((await documentOf(offer.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.offer);
    expect((await accept(again.token ?? '')).statusCode).toBe(200);
  });

  it('starts a new revision unsent: no sent, viewed or answered time of the revision it came from', async () => {
    const { offer, token } = await sendOffer();
    expect((await customer('POST', `offer/${token}/decline`, { Reason: 'Andere Farbe' })).statusCode).toBe(200);
    const revision = await staff('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
    expect(revision.statusCode, revision.body).toBe(200);
    const revisionId = revision.json<{ SalesDocumentId: string }>().SalesDocumentId;
    expect(await documentOf(revisionId)).toMatchObject({
      statusId: DOCUMENT_STATUS_IDS.draft,
      offerSentAt: null,
      offerViewedAt: null,
      offerAnsweredAt: null,
    });
    const online = documentOfferOnlineSchema.parse((await staff('GET', `document/${revisionId}/offerOnline`)).json());
    expect(online).toMatchObject({ SentAt: null, ViewedAt: null, AnsweredAt: null, Answer: null });
  });

  it('lets the salesperson move the valid-until date, not into the past and not on another type', async () => {
    const offer = await freshOffer();
    const past = await staff('PUT', `document/${offer.id}/validUntil`, { ValidUntil: addDays(todayUtc(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ detail: 'ValidUntil' });
    const later = addDays(todayUtc(), 45);
    const moved = await staff('PUT', `document/${offer.id}/validUntil`, { ValidUntil: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(documentOfferOnlineSchema.parse(moved.json())).toMatchObject({ ValidUntil: later, CanEditValidUntil: true });
    expect(await historyOf(offer.id)).toContain('offerValidUntilChanged');
    // The print shows the date.
    const sent = await send(offer.id);
    expect(onlineOfferReplySchema.parse((await customer('GET', `offer/${sent.token}`)).json()).Offer?.ValidUntil).toBe(
      later,
    );
    // Moved earlier after sending: the offer expires the day after the new date, not the old one.
    const [link] = await db
      .select()
      .from(offerLinks)
      .where(and(eq(offerLinks.documentId, offer.id), isNull(offerLinks.replacedByLinkId)));
    const expiries = async () =>
      (await db.select().from(jobs).where(eq(jobs.kind, OFFER_EXPIRY_JOB)))
        .filter((job) => job.payload.linkId === link?.id)
        .map((job) => job.nextAttemptAt.toISOString().slice(0, 10))
        .sort();
    expect(await expiries()).toEqual([addDays(later, 1)]);
    const earlier = addDays(todayUtc(), 2);
    expect((await staff('PUT', `document/${offer.id}/validUntil`, { ValidUntil: earlier })).statusCode).toBe(200);
    expect(await expiries()).toEqual([addDays(earlier, 1), addDays(later, 1)]);
  });
});

describe('the sales dashboard after these writes', () => {
  it('keeps its summaries as the base tables say', async () => {
    await expectInsightSummaryRight(db, 'online acceptances, declines and expiries');
  });
});
