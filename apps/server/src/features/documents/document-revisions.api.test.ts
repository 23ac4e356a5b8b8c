import {
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  documentActionReplySchema,
  documentDetailSchema,
  documentHistoryReplySchema,
  documentListRowSchema,
  documentOfferOnlineSchema,
  documentRevisionsReplySchema,
  fileReplySchema,
  formatMoney,
  generatedDocumentListSchema,
  PROJECT_STATUS_IDS,
  revisionDiffSchema,
} from '@door/contract';
import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  configurations,
  documentConfigurationDiscounts,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  salesDocumentTerms,
} from '#server/db/schema';
import { PRINT_TEMPLATE_IDS } from '#server/db/seed/print-templates.seed';
import { docxText, pdfText } from '#server/render/print/print-test-helpers';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { addDays, todayUtc } from '#server/services/offer-links';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;

const tokens = new Map<string, string>();
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  options: { email?: string; language?: string } = {},
) => {
  const email = options.email ?? DEMO_USERS.admin;
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': options.language ?? 'en', authorization: tokens.get(email) },
    ...(payload ? { payload } : {}),
  });
};

/** Draft offers of the default storefront in active projects with two or more positions and a contact e-mail. */
const lineCounts = db
  .select({ documentId: salesDocumentConfigurations.documentId, lines: count().as('lines') })
  .from(salesDocumentConfigurations)
  .groupBy(salesDocumentConfigurations.documentId)
  .as('lines');
// The demo offer the tests copy: an offer of the default storefront with two or more positions and a contact e-mail.
const [template] = await db
  .select({ id: salesDocuments.id })
  .from(salesDocuments)
  .innerJoin(lineCounts, eq(lineCounts.documentId, salesDocuments.id))
  .where(
    and(
      eq(salesDocuments.brandPartnerId, BPI),
      eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.offer),
      ne(salesDocuments.contactEmail, ''),
      gte(lineCounts.lines, 2),
    ),
  )
  .orderBy(asc(salesDocuments.year), asc(salesDocuments.number))
  .limit(1);
/** A new draft offer of the admin's partner: a copy of a demo offer with its positions and prices. */
const freshOffer = async () => {
  const response = await call('POST', 'document', {
    BrandPartnerId: BPI,
    DocumentId: template?.id,
    DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
    NewProject: false,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { SalesDocumentId } = documentActionReplySchema.parse(response.json());
  const [row] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, SalesDocumentId));
  if (!row) {
    throw new Error('copy not stored');
  }
  return row;
};
const plainNumber = (document: { year: number; number: number }) =>
  `${document.year}-${String(document.number).padStart(5, '0')}`;

const newRevision = async (documentId: string) => {
  const response = await call('POST', `document/${documentId}/revision`, { BrandPartnerId: BPI });
  expect(response.statusCode, response.body).toBe(200);
  return documentActionReplySchema.parse(response.json());
};

const linesOf = (documentId: string) =>
  db
    .select({ line: salesDocumentConfigurations, configuration: configurations })
    .from(salesDocumentConfigurations)
    .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
    .where(eq(salesDocumentConfigurations.documentId, documentId))
    .orderBy(asc(salesDocumentConfigurations.position));

describe('POST /document/{id}/revision', () => {
  it('numbers 20 concurrent new revisions of one offer 02 to 21: unique and without a gap', async () => {
    const offer = await freshOffer();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI })),
    );
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const numbers = replies.map((reply) => documentActionReplySchema.parse(reply.json()).DocumentNumber).sort();
    const base = plainNumber(offer);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `${base}-${String(index + 2).padStart(2, '0')}`));
    const stored = await db
      .select({ revision: salesDocuments.revision, root: salesDocuments.revisionRootId, number: salesDocuments.number })
      .from(salesDocuments)
      .where(eq(salesDocuments.revisionRootId, offer.id))
      .orderBy(asc(salesDocuments.revision));
    expect(stored.map((row) => row.revision)).toEqual(Array.from({ length: 20 }, (_, index) => index + 2));
    expect(new Set(stored.map((row) => row.number))).toEqual(new Set([offer.number]));

    // The list names every revision, oldest first; a revision of a revision continues the same offer's numbers.
    const list = documentRevisionsReplySchema.parse(
      (await call('GET', `document/${stored[5]?.root}/revisions?brandPartnerId=${BPI}`)).json(),
    );
    expect(list.Revisions.map((row) => row.Revision)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(list.Revisions[0]?.DocumentNumber).toBe(base);
    const later = await newRevision(list.Revisions[7]?.SalesDocumentId as string);
    expect(later.DocumentNumber).toBe(`${base}-22`);
  });

  it('makes a working copy with the positions, prices and terms, and records it in both histories', async () => {
    const offer = await freshOffer();
    const reply = await newRevision(offer.id);
    const detail = documentDetailSchema.parse(
      (await call('GET', `document/${reply.SalesDocumentId}?brandPartnerId=${BPI}`)).json(),
    );
    expect(detail).toMatchObject({
      DocumentNumber: `${plainNumber(offer)}-02`,
      Revision: 2,
      RevisionRootSalesDocumentId: offer.id,
      DocumentStatusId: DOCUMENT_STATUS_IDS.draft,
      IsReadOnly: false,
      CanCreateRevision: true,
      SupersededBySalesDocumentId: null,
      ProjectId: offer.projectId,
      TotalPriceWithTax: offer.totalCents / 100,
    });
    const [before, after] = await Promise.all([linesOf(offer.id), linesOf(reply.SalesDocumentId)]);
    expect(after.map(({ line }) => [line.position, line.quantity, line.unitPriceCents, line.totalPriceCents])).toEqual(
      before.map(({ line }) => [line.position, line.quantity, line.unitPriceCents, line.totalPriceCents]),
    );
    expect(after.map(({ line }) => line.revisionLineId)).toEqual(before.map(({ line }) => line.id));
    const terms = (id: string) =>
      db
        .select({ name: salesDocumentTerms.name })
        .from(salesDocumentTerms)
        .where(eq(salesDocumentTerms.documentId, id));
    expect(await terms(reply.SalesDocumentId)).toEqual(await terms(offer.id));
    for (const id of [offer.id, reply.SalesDocumentId]) {
      const history = documentHistoryReplySchema.parse((await call('GET', `document/${id}/history`)).json());
      expect(history.find((entry) => entry.TypeKey === 'revisionCreated')).toMatchObject({
        Type: 'New revision',
        Text: plainNumber(offer),
        Value: `${plainNumber(offer)}-02`,
        // The history opens what changed between the two.
        CompareRevisions: { From: offer.id, To: reply.SalesDocumentId },
      });
      // Entries that name no revision compare nothing.
      expect(
        history.filter((entry) => entry.TypeKey !== 'revisionCreated').map((entry) => entry.CompareRevisions),
      ).toEqual(history.filter((entry) => entry.TypeKey !== 'revisionCreated').map(() => null));
    }
  });

  it('refuses an installer (403) and a document that is not an offer (409)', async () => {
    const offer = await freshOffer();
    const installer = await call(
      'POST',
      `document/${offer.id}/revision`,
      { BrandPartnerId: BPI },
      {
        email: DEMO_USERS.installer,
      },
    );
    expect(installer.statusCode).toBe(403);
    const [order] = await db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
      .where(
        and(
          eq(salesDocuments.brandPartnerId, BPI),
          eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.order),
          eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS.draft),
          eq(projects.statusId, PROJECT_STATUS_IDS.active),
        ),
      )
      .limit(1);
    if (order) {
      const refused = await call('POST', `document/${order.id}/revision`, { BrandPartnerId: BPI });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ detail: 'notAnOffer', Message: 'Only an offer has revisions.' });
    }
  });
});

describe('GET /document/{id}/revisions/compare', () => {
  it('lists what changed against a hand-made expectation', async () => {
    const offer = await freshOffer();
    const second = await newRevision(offer.id);
    const [first, copy] = [await linesOf(offer.id), await linesOf(second.SalesDocumentId)];
    const [one, two] = copy;
    if (!one || !two) {
      throw new Error('two positions expected');
    }
    // In revision 02: position 1 two more pieces, the other hinge side and a 10 % discount; position 2 removed; an
    // express delivery term added.
    const model = await getCatalogueStore(database).getModelOf(
      one.configuration.catalogueVersionId,
      one.configuration.modelId,
    );
    const hingeParameter = model?.compiled.params.find((param) => param.def.code === 'hinge')?.def;
    const valueCode = (id: string | undefined) => hingeParameter?.values.find((value) => value.id === id)?.code;
    const hinge = valueCode(one.configuration.choices[hingeParameter?.id ?? '']);
    expect(hinge === 'left' || hinge === 'right', JSON.stringify(one.configuration.choices)).toBe(true);
    const otherHinge = hingeParameter?.values.find(
      (value) => value.code !== hinge && ['left', 'right'].includes(value.code),
    );
    await db
      .update(configurations)
      .set({ choices: { ...one.configuration.choices, [hingeParameter?.id ?? '']: otherHinge?.id ?? '' } })
      .where(eq(configurations.id, one.configuration.id));
    await db
      .update(salesDocumentConfigurations)
      .set({ quantity: one.line.quantity + 2 })
      .where(eq(salesDocumentConfigurations.id, one.line.id));
    await db.insert(documentConfigurationDiscounts).values({
      documentConfigurationId: one.line.id,
      name: 'Loyalty',
      typeId: DISCOUNT_TYPE_IDS.percentage,
      value: 1000,
      level: 9,
    });
    await refreshLineTotals(db, [one.line.id]);
    await db.delete(salesDocumentConfigurations).where(eq(salesDocumentConfigurations.id, two.line.id));
    await db.insert(salesDocumentTerms).values({
      documentId: second.SalesDocumentId,
      kind: 'delivery',
      name: 'Express',
      description: 'Delivery within 5 working days.',
      sortOrder: 99,
      isCustom: true,
    });

    const response = await call(
      'GET',
      `document/${second.SalesDocumentId}/revisions/compare?brandPartnerId=${BPI}&from=${offer.id}&to=${second.SalesDocumentId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const diff = revisionDiffSchema.parse(response.json());

    const [old] = first;
    const [changed] = await linesOf(second.SalesDocumentId);
    const [document] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, second.SalesDocumentId));
    if (!old || !changed || !document) {
      throw new Error('rows expected');
    }
    const euro = (cents: number) => formatMoney(cents / 100, 'EUR');
    const money = (Kind: string, Label: string, from: number, to: number) => ({
      Kind,
      Label,
      From: euro(from),
      To: euro(to),
      FromAmount: from / 100,
      ToAmount: to / 100,
    });
    const hingeName = { left: 'Left (DIN L)', right: 'Right (DIN R)' } as const;
    const discountCents = Math.round((changed.line.withAdditionalCostCents * 1000) / 10_000);
    const positionChanges = [
      {
        Kind: 'parameter',
        Label: 'Hinge side',
        From: hingeName[hinge as 'left' | 'right'],
        To: hingeName[hinge === 'left' ? 'right' : 'left'],
        FromAmount: null,
        ToAmount: null,
      },
      {
        Kind: 'quantity',
        Label: 'Quantity',
        From: String(old.line.quantity),
        To: String(old.line.quantity + 2),
        FromAmount: old.line.quantity,
        ToAmount: old.line.quantity + 2,
      },
      money(
        'linePrice',
        'Line price',
        old.line.unitPriceCents * old.line.quantity,
        old.line.unitPriceCents * (old.line.quantity + 2),
      ),
      {
        Kind: 'discount',
        Label: 'Loyalty',
        From: null,
        To: `10\u00a0% (${euro(-discountCents)})`,
        FromAmount: null,
        ToAmount: -discountCents / 100,
      },
      ...(old.line.totalTaxCents === changed.line.totalTaxCents
        ? []
        : [money('tax', 'Tax', old.line.totalTaxCents, changed.line.totalTaxCents)]),
      money('totalPrice', 'Total without tax', old.line.totalPriceCents, changed.line.totalPriceCents),
    ];
    expect(diff).toEqual({
      From: { SalesDocumentId: offer.id, Revision: 1, DocumentNumber: plainNumber(offer) },
      To: { SalesDocumentId: second.SalesDocumentId, Revision: 2, DocumentNumber: `${plainNumber(offer)}-02` },
      Currency: 'EUR',
      Positions: [
        {
          Change: 'changed',
          FromPosition: 1,
          ToPosition: 1,
          Name: diff.Positions[0]?.Name,
          Quantity: old.line.quantity + 2,
          TotalPrice: changed.line.totalPriceCents / 100,
          Changes: positionChanges,
        },
        {
          Change: 'removed',
          FromPosition: 2,
          ToPosition: null,
          Name: diff.Positions[1]?.Name,
          Quantity: two.line.quantity,
          TotalPrice: two.line.totalPriceCents / 100,
          Changes: [],
        },
      ],
      UnchangedPositions: 0,
      Terms: [
        {
          Kind: 'deliveryTerm',
          Label: 'Delivery term: Express',
          From: null,
          To: 'Delivery within 5 working days.',
          FromAmount: null,
          ToAmount: null,
        },
      ],
      Totals: [
        money('documentTotalPrice', 'Total without tax', offer.totalPriceCents, document.totalPriceCents),
        money('documentTax', 'Tax', offer.totalTaxCents, document.totalTaxCents),
        money('documentTotal', 'Total with tax', offer.totalCents, document.totalCents),
      ].filter((change) => change.From !== change.To),
    });
    expect(first.length).toBeGreaterThanOrEqual(2);

    // The same comparison in German names the parameter and the quantity in German.
    const german = revisionDiffSchema.parse(
      (
        await call(
          'GET',
          `document/${offer.id}/revisions/compare?brandPartnerId=${BPI}&from=${offer.id}&to=${second.SalesDocumentId}`,
          undefined,
          { language: 'de' },
        )
      ).json(),
    );
    expect(german.Positions[0]?.Changes.map((change) => change.Label).slice(0, 2)).toEqual(['Bandseite', 'Menge']);

    // A document of another offer is refused, naming the field.
    const other = await freshOffer();
    const refused = await call(
      'GET',
      `document/${offer.id}/revisions/compare?brandPartnerId=${BPI}&from=${offer.id}&to=${other.id}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'to' });
  });
});

describe('a superseded revision', () => {
  it('becomes read-only once the next revision is sent: every edit is refused with 409 in the caller’s language', async () => {
    const offer = await freshOffer();
    const second = await newRevision(offer.id);
    // Before the new revision is sent the first stays editable.
    const editable = await call('PUT', `document/${offer.id}`, {
      BrandPartnerId: BPI,
      Commission: 'before',
      CustomerNumber: '',
    });
    expect(editable.statusCode, editable.body).toBe(200);

    const sent = await call('POST', `document/${second.SalesDocumentId}/generateDocument`, {
      BrandPartnerId: BPI,
      TemplateId: PRINT_TEMPLATE_IDS.offer,
      LanguageId: stableId('language', 'en'),
      Send: true,
      ShowPrices: true,
      ShowImages: false,
      ShowDocumentation: false,
      ShowTerms: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const detail = documentDetailSchema.parse((await call('GET', `document/${offer.id}?brandPartnerId=${BPI}`)).json());
    expect(detail).toMatchObject({
      DocumentStatusId: DOCUMENT_STATUS_IDS.superseded,
      DocumentStatusName: 'Superseded',
      IsReadOnly: true,
      CanCreateRevision: false,
      SupersededBySalesDocumentId: second.SalesDocumentId,
      SupersededByDocumentNumber: `${plainNumber(offer)}-02`,
    });
    // The lists name the replacing revision too; the current one names none.
    const rows = documentListRowSchema.array().parse((await call('GET', `document/${BPI}/my`)).json());
    expect(rows.find((row) => row.SalesDocumentId === offer.id)).toMatchObject({
      SupersededBySalesDocumentId: second.SalesDocumentId,
      SupersededByDocumentNumber: `${plainNumber(offer)}-02`,
    });
    expect(rows.find((row) => row.SalesDocumentId === second.SalesDocumentId)).toMatchObject({
      SupersededBySalesDocumentId: null,
      SupersededByDocumentNumber: null,
    });

    const refused = await call('PUT', `document/${offer.id}`, {
      BrandPartnerId: BPI,
      Commission: 'after',
      CustomerNumber: '',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      Message: 'The document is read-only and cannot be changed.',
      detail: 'documentReadOnly',
    });
    const german = await call(
      'POST',
      `document/${offer.id}/removeComment`,
      { BrandPartnerId: BPI },
      { language: 'de' },
    );
    expect(german.statusCode).toBe(409);
    expect(german.json()).toMatchObject({
      Message: 'Das Dokument ist schreibgeschützt und kann nicht geändert werden.',
    });
    const [firstLine] = await linesOf(offer.id);
    const quantity = await call('PUT', `document/configuration/${firstLine?.line.id}/changeQuantity`, {
      BrandPartnerId: BPI,
      Quantity: 3,
    });
    expect(quantity.statusCode).toBe(409);
    const revision = await call('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
    expect(revision.statusCode).toBe(409);
    const [stored] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, offer.id));
    expect(stored?.commission).toBe('before');

    // The revisions list and the history say so.
    const list = documentRevisionsReplySchema.parse(
      (await call('GET', `document/${second.SalesDocumentId}/revisions?brandPartnerId=${BPI}`)).json(),
    );
    expect(
      list.Revisions.map((row) => [row.Revision, row.DocumentStatusName, row.SupersededBySalesDocumentId]),
    ).toEqual([
      [1, 'Superseded', second.SalesDocumentId],
      [2, 'Offer', null],
    ]);
    const history = documentHistoryReplySchema.parse((await call('GET', `document/${offer.id}/history`)).json());
    expect(history.find((entry) => entry.TypeKey === 'superseded')).toMatchObject({
      Text: `${plainNumber(offer)}-02`,
      CompareRevisions: { From: offer.id, To: second.SalesDocumentId },
    });
    // The comparison the history names answers for both revisions.
    const compared = await call(
      'GET',
      `document/${offer.id}/revisions/compare?brandPartnerId=${BPI}&from=${offer.id}&to=${second.SalesDocumentId}`,
    );
    expect(compared.statusCode, compared.body).toBe(200);
    expect(revisionDiffSchema.parse(compared.json()).To.DocumentNumber).toBe(`${plainNumber(offer)}-02`);
  });
});

describe('POST /document/{id}/generateDocument with ShowChangesFrom', () => {
  it('prints the section "Changes from revision 01" in the PDF and the DOCX, and refuses another offer (400)', async () => {
    const offer = await freshOffer();
    const second = await newRevision(offer.id);
    const [line] = await linesOf(second.SalesDocumentId);
    const changed = await call('PUT', `document/configuration/${line?.line.id}/changeQuantity`, {
      BrandPartnerId: BPI,
      Quantity: (line?.line.quantity ?? 1) + 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const print = (changesFrom: string, showPrices = true) =>
      call('POST', `document/${second.SalesDocumentId}/generateDocument`, {
        BrandPartnerId: BPI,
        TemplateId: PRINT_TEMPLATE_IDS.offer,
        LanguageId: stableId('language', 'en'),
        Send: false,
        ShowPrices: showPrices,
        ShowImages: false,
        ShowDocumentation: false,
        ShowTerms: true,
        ShowChangesFrom: changesFrom,
      });
    const printed = await print(offer.id);
    expect(printed.statusCode, printed.body).toBe(200);
    const { text } = await pdfText(Buffer.from(fileReplySchema.parse(printed.json()).Contents, 'base64'));
    const quantity = line?.line.quantity ?? 1;
    expect(text).toContain('Changes from revision 01');
    expect(text).toMatch(new RegExp(`Quantity\\s+${quantity}\\s+${quantity + 2}\\n`));
    expect(text).toContain('Line price');

    // Without prices the section lists the quantity but no amount; the DOCX carries the same section.
    const plain = await print(offer.id, false);
    expect(plain.statusCode, plain.body).toBe(200);
    const plainText = (await pdfText(Buffer.from(fileReplySchema.parse(plain.json()).Contents, 'base64'))).text;
    expect(plainText).toContain('Changes from revision 01');
    expect(plainText).not.toContain('Line price');
    const list = generatedDocumentListSchema.parse(
      (await call('GET', `document/${second.SalesDocumentId}/documents?brandPartnerId=${BPI}`)).json(),
    );
    const newest = list.Documents[0]?.SalesDocumentGeneratedId;
    const docx = await call('GET', `document/${second.SalesDocumentId}/download/${newest}/doc`);
    expect(docx.statusCode, docx.body).toBe(200);
    const docxContent = docxText(Buffer.from(fileReplySchema.parse(docx.json()).Contents, 'base64'));
    expect(docxContent).toContain('Changes from revision 01');
    expect(docxContent).toMatch(new RegExp(`Quantity\\s*${quantity}\\s*${quantity + 2}`));

    const other = await freshOffer();
    const refused = await print(other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'ShowChangesFrom' });
    const itself = await print(second.SalesDocumentId);
    expect(itself.statusCode).toBe(400);
  });
});

describe('what the document page offers', () => {
  it('offers "New revision" and the valid-until date exactly where the server accepts them', async () => {
    const status = (code: keyof typeof DOCUMENT_STATUS_IDS) => async (id: string) => {
      await db.update(salesDocuments).set({ statusId: DOCUMENT_STATUS_IDS[code] }).where(eq(salesDocuments.id, id));
    };
    const cases: [string, (id: string) => Promise<void>, boolean][] = [
      ['a draft offer', async () => undefined, true],
      ['a declined offer', status('declined'), true],
      ['an expired offer', status('expired'), true],
      ['a confirmed (read-only) offer', status('confirmed'), false],
      ['an archived offer', status('archived'), false],
      ['a superseded revision', status('superseded'), false],
      ['an accepted offer', status('accepted'), false],
      [
        'an order',
        async (id) => {
          await db.update(salesDocuments).set({ typeId: DOCUMENT_TYPE_IDS.order }).where(eq(salesDocuments.id, id));
        },
        false,
      ],
    ];
    for (const [name, prepare, allowed] of cases) {
      const offer = await freshOffer();
      await prepare(offer.id);
      const detail = documentDetailSchema.parse(
        (await call('GET', `document/${offer.id}?brandPartnerId=${BPI}`)).json(),
      );
      const online = documentOfferOnlineSchema.parse((await call('GET', `document/${offer.id}/offerOnline`)).json());
      expect({ name, revision: detail.CanCreateRevision, validUntil: online.CanEditValidUntil }).toEqual({
        name,
        revision: allowed,
        validUntil: allowed,
      });
      const moved = await call('PUT', `document/${offer.id}/validUntil`, { ValidUntil: addDays(todayUtc(), 20) });
      const made = await call('POST', `document/${offer.id}/revision`, { BrandPartnerId: BPI });
      expect({ name, validUntil: moved.statusCode, revision: made.statusCode }).toEqual({
        name,
        validUntil: allowed ? 200 : 409,
        revision: allowed ? 200 : 409,
      });
    }
  });
});
