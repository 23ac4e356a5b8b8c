import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentationReply,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  configurationDocumentation,
  configurations,
  documentHistory,
  jobs,
  mailOutbox,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  users,
} from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { storeDraftWithoutModel } from '#server/test/demo-catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database, env } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;

const tokens = new Map<string, string>();
const authOf = async (email: string) => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return token;
};
const call = async (email: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await authOf(email) } : {}) },
    ...(payload ? { payload } : {}),
  });

const READ_ONLY = [DOCUMENT_STATUS_IDS.confirmed, DOCUMENT_STATUS_IDS.archived];
const WRITABLE = [DOCUMENT_STATUS_IDS.draft, DOCUMENT_STATUS_IDS.offer];

/** A configuration in a document of the user's own partner at the default storefront, writable or read-only. */
const configurationOf = async (email: string, writable: boolean, skip: string[] = []) => {
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.email, email));
  const [row] = await db
    .select({ id: salesDocumentConfigurations.id, configurationId: salesDocumentConfigurations.configurationId })
    .from(salesDocumentConfigurations)
    .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .where(
      and(
        or(
          eq(salesDocuments.ownerPartnerId, user?.partnerId ?? ''),
          eq(salesDocuments.recipientPartnerId, user?.partnerId ?? ''),
          sql`${salesDocuments.ownerPartnerId} in (select id from partners where parent_partner_id = ${user?.partnerId ?? null})`,
        ),
        eq(salesDocuments.brandPartnerId, BPI),
        ne(salesDocuments.typeId, DOCUMENT_TYPE_IDS.inquiry),
        writable ? eq(projects.statusId, PROJECT_STATUS_IDS.active) : sql`true`,
        inArray(salesDocuments.statusId, writable ? WRITABLE : READ_ONLY),
        skip.length > 0 ? sql`${salesDocumentConfigurations.id} not in ${skip}` : sql`true`,
      ),
    )
    .orderBy(salesDocumentConfigurations.id)
    .limit(1);
  if (!row) {
    throw new Error(`no ${writable ? 'writable' : 'read-only'} configuration of ${email}`);
  }
  return row;
};

const admin = DEMO_USERS.admin;
const oem = DEMO_USERS.oem;
const writable = await configurationOf(admin, true);
const readOnly = await configurationOf(admin, false);
const documentationOf = async (id: string, email: string = admin) => {
  const response = await call(email, 'GET', `document/configuration/${id}/documentation?brandPartnerId=${BPI}`);
  expect(response.statusCode).toBe(200);
  return response.json<DocumentationReply>();
};
const historyTypes = async (id: string) =>
  (
    await db
      .select({ type: documentHistory.type })
      .from(documentHistory)
      .where(eq(documentHistory.documentConfigurationId, id))
      .orderBy(documentHistory.createdAt)
  ).map((row) => row.type);
const download = (url: string) => app.inject({ method: 'GET', url });
const pdfBase64 = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const pngBase64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

describe('technical documentation', () => {
  it('shows an empty documentation with the flags the server computes', async () => {
    const reply = await documentationOf(writable.id);
    expect(reply).toMatchObject({
      Documentation: [],
      CanEdit: true,
      CanRequestDocumentation: true,
      CanRequestSpecialDocumentation: false,
      CanLoadSpecialDocumentation: false,
    });
    const installer = await documentationOf(readOnly.id);
    expect(installer).toMatchObject({ CanEdit: false, CanRequestDocumentation: false });
  });

  it('generates the drawing, parts list and parameter sheet as PDFs in a job, with history', async () => {
    const started = performance.now();
    const response = await call(
      admin,
      'POST',
      `config/generateDocumentation?documentConfigurationId=${writable.id}&brandPartnerId=${BPI}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      StatusName: expect.any(String),
      DocumentStatusId: DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation,
    });
    const generating = await documentationOf(writable.id);
    expect(generating).toMatchObject({
      DocumentStatusId: DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation,
      CanEdit: false,
      CanRequestDocumentation: false,
    });
    const again = await call(
      admin,
      'POST',
      `config/generateDocumentation?documentConfigurationId=${writable.id}&brandPartnerId=${BPI}`,
    );
    expect(again.statusCode).toBe(409);

    expect(await app.ctx.jobs.runDue()).toMatchObject({ done: 1 });
    expect(performance.now() - started).toBeLessThan(10_000);
    const done = await documentationOf(writable.id);
    expect(done.DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.generatedTechnicalDocumentation);
    expect(done.DocumentStatus).not.toBe('');
    expect(done.Documentation).toHaveLength(3);
    expect(done.Documentation.every((item) => item.FileName.endsWith('.pdf') && !item.IsUserUploaded)).toBe(true);
    const drawing = done.Documentation.find((item) => /kotirana-risba|dimensioned-drawing/.test(item.FileName));
    expect(drawing).toBeDefined();
    // The link opens without a login.
    const file = await download(drawing?.Url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await historyTypes(writable.id)).toEqual(
      expect.arrayContaining([
        'technicalDocumentationRequested',
        'jobStarted',
        'jobFinished',
        'technicalDocumentationGenerated',
      ]),
    );
  });

  it('replaces the generated files on a new generation and deletes the old ones from the store', async () => {
    const before = (await documentationOf(writable.id)).Documentation;
    await call(
      admin,
      'POST',
      `config/generateDocumentation?documentConfigurationId=${writable.id}&brandPartnerId=${BPI}`,
    );
    await app.ctx.jobs.runDue();
    const after = (await documentationOf(writable.id)).Documentation;
    expect(after).toHaveLength(3);
    expect(after.map((item) => item.ConfigurationDocumentationId)).not.toContain(
      before[0]?.ConfigurationDocumentationId,
    );
    expect((await download(before[0]?.Url ?? '')).statusCode).toBe(404);
  });

  it('ends in the error status with the reason in history after the last failed attempt', async () => {
    const other = await configurationOf(admin, true, [writable.id]);
    const [configuration] = await db
      .select({ modelId: configurations.modelId, catalogueVersionId: configurations.catalogueVersionId })
      .from(configurations)
      .where(eq(configurations.id, other.configurationId));
    // The model cannot be found: the configuration is pinned for a moment to a version that does not offer it.
    const draftId = await storeDraftWithoutModel(db, configuration?.modelId as string);
    await db
      .update(configurations)
      .set({ catalogueVersionId: draftId })
      .where(eq(configurations.id, other.configurationId));
    const response = await call(
      admin,
      'POST',
      `config/generateDocumentation?documentConfigurationId=${other.id}&brandPartnerId=${BPI}`,
    );
    expect(response.statusCode).toBe(200);
    await db.update(jobs).set({ attempts: 2 }).where(eq(jobs.documentConfigurationId, other.id));
    expect(await app.ctx.jobs.runDue()).toMatchObject({ failed: 1 });
    const reply = await documentationOf(other.id);
    expect(reply.DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.errorTechnicalDocumentation);
    expect(reply.CanRequestDocumentation).toBe(true);
    const [failure] = await db
      .select({ text: documentHistory.text })
      .from(documentHistory)
      .where(
        and(
          eq(documentHistory.documentConfigurationId, other.id),
          eq(documentHistory.type, 'technicalDocumentationFailed'),
        ),
      );
    expect(failure?.text).toMatch(/katalog|catalogue/);
    await db
      .update(configurations)
      .set({ catalogueVersionId: configuration?.catalogueVersionId as string })
      .where(eq(configurations.id, other.configurationId));
  });

  it('refuses writes to a read-only document with 409, customers with 403 and anonymous callers with 401', async () => {
    const generate = (email: string | null, id = readOnly.id, bpi = BPI) =>
      call(email, 'POST', `config/generateDocumentation?documentConfigurationId=${id}&brandPartnerId=${bpi}`);
    expect((await generate(admin)).statusCode).toBe(409);
    const add = await call(admin, 'POST', `document/configuration/${readOnly.id}/documentation`, {
      BrandPartnerId: BPI,
      FileName: 'Manual',
      Url: 'https://example.com/manual.pdf',
    });
    expect(add.statusCode).toBe(409);
    expect((await generate(DEMO_USERS.customer, writable.id)).statusCode).toBe(403);
    expect((await generate(null, writable.id)).statusCode).toBe(401);
    // Another storefront's id for this document: refused, nothing changes.
    expect((await generate(admin, writable.id, SECOND_BRAND_PARTNER_ID)).statusCode).toBe(403);
    const foreign = await call(
      DEMO_USERS.customer,
      'GET',
      `document/configuration/${writable.id}/documentation?brandPartnerId=${BPI}`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('adds a URL and an uploaded file checked by content, deletes items and zips the chosen ones', async () => {
    const path = `document/configuration/${writable.id}/documentation`;
    const url = await call(admin, 'POST', path, {
      BrandPartnerId: BPI,
      FileName: 'Montážna navodila',
      Url: 'https://example.com/navodila.pdf',
    });
    expect(url.statusCode).toBe(200);
    expect(url.json()).toMatchObject({ Url: 'https://example.com/navodila.pdf', IsUserUploaded: true });
    const long = await call(admin, 'POST', path, {
      BrandPartnerId: BPI,
      FileName: 'Too long',
      Url: `https://example.com/${'a'.repeat(250)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', path, { BrandPartnerId: BPI, FileName: 'x', Url: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    expect((await call(admin, 'POST', path, { BrandPartnerId: BPI, FileName: 'x' })).statusCode).toBe(400);

    const upload = await call(admin, 'POST', path, {
      BrandPartnerId: BPI,
      FileName: 'certificate.pdf',
      Base64File: pdfBase64,
    });
    expect(upload.statusCode).toBe(200);
    const uploaded = upload.json<{ Url: string; ConfigurationDocumentationId: string; UserModified: string }>();
    expect(uploaded.UserModified).not.toBe('');
    expect((await download(uploaded.Url)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A picture named .pdf, and an executable, are refused by their content.
    const disguised = await call(admin, 'POST', path, {
      BrandPartnerId: BPI,
      FileName: 'plan.pdf',
      Base64File: pngBase64,
    });
    expect(disguised.statusCode).toBe(400);
    const exe = await call(admin, 'POST', path, {
      BrandPartnerId: BPI,
      FileName: 'setup.exe',
      Base64File: Buffer.from('MZ\x90\x00binary').toString('base64'),
    });
    expect(exe.statusCode).toBe(400);

    const items = (await documentationOf(writable.id)).Documentation;
    const zip = await call(admin, 'POST', `${path}/zip`, {
      BrandPartnerId: BPI,
      Ids: items.map((item) => item.ConfigurationDocumentationId),
    });
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(Buffer.from(zip.json<{ Contents: string }>().Contents, 'base64'));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['certificate.pdf', 'Montážna navodila.url']));
    expect(Object.keys(entries)).toHaveLength(items.length);
    expect((await call(admin, 'POST', `${path}/zip`, { BrandPartnerId: BPI, Ids: [] })).statusCode).toBe(400);
    // A stored file that is gone is an error, never a zip without it.
    const [stored] = await database.db
      .select({ fileKey: configurationDocumentation.fileKey })
      .from(configurationDocumentation)
      .where(eq(configurationDocumentation.id, uploaded.ConfigurationDocumentationId));
    const kept = await app.ctx.files.get(stored?.fileKey ?? '');
    await app.ctx.files.delete(stored?.fileKey ?? '');
    const incomplete = await call(admin, 'POST', `${path}/zip`, {
      BrandPartnerId: BPI,
      Ids: items.map((item) => item.ConfigurationDocumentationId),
    });
    expect(incomplete.statusCode).toBe(404);
    expect(incomplete.json().detail).toBe('fileMissing');
    await app.ctx.files.put(stored?.fileKey ?? '', kept?.body ?? new Uint8Array(), kept?.contentType ?? '');

    const removed = await call(
      admin,
      'DELETE',
      `${path}/${uploaded.ConfigurationDocumentationId}?brandPartnerId=${BPI}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await download(uploaded.Url)).statusCode).toBe(404);
    const missing = await call(
      admin,
      'DELETE',
      `${path}/${uploaded.ConfigurationDocumentationId}?brandPartnerId=${BPI}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(await historyTypes(writable.id)).toEqual(
      expect.arrayContaining(['documentationAdded', 'documentationDeleted']),
    );
  });

  it('refuses a file over 25 MB with 413', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.4');
    const response = await call(admin, 'POST', `document/configuration/${writable.id}/documentation`, {
      BrandPartnerId: BPI,
      FileName: 'big.pdf',
      Base64File: big.toString('base64'),
    });
    expect([400, 413]).toContain(response.statusCode);
  });
});

describe('special documentation', () => {
  it('is for OEM users only', async () => {
    const response = await call(admin, 'POST', 'config/requestSpecialDocumentation', {
      DocumentConfigurationId: writable.id,
      BrandPartnerId: BPI,
      WebUrl: 'http://localhost:8080/configurator/configuration',
    });
    expect(response.statusCode).toBe(403);
  });

  it('records the request with the configuration link, mails engineering, then loads the uploaded files', async () => {
    const target = await configurationOf(oem, true);
    const body = {
      DocumentConfigurationId: target.id,
      BrandPartnerId: BPI,
      WebUrl: 'http://localhost:8080/configurator/configuration',
    };
    const before = await documentationOf(target.id, oem);
    expect(before.CanRequestSpecialDocumentation).toBe(true);
    expect(before.CanLoadSpecialDocumentation).toBe(false);
    expect((await call(oem, 'POST', 'config/loadSpecialDocumentation', body)).statusCode).toBe(409);

    const request = await call(oem, 'POST', 'config/requestSpecialDocumentation', body);
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({ Message: '' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'special-documentation'));
    expect(mail?.toAddress).toBe(env.ENGINEERING_EMAIL);
    expect(mail?.textBody).toContain(`id=${target.configurationId}`);
    const requested = await documentationOf(target.id, oem);
    expect(requested).toMatchObject({ CanRequestSpecialDocumentation: false, CanLoadSpecialDocumentation: true });
    expect((await call(oem, 'POST', 'config/requestSpecialDocumentation', body)).statusCode).toBe(409);
    // Nothing uploaded yet.
    expect((await call(oem, 'POST', 'config/loadSpecialDocumentation', body)).statusCode).toBe(400);

    const upload = await call(oem, 'POST', `document/configuration/${target.id}/documentation`, {
      BrandPartnerId: BPI,
      FileName: 'engineering.pdf',
      Base64File: pdfBase64,
    });
    expect(upload.statusCode).toBe(200);
    const load = await call(oem, 'POST', 'config/loadSpecialDocumentation', body);
    expect(load.statusCode).toBe(200);
    expect(load.json()).toMatchObject({
      Message: '',
      DocumentStatusId: DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated,
    });
    const loaded = await documentationOf(target.id, oem);
    expect(loaded).toMatchObject({
      DocumentStatusId: DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated,
      CanLoadSpecialDocumentation: false,
    });
    expect(await historyTypes(target.id)).toEqual(
      expect.arrayContaining(['specialDocumentationRequested', 'specialDocumentationLoaded']),
    );
  });

  it('lets an OEM admin request documentation of a read-only document', async () => {
    const target = await configurationOf(oem, false).catch(() => null);
    if (!target) {
      return;
    }
    const response = await call(
      oem,
      'POST',
      `config/generateDocumentation?documentConfigurationId=${target.id}&brandPartnerId=${BPI}`,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('public documents', () => {
  it('lists the documents of a configuration without a login, with links that open without a login', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/configurator/${writable.configurationId}/documents`,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<Array<{ Url: string; FileName: string; DateModified: string }>>();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.Url !== '')).toBe(true);
    const drawing = items.find((item) => /kotirana-risba|dimensioned-drawing/.test(item.FileName));
    const file = await download(drawing?.Url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A signed-in user of any tenant gets the same list.
    const signedIn = await call(DEMO_USERS.customer, 'GET', `configurator/${writable.configurationId}/documents`);
    expect(signedIn.json()).toHaveLength(items.length);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/configurator/00000000-0000-4000-8000-00000000abcd/documents',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
