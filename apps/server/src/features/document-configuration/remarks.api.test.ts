import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  PROJECT_STATUS_IDS,
  type Remark,
  remarkListSchema,
  remarkSchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  documentConfigurationRemarks,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { createLocalFileStore, type FileStore } from '#server/services/file-store';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { REMARK_BODY_LIMIT } from './remarks.routes';

/** The folder store of the test: it can fail its next upload, run work during one, and counts them. */
const failing = { nextPut: false };
const hooks: { duringPut: ((key: string) => Promise<void>) | null; puts: string[] } = { duringPut: null, puts: [] };
const makeStore = (inner: FileStore): FileStore => ({
  put: async (key, body, type) => {
    hooks.puts.push(key);
    if (failing.nextPut) {
      failing.nextPut = false;
      throw new Error('the file store is down');
    }
    await inner.put(key, body, type);
    await hooks.duringPut?.(key);
  },
  get: (key) => inner.get(key),
  delete: (key) => inner.delete(key),
  keys: () => inner.keys(),
});
const { mkdtempSync } = await import('node:fs');
const os = await import('node:os');
const path = await import('node:path');
const store = createLocalFileStore(mkdtempSync(path.join(os.tmpdir(), 'door-remarks-')));
const { app, database } = await buildTestApp({}, { files: makeStore(store) });
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';

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

/** The first configuration of a demo document of the given kind. */
const demoLine = async (where: { status: DocumentStatusCode; type: DocumentTypeCode; project: string }) => {
  const [row] = await db
    .select({ id: salesDocumentConfigurations.id, documentId: salesDocuments.id })
    .from(salesDocumentConfigurations)
    .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
    .where(
      and(
        eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS[where.status]),
        eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS[where.type]),
        eq(salesDocuments.projectId, stableId('project', `demo-${where.project}`)),
      ),
    )
    .orderBy(asc(salesDocuments.number), asc(salesDocumentConfigurations.position))
    .limit(1);
  if (!row) {
    throw new Error(`no demo line ${JSON.stringify(where)}`);
  }
  return row;
};

const draft = await demoLine({ status: 'draft', type: 'offer', project: 'active-3' });
const otherDraft = await demoLine({ status: 'draft', type: 'order', project: 'active-3' });
const confirmed = await demoLine({ status: 'confirmed', type: 'offer', project: 'closed' });
const secondBrand = await demoLine({ status: 'draft', type: 'offer', project: 'second' });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const bmp = () => {
  const bytes = Buffer.alloc(58);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(58, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  return bytes;
};
const notes = (line: { id: string }, type: 0 | 1) => `document/configuration/${line.id}/notes?type=${type}`;
const body = (extra: object = {}) => ({ BrandPartnerId: BPI, Comment: 'Check the hinge side on site.', ...extra });

const remarksIn = (line: { id: string }) =>
  db
    .select()
    .from(documentConfigurationRemarks)
    .where(eq(documentConfigurationRemarks.documentConfigurationId, line.id));
const historyOf = (line: { documentId: string }) =>
  db
    .select()
    .from(documentHistory)
    .where(eq(documentHistory.documentId, line.documentId))
    .orderBy(desc(documentHistory.createdAt));
const list = async (email: string, line: { id: string }, type: 0 | 1) => {
  const response = await call(email, 'GET', notes(line, type));
  expect(response.statusCode).toBe(200);
  return remarkListSchema.parse(response.json());
};
const expectRefused = async (
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  line: { id: string },
  countBefore: number,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().Message).toEqual(expect.any(String));
  expect(await remarksIn(line)).toHaveLength(countBefore);
};

describe('POST /document/configuration/{id}/notes', () => {
  it('lets an admin write a sales remark with an image: stored, linked, listed and in the history', async () => {
    const response = await call(
      DEMO_USERS.admin,
      'POST',
      notes(draft, 0),
      body({ FileBase64: PNG.toString('base64'), FileName: 'Vrata spredaj.PNG' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const remark = remarkSchema.parse(response.json());
    expect(remark).toMatchObject({
      SalesComment: 'Check the hinge side on site.',
      CommentImageName: 'Vrata spredaj.PNG',
      CanDelete: true,
      User: expect.stringMatching(/\S/),
    });
    expect(remark.InstallerComment).toBeUndefined();
    const [row] = await remarksIn(draft);
    expect(row?.imageKey).toMatch(new RegExp(`^remarks/${draft.id}/[0-9a-f-]{36}\\.png$`));
    expect(row?.imageContentType).toBe('image/png');
    // The link opens the image without a bearer token.
    const image = await app.inject({ url: remark.CommentImageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toContain('filename="Vrata spredaj.PNG"');
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);
    const [entry] = await historyOf(draft);
    expect(entry).toMatchObject({
      type: 'salesRemarkAdded',
      text: 'Check the hinge side on site.',
      value: 'Vrata spredaj.PNG',
      documentConfigurationId: draft.id,
    });
  });

  it('lets sales write a sales remark without an image, and takes JPEG and BMP images', async () => {
    const plain = await call(DEMO_USERS.sales, 'POST', notes(draft, 0), body({ Comment: '  Measure again.  ' }));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({
      SalesComment: 'Measure again.',
      CommentImageUrl: null,
      CommentImageName: null,
    });
    for (const [bytes, name, type] of [
      [JPEG, 'photo.jpeg', 'image/jpeg'],
      [bmp(), 'scan.Bmp', 'image/bmp'],
      [JPEG, 'data-url.jpg', 'image/jpeg'],
    ] as const) {
      const base64 =
        name === 'data-url.jpg' ? `data:image/jpeg;base64,${bytes.toString('base64')}` : bytes.toString('base64');
      const response = await call(
        DEMO_USERS.admin,
        'POST',
        notes(draft, 0),
        body({ FileBase64: base64, FileName: name }),
      );
      expect(response.statusCode, name).toBe(200);
      const image = await app.inject({ url: response.json<Remark>().CommentImageUrl ?? '' });
      expect(image.headers['content-type'], name).toBe(type);
    }
  });

  it('lets an installer write an installer remark, and refuses each role the other kind with 403', async () => {
    const installer = await call(
      DEMO_USERS.installer,
      'POST',
      notes(draft, 1),
      body({ Comment: 'Wall is not plumb.' }),
    );
    expect(installer.statusCode, installer.body).toBe(200);
    expect(installer.json()).toMatchObject({ InstallerComment: 'Wall is not plumb.', CanDelete: true });
    const before = (await remarksIn(draft)).length;
    for (const [email, type] of [
      [DEMO_USERS.installer, 0],
      [DEMO_USERS.admin, 1],
      [DEMO_USERS.sales, 1],
    ] as const) {
      const response = await call(email, 'POST', notes(draft, type), body());
      await expectRefused(response, 403, draft, before);
      expect(response.json().detail).toBe('remarkRoleForbidden');
    }
  });

  it('refuses a read-only document with 409 and stores nothing', async () => {
    const response = await call(
      DEMO_USERS.admin,
      'POST',
      notes(confirmed, 0),
      body({ FileBase64: PNG.toString('base64'), FileName: 'a.png' }),
    );
    await expectRefused(response, 409, confirmed, 0);
    expect(response.json().detail).toBe('documentReadOnly');
  });

  it('refuses a foreign tenant, another brand partner, anonymous callers and customers', async () => {
    const before = (await remarksIn(draft)).length;
    await expectRefused(await call(DEALER, 'POST', notes(draft, 0), body()), 403, draft, before);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', notes(draft, 0), body({ BrandPartnerId: SECOND_BRAND_PARTNER_ID })),
      403,
      draft,
      before,
    );
    await expectRefused(await call(DEMO_USERS.sales, 'POST', notes(secondBrand, 0), body()), 403, secondBrand, 0);
    await expectRefused(await call(null, 'POST', notes(draft, 0), body()), 401, draft, before);
    await expectRefused(await call(DEMO_USERS.customer, 'POST', notes(draft, 0), body()), 403, draft, before);
    const unknown = await call(DEMO_USERS.admin, 'POST', notes({ id: DEMO_IDS.partnerDealer }, 0), body());
    expect(unknown.statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const before = (await remarksIn(draft)).length;
    const cases: [object, string, string][] = [
      [body({ Comment: '' }), notes(draft, 0), 'body.Comment'],
      [body({ Comment: '   ' }), notes(draft, 0), 'body.Comment'],
      [body({ Comment: 'x'.repeat(2001) }), notes(draft, 0), 'body.Comment'],
      [body({ Comment: 'a\u0000b' }), notes(draft, 0), 'body.Comment'],
      [{ Comment: 'no partner' }, notes(draft, 0), 'body.BrandPartnerId'],
      [body({ FileBase64: PNG.toString('base64'), FileName: 'notes.txt' }), notes(draft, 0), 'body.FileName'],
      [body({ FileBase64: PNG.toString('base64') }), notes(draft, 0), 'body.FileName'],
      [body({ FileBase64: 'not base64!', FileName: 'a.png' }), notes(draft, 0), 'body.FileBase64'],
      [body(), `document/configuration/${draft.id}/notes?type=2`, 'querystring.type'],
      [body(), `document/configuration/${draft.id}/notes`, 'querystring.type'],
      [body(), 'document/configuration/not-a-guid/notes?type=0', 'params.id'],
    ];
    for (const [payload, url, field] of cases) {
      const response = await call(DEMO_USERS.admin, 'POST', url, payload);
      expect(response.statusCode, `${field} ${response.body}`).toBe(400);
      expect(response.json().detail, field).toContain(field);
    }
    expect(await remarksIn(draft)).toHaveLength(before);
  });

  it('refuses a file named like an image whose content is not one (400 naming FileBase64)', async () => {
    const before = (await remarksIn(draft)).length;
    for (const content of [
      Buffer.from('just some text, not a picture'),
      Buffer.from('<svg xmlns="x"/>'),
      Buffer.from('BM'),
    ]) {
      const response = await call(
        DEMO_USERS.admin,
        'POST',
        notes(draft, 0),
        body({ FileBase64: content.toString('base64'), FileName: 'door.png' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'FileBase64', Message: expect.stringContaining('not an image') });
    }
    expect(await remarksIn(draft)).toHaveLength(before);
  });

  it('takes an image of 10 MB and refuses a larger one (400 after decoding, 413 past the body limit)', async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024);
    PNG.copy(tenMegabytes);
    const fits = await call(
      DEMO_USERS.admin,
      'POST',
      notes(otherDraft, 0),
      body({ FileBase64: tenMegabytes.toString('base64'), FileName: 'big.png' }),
    );
    expect(fits.statusCode, fits.body.slice(0, 200)).toBe(200);
    const over = Buffer.concat([tenMegabytes, Buffer.alloc(30)]);
    const tooLarge = await call(
      DEMO_USERS.admin,
      'POST',
      notes(otherDraft, 0),
      body({ FileBase64: over.toString('base64'), FileName: 'big.png' }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ detail: 'FileBase64' });
    const huge = Buffer.alloc(REMARK_BODY_LIMIT);
    const cutOff = await call(
      DEMO_USERS.admin,
      'POST',
      notes(otherDraft, 0),
      body({ FileBase64: huge.toString('base64'), FileName: 'huge.png' }),
    );
    expect(cutOff.statusCode).toBe(413);
    expect(await remarksIn(otherDraft)).toHaveLength(1);
  });

  it('leaves no row and no history entry when the upload fails', async () => {
    const before = (await remarksIn(draft)).length;
    const historyBefore = (await historyOf(draft)).length;
    failing.nextPut = true;
    const response = await call(
      DEMO_USERS.admin,
      'POST',
      notes(draft, 0),
      body({ FileBase64: PNG.toString('base64'), FileName: 'lost.png' }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe('imageNotStored');
    expect(await remarksIn(draft)).toHaveLength(before);
    expect(await historyOf(draft)).toHaveLength(historyBefore);
  });
});

describe('GET /document/configuration/{id}/notes', () => {
  it('lists the remarks of one kind, newest first, with CanDelete per caller', async () => {
    const sales = await list(DEMO_USERS.admin, draft, 0);
    expect(sales.length).toBe(5);
    expect(sales.every((remark) => remark.SalesComment && remark.InstallerComment === undefined)).toBe(true);
    const dates = sales.map((remark) => remark.Date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Admins and sales may delete every sales remark; installers have no sales remarks page (§2) and are refused.
    expect(sales.every((remark) => remark.CanDelete)).toBe(true);
    expect((await list(DEMO_USERS.sales, draft, 0)).every((remark) => remark.CanDelete)).toBe(true);
    expect((await call(DEMO_USERS.installer, 'GET', notes(draft, 0))).statusCode).toBe(403);
    // The installer's remark: only its author may delete it.
    const [installerRemark] = await list(DEMO_USERS.installer, draft, 1);
    expect(installerRemark).toMatchObject({ InstallerComment: 'Wall is not plumb.', CanDelete: true });
    expect((await list(DEMO_USERS.admin, draft, 1))[0]?.CanDelete).toBe(false);
  });

  it('shows no delete on a read-only document', async () => {
    await db.insert(documentConfigurationRemarks).values({
      documentConfigurationId: confirmed.id,
      type: 0,
      comment: 'Written before confirmation.',
      userId: DEMO_IDS.userAdmin,
    });
    const [remark] = await list(DEMO_USERS.admin, confirmed, 0);
    expect(remark).toMatchObject({ SalesComment: 'Written before confirmation.', CanDelete: false });
  });

  it('refuses a foreign tenant, anonymous callers, an unknown configuration and a bad type', async () => {
    expect((await call(DEALER, 'GET', notes(draft, 0))).statusCode).toBe(403);
    expect((await call(DEMO_USERS.sales, 'GET', notes(secondBrand, 0))).statusCode).toBe(403);
    expect((await call(null, 'GET', notes(draft, 0))).statusCode).toBe(401);
    expect((await call(DEMO_USERS.admin, 'GET', notes({ id: DEMO_IDS.partnerDealer }, 0))).statusCode).toBe(404);
    const bad = await call(DEMO_USERS.admin, 'GET', `document/configuration/${draft.id}/notes?type=sales`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('querystring.type');
  });
});

describe('writes to a read-only document', () => {
  const documentOf = async () => {
    const [row] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, draft.documentId));
    return row as typeof salesDocuments.$inferSelect;
  };

  it('are refused with 409 for every read-only reason, upload nothing and change nothing', async () => {
    const original = await documentOf();
    const [existing] = await list(DEMO_USERS.admin, draft, 0);
    const remarkId = existing?.SalesDocumentConfigurationCommentId ?? '';
    const reasons: [string, () => Promise<unknown>][] = [
      ...(
        ['archived', 'confirmed', 'confirmedOem', 'sendingToProduction', 'sentToProduction', 'forwarded'] as const
      ).map((status): [string, () => Promise<unknown>] => [
        status,
        () =>
          db
            .update(salesDocuments)
            .set({ statusId: DOCUMENT_STATUS_IDS[status] })
            .where(eq(salesDocuments.id, draft.documentId)),
      ]),
      ...(['closed', 'sending', 'sent'] as const).map((status): [string, () => Promise<unknown>] => [
        `project ${status}`,
        () =>
          db.update(projects).set({ statusId: PROJECT_STATUS_IDS[status] }).where(eq(projects.id, original.projectId)),
      ]),
      [
        'inquiry',
        () =>
          db
            .update(salesDocuments)
            .set({ typeId: DOCUMENT_TYPE_IDS.inquiry })
            .where(eq(salesDocuments.id, draft.documentId)),
      ],
    ];
    for (const [reason, makeReadOnly] of reasons) {
      await makeReadOnly();
      const before = await remarksIn(draft);
      const historyBefore = (await historyOf(draft)).length;
      const puts = hooks.puts.length;
      const created = await call(
        DEMO_USERS.admin,
        'POST',
        notes(draft, 0),
        body({ FileBase64: PNG.toString('base64'), FileName: 'late.png' }),
      );
      expect(created.statusCode, reason).toBe(409);
      expect(created.json().detail, reason).toBe('documentReadOnly');
      const installer = await call(DEMO_USERS.installer, 'POST', notes(draft, 1), body({ Comment: 'late' }));
      expect(installer.statusCode, reason).toBe(409);
      const removed = await call(
        DEMO_USERS.admin,
        'DELETE',
        `document/configuration/${draft.id}/notes/${remarkId}?brandPartnerId=${BPI}`,
      );
      expect(removed.statusCode, reason).toBe(409);
      expect(
        (await list(DEMO_USERS.admin, draft, 0)).some((remark) => remark.CanDelete),
        reason,
      ).toBe(false);
      expect(hooks.puts.length, reason).toBe(puts);
      expect(await remarksIn(draft), reason).toEqual(before);
      expect(await historyOf(draft), reason).toHaveLength(historyBefore);
      await db
        .update(salesDocuments)
        .set({ statusId: original.statusId, typeId: original.typeId })
        .where(eq(salesDocuments.id, draft.documentId));
      await db.update(projects).set({ statusId: PROJECT_STATUS_IDS.active }).where(eq(projects.id, original.projectId));
    }
  });

  it('are refused when the document turns read-only during the upload, and the uploaded image is removed', async () => {
    const original = await documentOf();
    const before = await remarksIn(draft);
    let uploaded = '';
    hooks.duringPut = async (key) => {
      uploaded = key;
      await db
        .update(salesDocuments)
        .set({ statusId: DOCUMENT_STATUS_IDS.confirmed })
        .where(eq(salesDocuments.id, draft.documentId));
    };
    try {
      const response = await call(
        DEMO_USERS.admin,
        'POST',
        notes(draft, 0),
        body({ FileBase64: PNG.toString('base64'), FileName: 'raced.png' }),
      );
      expect(response.statusCode).toBe(409);
    } finally {
      hooks.duringPut = null;
      await db
        .update(salesDocuments)
        .set({ statusId: original.statusId })
        .where(eq(salesDocuments.id, draft.documentId));
    }
    expect(uploaded).toMatch(/^remarks\//);
    expect(await store.get(uploaded)).toBeNull();
    expect(await remarksIn(draft)).toEqual(before);
  });
});

describe('DELETE /document/configuration/{id}/notes/{noteId}', () => {
  const remove = (email: string | null, line: { id: string }, noteId: string, brandPartnerId = BPI) =>
    call(email, 'DELETE', `document/configuration/${line.id}/notes/${noteId}?brandPartnerId=${brandPartnerId}`);

  it('lets the author delete a remark with its image, and writes history', async () => {
    const [withImage] = (await list(DEMO_USERS.admin, draft, 0)).filter(
      (remark) => remark.CommentImageName === 'Vrata spredaj.PNG',
    );
    const id = withImage?.SalesDocumentConfigurationCommentId ?? '';
    const [row] = await db.select().from(documentConfigurationRemarks).where(eq(documentConfigurationRemarks.id, id));
    const response = await remove(DEMO_USERS.admin, draft, id);
    expect(response.statusCode, response.body).toBe(204);
    expect(await db.select().from(documentConfigurationRemarks).where(eq(documentConfigurationRemarks.id, id))).toEqual(
      [],
    );
    expect(await store.get(row?.imageKey ?? '')).toBeNull();
    expect((await app.inject({ url: withImage?.CommentImageUrl ?? '' })).statusCode).toBe(404);
    const [entry] = await historyOf(draft);
    expect(entry).toMatchObject({ type: 'salesRemarkDeleted', value: 'Vrata spredaj.PNG' });
  });

  it("lets admins and sales delete another's sales remark, but not the installer", async () => {
    const [fromSales] = (await list(DEMO_USERS.admin, draft, 0)).filter(
      (remark) => remark.SalesComment === 'Measure again.',
    );
    const id = fromSales?.SalesDocumentConfigurationCommentId ?? '';
    const before = (await remarksIn(draft)).length;
    const refused = await remove(DEMO_USERS.installer, draft, id);
    await expectRefused(refused, 403, draft, before);
    expect(refused.json().detail).toBe('remarkDeleteForbidden');
    expect((await remove(DEMO_USERS.admin, draft, id)).statusCode).toBe(204);
  });

  it("refuses an admin the installer's remark; the installer deletes it", async () => {
    const [remark] = await list(DEMO_USERS.installer, draft, 1);
    const id = remark?.SalesDocumentConfigurationCommentId ?? '';
    const before = (await remarksIn(draft)).length;
    await expectRefused(await remove(DEMO_USERS.admin, draft, id), 403, draft, before);
    expect((await remove(DEMO_USERS.installer, draft, id)).statusCode).toBe(204);
    expect((await historyOf(draft))[0]).toMatchObject({ type: 'installerRemarkDeleted', text: 'Wall is not plumb.' });
  });

  it('refuses a read-only document with 409, a foreign tenant or brand partner with 403, unknown remarks with 404', async () => {
    const [readOnly] = await list(DEMO_USERS.admin, confirmed, 0);
    const readOnlyId = readOnly?.SalesDocumentConfigurationCommentId ?? '';
    const conflict = await remove(DEMO_USERS.admin, confirmed, readOnlyId);
    await expectRefused(conflict, 409, confirmed, 1);
    expect(conflict.json().detail).toBe('documentReadOnly');

    const [remark] = await list(DEMO_USERS.admin, draft, 0);
    const id = remark?.SalesDocumentConfigurationCommentId ?? '';
    const before = (await remarksIn(draft)).length;
    await expectRefused(await remove(DEALER, draft, id), 403, draft, before);
    await expectRefused(await remove(DEMO_USERS.admin, draft, id, SECOND_BRAND_PARTNER_ID), 403, draft, before);
    await expectRefused(await remove(null, draft, id), 401, draft, before);
    // A remark of another configuration, an unknown remark and a bad id.
    await expectRefused(await remove(DEMO_USERS.admin, otherDraft, id), 404, draft, before);
    await expectRefused(await remove(DEMO_USERS.admin, draft, DEMO_IDS.partnerDealer), 404, draft, before);
    const bad = await call(DEMO_USERS.admin, 'DELETE', `document/configuration/${draft.id}/notes/${id}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('querystring.brandPartnerId');
  });
});
