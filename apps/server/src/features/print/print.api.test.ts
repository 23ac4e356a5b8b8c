import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  fileReplySchema,
  generatedDocumentListSchema,
  type ManagedBrandPartner,
  printTemplateListSchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  configurationDocumentation,
  documentHistory,
  mailAttachments,
  mailOutbox,
  salesDocumentConfigurations,
  salesDocumentGenerated,
  salesDocuments,
} from '#server/db/schema';
import { PRINT_TEMPLATE_IDS } from '#server/db/seed/print-templates.seed';
import { docxText, pdfText } from '#server/render/print/print-test-helpers';
import { buildTestApp } from '#server/test/build-test-app';
import { listMailableDrafts } from '#server/test/draft-documents';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';
const LANGUAGE_IDS = { de: stableId('language', 'de'), en: stableId('language', 'en'), fr: stableId('language', 'fr') };

const tokens = new Map<string, string>();
const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  if (email && !tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: tokens.get(email) } : {}) },
    ...(payload ? { payload } : {}),
  });
};

/** Draft offers of the default storefront in active projects whose contact has an e-mail, by number. */
const draftOffers = (await listMailableDrafts(db, BPI, DOCUMENT_TYPE_IDS.offer)).map((document) => ({ document }));
let nextOffer = 0;
/** A draft offer no other test of this file has used. */
const freshOffer = () => {
  const row = draftOffers[nextOffer];
  nextOffer += 1;
  if (!row) {
    throw new Error('not enough demo draft offers');
  }
  return row.document;
};
const numberOf = (document: { year: number; number: number }) =>
  `${document.year}-${String(document.number).padStart(5, '0')}`;

const print = (documentId: string, options: Record<string, unknown> = {}, email: string = DEMO_USERS.admin) =>
  call(email, 'POST', `document/${documentId}/generateDocument`, {
    BrandPartnerId: BPI,
    TemplateId: PRINT_TEMPLATE_IDS.offer,
    LanguageId: LANGUAGE_IDS.de,
    Send: false,
    ShowPrices: true,
    ShowImages: true,
    ShowDocumentation: false,
    ShowTerms: true,
    ...options,
  });
const listOf = async (documentId: string) => {
  const response = await call(DEMO_USERS.admin, 'GET', `document/${documentId}/documents?brandPartnerId=${BPI}`);
  expect(response.statusCode, response.body).toBe(200);
  return generatedDocumentListSchema.parse(response.json());
};
const statusOf = async (documentId: string) =>
  (await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId)))[0]?.statusId;
const historyTypes = async (documentId: string) =>
  (
    await db
      .select()
      .from(documentHistory)
      .where(eq(documentHistory.documentId, documentId))
      .orderBy(desc(documentHistory.createdAt))
  ).map((entry) => entry.type);

describe('GET /document/{id}/templates', () => {
  it('lists the offer and order confirmation templates with the offer template preselected for an offer', async () => {
    const offer = draftOffers[0]?.document;
    const response = await call(DEMO_USERS.admin, 'GET', `document/${offer?.id}/templates`);
    expect(response.statusCode, response.body).toBe(200);
    const templates = printTemplateListSchema.parse(response.json());
    expect(templates.map((template) => template.TemplateName)).toEqual(['Offer', 'Order confirmation']);
    expect(templates.filter((template) => template.IsPrintDefault)).toEqual([
      { DocumentTemplateId: PRINT_TEMPLATE_IDS.offer, TemplateName: 'Offer', IsPrintDefault: true },
    ]);
  });

  it('preselects the order confirmation template for an order confirmation', async () => {
    const [row] = await db
      .select()
      .from(salesDocuments)
      .where(
        and(eq(salesDocuments.brandPartnerId, BPI), eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.orderconfirmation)),
      )
      .limit(1);
    const response = await call(DEMO_USERS.admin, 'GET', `document/${row?.id}/templates`);
    const templates = printTemplateListSchema.parse(response.json());
    expect(templates.find((template) => template.IsPrintDefault)?.DocumentTemplateId).toBe(
      PRINT_TEMPLATE_IDS.orderConfirmation,
    );
  });

  it('refuses installers (403), anonymous callers (401) and a foreign partner (403)', async () => {
    const offer = draftOffers[0]?.document;
    expect((await call(DEMO_USERS.installer, 'GET', `document/${offer?.id}/templates`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `document/${offer?.id}/templates`)).statusCode).toBe(401);
    expect((await call(DEALER, 'GET', `document/${offer?.id}/templates`)).statusCode).toBe(403);
    expect((await call(DEMO_USERS.customer, 'GET', `document/${offer?.id}/templates`)).statusCode).toBe(403);
  });
});

describe('POST /document/{id}/generateDocument', () => {
  it('prints an offer in German as a PDF with number, widths, total and terms, and records it', async () => {
    const offer = freshOffer();
    const response = await print(offer.id);
    expect(response.statusCode, response.body).toBe(200);
    const file = fileReplySchema.parse(response.json());
    expect(file.MimeType).toBe('application/pdf');
    expect(file.FileName).toBe(`Angebot-${numberOf(offer)}.pdf`);
    const { text } = await pdfText(Buffer.from(file.Contents, 'base64'));
    expect(text).toContain(`Angebot ${numberOf(offer)}`);
    expect(text).toMatch(/Breite \(mm\)\s*\d{3,4}/);
    expect(text).toContain('Gesamtbetrag');
    expect(text).toContain('€');
    expect(text).toContain('Zahlungsbedingungen');
    const list = await listOf(offer.id);
    expect(list).toMatchObject({ DocumentNumber: numberOf(offer), Email: offer.contactEmail });
    expect(list.Documents).toHaveLength(1);
    expect(list.Documents[0]).toMatchObject({
      FileName: file.FileName,
      DocumentTypeId: DOCUMENT_TYPE_IDS.offerprinted,
      DocumentType: 'Offer printed',
    });
    expect(list.Documents[0]?.CreatedBy).not.toBe('');
    expect(list.DisableTechDocumentation).toBe(true);
    expect(await statusOf(offer.id)).toBe(DOCUMENT_STATUS_IDS.draft);
    expect(await historyTypes(offer.id)).toContain('offerPrinted');

    const generatedId = list.Documents[0]?.SalesDocumentGeneratedId;
    const pdf = fileReplySchema.parse(
      (await call(DEMO_USERS.admin, 'GET', `document/${offer.id}/download/${generatedId}/pdf`)).json(),
    );
    expect(pdf.Contents).toBe(file.Contents);
    const doc = fileReplySchema.parse(
      (await call(DEMO_USERS.admin, 'GET', `document/${offer.id}/download/${generatedId}/doc`)).json(),
    );
    expect(doc.FileName).toBe(`Angebot-${numberOf(offer)}.docx`);
    const docx = docxText(Buffer.from(doc.Contents, 'base64'));
    expect(docx).toContain(`Angebot ${numberOf(offer)}`);
    expect(docx).toContain('Gesamtbetrag');
  });

  it('prints no price anywhere when ShowPrices is off', async () => {
    // Printing changes no status: the first offer (printed above) serves again.
    const offer = draftOffers[0]?.document as (typeof draftOffers)[number]['document'];
    const response = await print(offer.id, { ShowPrices: false, ShowTerms: false, LanguageId: LANGUAGE_IDS.en });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfText(Buffer.from(fileReplySchema.parse(response.json()).Contents, 'base64'));
    expect(text).toContain(`Offer ${numberOf(offer)}`);
    expect(text).toMatch(/Width \(mm\)\s*\d{3,4}/);
    expect(text).not.toContain('€');
    expect(text).not.toContain('Total');
  });

  it('needs a template and a language (400) and changes nothing', async () => {
    const offer = draftOffers[0]?.document as { id: string };
    const before = (await listOf(offer.id)).Documents.length;
    const noTemplate = await print(offer.id, { TemplateId: null });
    expect(noTemplate.statusCode).toBe(400);
    expect(noTemplate.json()).toMatchObject({ detail: 'templateRequired' });
    const noLanguage = await print(offer.id, { LanguageId: undefined });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json()).toMatchObject({ detail: 'languageRequired' });
    expect((await print(offer.id, { TemplateId: PRINT_TEMPLATE_IDS.offer.replace(/.$/, '0') })).statusCode).toBe(400);
    expect((await listOf(offer.id)).Documents).toHaveLength(before);
  });

  it('refuses installers, a foreign partner and another storefront’s id, printing nothing', async () => {
    const offer = draftOffers[0]?.document as { id: string };
    const before = (await listOf(offer.id)).Documents.length;
    expect((await print(offer.id, {}, DEMO_USERS.installer)).statusCode).toBe(403);
    expect((await print(offer.id, {}, DEALER)).statusCode).toBe(403);
    expect((await print(offer.id, { BrandPartnerId: SECOND_BRAND_PARTNER_ID })).statusCode).toBe(403);
    expect((await listOf(offer.id)).Documents).toHaveLength(before);
  });

  it('sends: the mail with the PDF waits in the outbox, the row is an offer sent and the status offer', async () => {
    const offer = freshOffer();
    const response = await print(offer.id, { Send: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(offer.id)).toBe(DOCUMENT_STATUS_IDS.offer);
    const list = await listOf(offer.id);
    expect(list.Documents.map((row) => row.DocumentTypeId)).toEqual([DOCUMENT_TYPE_IDS.offersent]);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, offer.contactEmail))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toContain(`Angebot ${numberOf(offer)}`);
    expect(mail?.textBody).toContain(numberOf(offer));
    const attachments = await db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail?.id ?? ''));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.contentType).toBe('application/pdf');
    expect(
      Buffer.from(attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await historyTypes(offer.id)).toContain('offerSent');

    // The sent row cannot be deleted (409) and stays.
    const sentId = list.Documents[0]?.SalesDocumentGeneratedId;
    const refused = await call(DEMO_USERS.admin, 'DELETE', `document/${offer.id}/download/${sentId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'sentNotDeletable' });
    expect((await listOf(offer.id)).Documents).toHaveLength(1);
  });

  it('refuses to send a read-only document (409)', async () => {
    const [confirmed] = await db
      .select()
      .from(salesDocuments)
      .where(and(eq(salesDocuments.brandPartnerId, BPI), eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS.confirmed)))
      .limit(1);
    const response = await print(confirmed?.id as string, { Send: true });
    expect(response.statusCode).toBe(409);
    expect(await statusOf(confirmed?.id as string)).toBe(DOCUMENT_STATUS_IDS.confirmed);
  });
});

describe('technical documentation in print', () => {
  it('enables the documentation option once documentation is generated and lists the items in the PDF', async () => {
    const offer = freshOffer();
    expect((await listOf(offer.id)).DisableTechDocumentation).toBe(true);
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, offer.id))
      .limit(1);
    await db.insert(configurationDocumentation).values([
      {
        documentConfigurationId: line?.id as string,
        kind: 'generated',
        fileName: 'Masna-risba.pdf',
        fileKey: `documentation/${line?.id}/drawing.pdf`,
        contentType: 'application/pdf',
      },
      {
        documentConfigurationId: line?.id as string,
        kind: 'url',
        fileName: 'Montageanleitung',
        url: 'https://example.test/m',
      },
    ]);
    expect((await listOf(offer.id)).DisableTechDocumentation).toBe(false);
    const response = await print(offer.id, { ShowDocumentation: true });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfText(Buffer.from(fileReplySchema.parse(response.json()).Contents, 'base64'));
    expect(text).toContain('Technische Dokumentation');
    expect(text).toContain('Masna-risba.pdf');
    expect(text).toContain('Montageanleitung');
    const without = await print(offer.id, { ShowDocumentation: false });
    const plain = await pdfText(Buffer.from(fileReplySchema.parse(without.json()).Contents, 'base64'));
    expect(plain.text).not.toContain('Masna-risba.pdf');
  });
});

describe('generated documents', () => {
  it('deletes a printed document with its files, and zips the chosen ones (at least one)', async () => {
    const offer = freshOffer();
    expect((await print(offer.id)).statusCode).toBe(200);
    expect((await print(offer.id, { LanguageId: LANGUAGE_IDS.fr })).statusCode).toBe(200);
    const list = await listOf(offer.id);
    expect(list.Documents).toHaveLength(2);
    const ids = list.Documents.map((row) => row.SalesDocumentGeneratedId);

    const zipResponse = await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/download/zip`, { DocumentIds: ids });
    expect(zipResponse.statusCode, zipResponse.body).toBe(200);
    const zip = fileReplySchema.parse(zipResponse.json());
    expect(zip.MimeType).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(Buffer.from(zip.Contents, 'base64')));
    const pdfs = Object.keys(entries).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.sort()).toEqual([`Angebot-${numberOf(offer)}.pdf`, `Offre-${numberOf(offer)}.pdf`]);
    expect(strFromU8(entries[pdfs[0] as string] as Uint8Array).slice(0, 5)).toBe('%PDF-');
    expect(
      (await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/download/zip`, { DocumentIds: [] })).statusCode,
    ).toBe(400);

    const [row] = await db
      .select()
      .from(salesDocumentGenerated)
      .where(eq(salesDocumentGenerated.id, ids[0] as string));
    const deleted = await call(DEMO_USERS.admin, 'DELETE', `document/${offer.id}/download/${ids[0]}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listOf(offer.id)).Documents.map((doc) => doc.SalesDocumentGeneratedId)).toEqual([ids[1]]);
    expect(row).toBeDefined();
    const gone = await call(DEMO_USERS.admin, 'GET', `document/${offer.id}/download/${ids[0]}/pdf`);
    expect(gone.statusCode).toBe(404);
    expect(await historyTypes(offer.id)).toContain('printDeleted');
    // Another document's generated id is not found through this document.
    const other = draftOffers[0]?.document as { id: string };
    expect((await call(DEMO_USERS.admin, 'DELETE', `document/${other.id}/download/${ids[1]}`)).statusCode).toBe(404);
  });

  it('marks the printed offer as sent: an offer sent row and status offer; unprinted documents are refused', async () => {
    const offer = freshOffer();
    const early = await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/sendmanually?brandPartnerId=${BPI}`);
    expect(early.statusCode).toBe(409);
    expect(await statusOf(offer.id)).toBe(DOCUMENT_STATUS_IDS.draft);
    expect((await print(offer.id)).statusCode).toBe(200);
    expect(
      (await call(DEMO_USERS.installer, 'POST', `document/${offer.id}/sendmanually?brandPartnerId=${BPI}`)).statusCode,
    ).toBe(403);
    const marked = await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/sendmanually?brandPartnerId=${BPI}`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ SalesDocumentId: offer.id, DocumentStatusId: DOCUMENT_STATUS_IDS.offer });
    expect(await statusOf(offer.id)).toBe(DOCUMENT_STATUS_IDS.offer);
    const types = (await listOf(offer.id)).Documents.map((row) => row.DocumentTypeId);
    expect(types.sort()).toEqual([DOCUMENT_TYPE_IDS.offerprinted, DOCUMENT_TYPE_IDS.offersent].sort());
    expect(await historyTypes(offer.id)).toContain('offerMarkedSent');
    // A second mark as sent of the same print changes nothing: no second row, no second history entry.
    const history = await historyTypes(offer.id);
    const again = await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/sendmanually?brandPartnerId=${BPI}`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await listOf(offer.id)).Documents).toHaveLength(2);
    expect(await historyTypes(offer.id)).toEqual(history);
  });

  it('keeps the generated documents of a foreign partner closed (403)', async () => {
    const offer = draftOffers[0]?.document as { id: string };
    expect((await call(DEALER, 'GET', `document/${offer.id}/documents?brandPartnerId=${BPI}`)).statusCode).toBe(403);
    expect(
      (await call(DEMO_USERS.installer, 'GET', `document/${offer.id}/documents?brandPartnerId=${BPI}`)).statusCode,
    ).toBe(403);
  });
});

// Issue 37, findings 2 and 3 through the API: a hostile logo is stored rebuilt or refused with a clear 400, and a
// logo that makes the renderer panic still prints (the server keeps serving).
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

const storefront = async () =>
  (await call(DEMO_USERS.oem, 'GET', `manage/brand-partners/${BPI}`)).json<ManagedBrandPartner>();
const saveLogo = async (svg: string) => {
  const current = await storefront();
  return call(DEMO_USERS.oem, 'PUT', `manage/brand-partners/${BPI}`, {
    Title: current.Title,
    IsActive: current.IsActive,
    RedirectBrandPartnerId: current.RedirectBrandPartnerId,
    Style: { ...current.Style, HeaderLogo: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
    Footer: current.Footer,
    InquiryEmail: current.InquiryEmail,
    PriceMarkupPercent: current.PriceMarkupPercent,
    ShowConsents: current.ShowConsents,
    EnabledApplication: current.EnabledApplication,
    EnabledEdifactExport: current.EnabledEdifactExport,
    EnabledEdifactImport: current.EnabledEdifactImport,
    DefaultTerms: current.DefaultTerms,
    Version: current.Version,
  });
};
const storedLogo = async () =>
  Buffer.from((await storefront()).Style.HeaderLogo.split(',')[1] ?? '', 'base64').toString('utf8');

const printOffer = (offerId: string) => print(offerId, { LanguageId: LANGUAGE_IDS.en });

describe('issue 37: no picture stops the server', () => {
  it('a logo that makes resvg panic is saved, the offers of its storefront print (200) and the server goes on', async () => {
    const panicLogo = `<svg ${SVG} width="40" height="40" viewBox="0 0 10 10"><g opacity="0.5"><rect x="-100" y="-100" width="1" height="1"/></g></svg>`;
    const saved = await saveLogo(panicLogo);
    expect(saved.statusCode, saved.body).toBe(200);
    // Printing without sending changes no status: the first draft offer serves again.
    const offer = draftOffers[0]?.document as { id: string };
    for (let round = 0; round < 2; round += 1) {
      const printed = await printOffer(offer.id);
      expect(printed.statusCode, printed.body).toBe(200);
      const file = fileReplySchema.parse(printed.json());
      expect(Buffer.from(file.Contents, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});

describe('issue 37: the SVG sanitiser parses and rebuilds', () => {
  it('stores the rebuilt logo: a CDATA section smuggles no script, foreignObject or iframe', async () => {
    const saved = await saveLogo(
      `<svg ${SVG} viewBox="0 0 10 10"><![CDATA[<script>alert(1)</script><foreignObject><iframe src="https://evil.test"/></foreignObject>]]><rect width="4" height="4" fill="#123456"/><image href="/etc/hosts.png" width="1" height="1"/></svg>`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedLogo()).toBe(
      `<svg ${SVG} viewBox="0 0 10 10"><rect width="4" height="4" fill="#123456"/></svg>`,
    );
  });

  it('a DOCTYPE with an entity and 5,000 nested groups are 400 with a message naming what is wrong, not 500', async () => {
    const before = await storedLogo();
    const doctype = await saveLogo(
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg ${SVG}><text>&x;</text></svg>`,
    );
    expect(doctype.statusCode).toBe(400);
    expect(doctype.json()).toEqual({
      Message: 'An SVG logo must not contain a DOCTYPE or entity declarations.',
      detail: 'Style.HeaderLogo',
      requestId: expect.any(String),
    });
    const nested = await saveLogo(`<svg ${SVG}>${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}</svg>`);
    expect(nested.statusCode).toBe(400);
    expect(nested.json().Message).toMatch(/too complex/);
    expect(await storedLogo()).toBe(before);
  });

  it('every SVG the server answers carries a policy that runs nothing and loads nothing, and nosniff', async () => {
    const selection = await app.inject({ method: 'POST', url: `/api/v1/selection/models/${BPI}`, payload: {} });
    const [model] = selection.json<{ BrandModelsNotSpecial: { PartId: string }[] }>().BrandModelsNotSpecial;
    const created = await app.inject({
      url: `/api/v1/configurator/create?brandPartnerId=${BPI}&partId=${model?.PartId}`,
    });
    const id = created.json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;
    const svg = await app.inject({ url: `/api/v1/configurator/${id}/image?format=svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    const png = await app.inject({ url: `/api/v1/configurator/${id}/image` });
    expect(png.headers['content-security-policy']).not.toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
