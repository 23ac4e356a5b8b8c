import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_LIST_TOTAL_CAP,
  DOCUMENT_STATUS_IDS,
  type DocumentListPage,
  type DocumentListRow,
  documentListPageSchema,
  documentListRowSchema,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { createDocumentsRepository, type DocumentListScope, type NameFilter } from './documents.repository';

const { app, database } = await buildTestApp();
const { db } = database;

const DEALER = 'dealer@demo.test';
const tokens = new Map<string, string>();
const auth = async (email: string) => {
  const cached = tokens.get(email);
  if (cached) {
    return cached;
  }
  const { authorization } = await signIn(app, email);
  tokens.set(email, authorization);
  return authorization;
};

const get = async (email: string | null, path: string, language = 'en') =>
  app.inject({
    url: `/api/v1/document/${path}`,
    headers: { 'accept-language': language, ...(email ? { authorization: await auth(email) } : {}) },
  });

const rowsOf = async (email: string, path: string): Promise<DocumentListRow[]> => {
  const response = await get(email, path);
  expect(response.statusCode, response.body).toBe(200);
  return documentListRowSchema.array().parse(response.json());
};

const BPI = DEFAULT_BRAND_PARTNER_ID;
const DAY_MS = 24 * 60 * 60 * 1000;
const ANA = 'Ana Kovač';

describe('GET /document/{bpi}/my…', () => {
  it("lists the caller's documents (salesman or recipient salesman) with every row field, no archived ones", async () => {
    const rows = await rowsOf(DEMO_USERS.admin, `${BPI}/my`);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.Salesman === ANA || row.SalesmanRecipient === ANA)).toBe(true);
    expect(rows.some((row) => row.DocumentStatusId === DOCUMENT_STATUS_IDS.archived)).toBe(false);
    expect(rows.some((row) => row.Salesman === 'Marko Novak')).toBe(false);
    const row = rows[0] as DocumentListRow;
    expect(row.DocumentNumber).toMatch(/^\d{4}-\d{5}$/);
    expect(row.Currency).toBe('EUR');
    expect(row.PartnerName).toBe('Alpina Prodaja d.o.o.');
    // Newest change first.
    const times = rows.map((item) => Date.parse(item.DocumentLastChanged));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('adds archived documents with All and keeps only recent ones of active projects with Limit', async () => {
    // The demo's one archived document belongs to sales.
    const salesPlain = await rowsOf(DEMO_USERS.sales, `${BPI}/my`);
    const salesWithArchived = await rowsOf(DEMO_USERS.sales, `${BPI}/myAll`);
    expect(salesWithArchived.length).toBe(salesPlain.length + 1);
    expect(salesWithArchived.some((row) => row.DocumentStatusId === DOCUMENT_STATUS_IDS.archived)).toBe(true);
    const plain = await rowsOf(DEMO_USERS.admin, `${BPI}/my`);
    const limited = await rowsOf(DEMO_USERS.admin, `${BPI}/myLimit`);
    expect(limited.length).toBeLessThan(plain.length);
    expect(limited.every((row) => row.ProjectStatusId === PROJECT_STATUS_IDS.active)).toBe(true);
    expect(limited.every((row) => Date.now() - Date.parse(row.DocumentLastChanged) < 180 * DAY_MS)).toBe(true);
    expect(plain.some((row) => row.ProjectStatusId === PROJECT_STATUS_IDS.closed)).toBe(true);
    expect(plain.some((row) => Date.now() - Date.parse(row.DocumentLastChanged) > 180 * DAY_MS)).toBe(true);
    const both = await rowsOf(DEMO_USERS.sales, `${BPI}/myAllLimit`);
    const salesLimited = await rowsOf(DEMO_USERS.sales, `${BPI}/myLimit`);
    expect(both.length).toBe(salesLimited.length + 1);
  });

  it('refuses the my list to installers (403), customers (403) and anonymous callers (401)', async () => {
    expect((await get(DEMO_USERS.installer, `${BPI}/my`)).statusCode).toBe(403);
    expect((await get(DEMO_USERS.customer, `${BPI}/myAll`)).statusCode).toBe(403);
    expect((await get(null, `${BPI}/my`)).statusCode).toBe(401);
  });
});

describe('GET /document/{bpi}/all…', () => {
  it("shows a parent partner its own and its child partner's documents, strangers' never", async () => {
    const rows = await rowsOf(DEMO_USERS.admin, `${BPI}/all`);
    const partnersShown = new Set(rows.map((row) => row.PartnerName));
    expect(partnersShown).toEqual(new Set(['Alpina Prodaja d.o.o.', 'Mizarstvo Novak s.p.']));
    expect(rows.some((row) => row.Salesman === 'Marko Novak')).toBe(true);
    const received = rows.find((row) => row.PartnerName === 'Mizarstvo Novak s.p.' && row.InitialSalesDocumentId);
    expect(received?.InitialSalesDocumentNumber).toMatch(/^\d{4}-\d{5}$/);
    expect(rows.find((row) => row.SalesDocumentId === received?.InitialSalesDocumentId)?.RecipientPartnerName).toBe(
      'Mizarstvo Novak s.p.',
    );
  });

  it('shows a child partner only its own documents', async () => {
    const rows = await rowsOf(DEALER, `${BPI}/all`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.PartnerName))).toEqual(new Set(['Mizarstvo Novak s.p.']));
  });

  it('gives sales and installers the all list', async () => {
    const sales = await rowsOf(DEMO_USERS.sales, `${BPI}/all`);
    expect(sales.some((row) => row.Salesman === ANA)).toBe(true);
    const installer = await rowsOf(DEMO_USERS.installer, `${BPI}/allAllLimit`);
    expect(installer.length).toBeGreaterThan(0);
  });

  it('sums configuration price × quantity and marks errors of the document or a configuration', async () => {
    const rows = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
    // The demo's one- and two-line documents: Σ quantity × unit price of their lines.
    const lines = await db.select().from(salesDocumentConfigurations);
    const linesOf = (id: string) => lines.filter((line) => line.documentId === id);
    const sumOf = (id: string) => linesOf(id).reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0) / 100;
    for (const count of [1, 2]) {
      const sized = rows.filter((row) => linesOf(row.SalesDocumentId).length === count);
      expect(
        sized.some((row) => row.TotalPriceWithTax === sumOf(row.SalesDocumentId) && row.TotalPriceWithTax > 0),
      ).toBe(true);
    }
    const errorStatus = rows.find((row) => row.DocumentStatusId === DOCUMENT_STATUS_IDS.errorCloning);
    expect(errorStatus?.IsAnyError).toBe(true);
    const draftInError = rows.filter(
      (row) =>
        row.DocumentStatusId === DOCUMENT_STATUS_IDS.draft &&
        linesOf(row.SalesDocumentId).some((line) => line.statusId === DOCUMENT_STATUS_IDS.errorTechnicalDocumentation),
    );
    expect(draftInError.map((row) => row.IsAnyError)).toEqual([true]);
    expect(rows.find((row) => row.DocumentStatusId === DOCUMENT_STATUS_IDS.confirmed)?.IsAnyError).toBe(false);
  });

  it('names types, statuses and project statuses in the caller language', async () => {
    const response = await get(DEMO_USERS.admin, `${BPI}/all`, 'de');
    const rows = documentListRowSchema.array().parse(response.json());
    expect(rows.map((row) => row.ProjectStatus)).toContain('Aktiv');
  });

  it("strips the literal text 'null' from partner names", async () => {
    await db.update(partners).set({ name: 'Mizarstvo null Novak' }).where(eq(partners.id, DEMO_IDS.partnerDealer));
    const rows = await rowsOf(DEMO_USERS.admin, `${BPI}/all`);
    expect(rows.some((row) => row.PartnerName === 'Mizarstvo  Novak')).toBe(true);
    await db.update(partners).set({ name: 'Mizarstvo Novak s.p.' }).where(eq(partners.id, DEMO_IDS.partnerDealer));
  });

  it('refuses a brand partner the caller does not act for, and changes nothing', async () => {
    const before = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(salesDocuments);
    expect((await get(DEMO_USERS.sales, `${SECOND_BRAND_PARTNER_ID}/all`)).statusCode).toBe(403);
    expect((await get(DEALER, `${SECOND_BRAND_PARTNER_ID}/my`)).statusCode).toBe(403);
    const after = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(salesDocuments);
    expect(after).toEqual(before);
  });
});

describe('filter, sort and paging extension', () => {
  const repository = createDocumentsRepository(db);
  const adminScope: DocumentListScope = {
    brandPartnerId: BPI,
    partnerId: DEMO_IDS.partnerDistributor,
    userId: DEMO_IDS.userAdmin,
    view: 'all',
    includeArchived: true,
    limited: false,
    lang: 'en',
  };
  const page = async (query: string): Promise<DocumentListPage> => {
    const response = await get(DEMO_USERS.admin, `${BPI}/allAll?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return documentListPageSchema.parse(response.json());
  };

  it('pages with a total and keeps the plain call a plain array', async () => {
    const all = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
    const first = await page('page=1&pageSize=5');
    expect(first.Items).toHaveLength(5);
    expect(first.Total).toBe(all.length);
    const last = await page(`page=${Math.ceil(all.length / 5)}&pageSize=5`);
    expect(last.Items.length).toBe(all.length - 5 * (Math.ceil(all.length / 5) - 1));
    const ids = new Set([...first.Items, ...last.Items].map((row) => row.SalesDocumentId));
    expect(ids.size).toBe(first.Items.length + last.Items.length);
    expect((await page('page=2')).PageSize).toBe(10);
  });

  it('sorts numbers as numbers and filters case-insensitively by the shown text', async () => {
    const sorted = await page('pageSize=100&sort=TotalPriceWithTax&order=asc');
    const prices = sorted.Items.map((row) => row.TotalPriceWithTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byProject = await page('pageSize=100&sort=ProjectNumber&order=desc');
    const numbers = byProject.Items.map((row) => row.ProjectNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const filtered = await page(`pageSize=100&${encodeURIComponent('filter[PartnerName]')}=MIZARSTVO`);
    expect(filtered.Total).toBeGreaterThan(0);
    expect(filtered.Items.every((row) => row.PartnerName === 'Mizarstvo Novak s.p.')).toBe(true);
    // A filter with few matches reads them through its index and sorts them: same order as the unfiltered walk.
    const filteredByPrice = await page(
      `pageSize=100&sort=TotalPriceWithTax&order=desc&${encodeURIComponent('filter[PartnerName]')}=MIZARSTVO`,
    );
    const descending = await page('pageSize=100&sort=TotalPriceWithTax&order=desc');
    expect(filteredByPrice.Items.map((row) => row.SalesDocumentId)).toEqual(
      descending.Items.filter((row) => row.PartnerName === 'Mizarstvo Novak s.p.').map((row) => row.SalesDocumentId),
    );
    const shown = (descending.Items[0] as DocumentListRow).TotalPriceWithTax;
    const priced = await page(`pageSize=100&${encodeURIComponent('filter[TotalPriceWithTax]')}=${shown.toFixed(2)}`);
    expect(priced.Items.every((row) => row.TotalPriceWithTax === shown)).toBe(true);
    expect(priced.Total).toBeGreaterThan(0);
    const wildcard = await page(`pageSize=100&${encodeURIComponent('filter[Commission]')}=%25`);
    expect(wildcard.Total).toBe(0);
  });

  it('filters company, contact and commission case-insensitively, also by letters outside ASCII', async () => {
    const [row] = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
    const id = (row as DocumentListRow).SalesDocumentId;
    const [before] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, id));
    const matchesOf = async (column: string, text: string) =>
      (await page(`pageSize=100&${encodeURIComponent(`filter[${column}]`)}=${encodeURIComponent(text)}`)).Items.map(
        (item) => item.SalesDocumentId,
      );
    await db
      .update(salesDocuments)
      .set({
        contactCompanyName: 'Čebelarstvo Žužek d.o.o.',
        contactFirstName: 'Špela',
        contactLastName: 'Šuštar',
        commission: 'Kom-Č 7',
      })
      .where(eq(salesDocuments.id, id));
    try {
      expect(await matchesOf('CompanyName', 'ČEBELARSTVO ž')).toEqual([id]);
      expect(await matchesOf('ContactName', 'špela šU')).toEqual([id]);
      expect(await matchesOf('Commission', 'kom-č')).toEqual([id]);
      expect(await matchesOf('CompanyName', 'cebelarstvo')).toEqual([]);
    } finally {
      await db
        .update(salesDocuments)
        .set({
          contactCompanyName: before?.contactCompanyName,
          contactFirstName: before?.contactFirstName,
          contactLastName: before?.contactLastName,
          commission: before?.commission,
        })
        .where(eq(salesDocuments.id, id));
    }
  });

  it("reads a name filter's documents through the names it matches: the same page as through the trigram index", async () => {
    const scope = adminScope;
    const [row] = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
    const id = (row as DocumentListRow).SalesDocumentId;
    const [before] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, id));
    // A renamed document's new name is remembered by the update's trigger.
    await db.update(salesDocuments).set({ contactCompanyName: 'Steklarstvo Zupan' }).where(eq(salesDocuments.id, id));
    try {
      const windows: [NameFilter, string][] = [
        ['CompanyName', 'zupan'],
        ['CompanyName', 'd.o.o'],
        ['ContactName', 'a'],
        ['ContactName', 'nobody at all'],
      ];
      for (const [filter, text] of windows) {
        for (const sort of ['DocumentLastChanged', 'TotalPriceWithTax', 'CompanyName'] as const) {
          const window = { filters: { [filter]: text }, project: undefined, sort, order: 'desc' as const, page: null };
          const page = { offset: 0, limit: 100 };
          const byNames = await repository.fewMatchesPage(scope, window, page, new Set([filter]));
          expect(byNames, `${filter} ${text} ${sort}`).toEqual(
            await repository.fewMatchesPage(scope, window, page, new Set()),
          );
          if (text === 'zupan') {
            expect(byNames.ids).toEqual([id]);
          }
        }
        expect(await repository.estimateNames(BPI, filter, text)).toBeGreaterThan(0);
      }
    } finally {
      await db
        .update(salesDocuments)
        .set({ contactCompanyName: before?.contactCompanyName })
        .where(eq(salesDocuments.id, id));
    }
  });

  it('sorts by a filtered column in the same order as the unfiltered list, on every page', async () => {
    const rowsBy = async (query: string) => {
      const rows: DocumentListRow[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const next = await page(`page=${pageNumber}&pageSize=3&${query}`);
        rows.push(...next.Items);
        if (next.Items.length < 3) {
          return rows;
        }
      }
    };
    for (const [column, text] of [
      ['ContactName', 'a'],
      ['DocumentNumber', '-0'],
      ['Commission', ''],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const all = await rowsBy(`sort=${column}&order=${order}`);
        const filter = text ? `&${encodeURIComponent(`filter[${column}]`)}=${encodeURIComponent(text)}` : '';
        const filtered = await rowsBy(`sort=${column}&order=${order}${filter}`);
        expect(filtered.map((row) => row.SalesDocumentId)).toEqual(
          all
            .filter((row) => String(row[column]).toLowerCase().includes(text.toLowerCase()))
            .map((row) => row.SalesDocumentId),
        );
        // The demo's few documents are read through the filter's index; a dense filter walks, or, filtering the
        // sorted column, sorts its matches: the same page each way.
        const window = { filters: { [column]: text }, project: undefined, sort: column, order, page: null } as const;
        for (const slice of [
          { offset: 0, limit: 5 },
          { offset: 5, limit: 5 },
        ]) {
          const few = await repository.fewMatchesPage(adminScope, window, slice, new Set());
          expect(await repository.walkPage(adminScope, window, slice)).toEqual({
            ids: few.ids,
            total: few.total ?? (await repository.countRows(adminScope, window)),
          });
        }
      }
    }
  });

  it("sorts by a type's, status's or partner's name through each one's documents: the page a full sort gives", async () => {
    for (const sort of ['DocumentStatusName', 'DocumentTypeName', 'PartnerName'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        for (const filters of [{}, { CompanyName: 'd' }]) {
          const window = { filters, project: undefined, sort, order, page: null };
          for (const slice of [
            { offset: 0, limit: 4 },
            { offset: 4, limit: 4 },
            { offset: 12, limit: 10 },
          ]) {
            const sorted = await repository.fewMatchesPage(adminScope, window, slice, new Set());
            const walked = await repository.walkPage(adminScope, window, slice);
            expect(walked.ids, `${sort} ${order} ${JSON.stringify(filters)} ${slice.offset}`).toEqual(sorted.ids);
          }
        }
      }
    }
  });

  it('presets a project filter', async () => {
    const all = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
    const projectNumber = (all[0] as DocumentListRow).ProjectNumber;
    const response = await get(DEMO_USERS.admin, `${BPI}/allAll?project=${projectNumber}`);
    const rows = documentListRowSchema.array().parse(response.json());
    expect(rows.length).toBe(all.filter((row) => row.ProjectNumber === projectNumber).length);
  });

  it.each([
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['sort=Password', 'sort'],
    ['order=up', 'order'],
    [`${encodeURIComponent('filter[Commission]')}=${'x'.repeat(300)}`, 'filter[Commission]'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(DEMO_USERS.admin, `${BPI}/all?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toContain(field);
  });

  it('answers 400 naming a malformed brand partner id', async () => {
    const response = await get(DEMO_USERS.admin, 'not-a-guid/my');
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toContain('brandPartnerId');
  });

  it('follows configuration and project changes in the stored total and project number', async () => {
    const [line] = await db
      .select({ id: salesDocumentConfigurations.id, documentId: salesDocumentConfigurations.documentId })
      .from(salesDocumentConfigurations)
      .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
      .where(eq(salesDocuments.brandPartnerId, DEFAULT_BRAND_PARTNER_ID))
      .limit(1);
    const document = line as { id: string; documentId: string };
    const rowOf = async () =>
      (await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`)).find((row) => row.SalesDocumentId === document.documentId);
    const before = (await rowOf()) as DocumentListRow;
    // Any writer of a configuration (inquiry, document actions, EDI import) stores the line's totals in its
    // transaction; the database sums them into the document's.
    await db.execute(
      sql`update sales_document_configurations set unit_price_cents = unit_price_cents + 12345 where id = ${document.id}`,
    );
    await refreshLineTotals(db, [document.id]);
    const [{ quantity } = { quantity: 0 }] = await db
      .select({ quantity: salesDocumentConfigurations.quantity })
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.id, document.id));
    const changed = (await rowOf()) as DocumentListRow;
    expect(changed.TotalPriceWithTax).toBeCloseTo(before.TotalPriceWithTax + 123.45 * quantity, 2);
    // A change of the totals is a change of the document.
    expect(Date.parse(changed.DocumentLastChanged)).toBeGreaterThan(Date.parse(before.DocumentLastChanged));
    await db.execute(sql`update projects set number = number + 900000 where id = ${before.ProjectId}`);
    expect((await rowOf())?.ProjectNumber).toBe(before.ProjectNumber + 900000);
    await db.execute(sql`update projects set number = number - 900000 where id = ${before.ProjectId}`);
    await db.execute(
      sql`update sales_document_configurations set unit_price_cents = unit_price_cents - 12345 where id = ${document.id}`,
    );
    await refreshLineTotals(db, [document.id]);
    expect({ ...(await rowOf()), DocumentLastChanged: before.DocumentLastChanged }).toEqual(before);
  });

  it('caps Total at DOCUMENT_LIST_TOTAL_CAP and still pages and lists every document', async () => {
    const [template] = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
    const extra = DOCUMENT_LIST_TOTAL_CAP + 5;
    await db.execute(sql`
      insert into sales_documents (project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id)
      select d.project_id, d.brand_partner_id, d.type_id, d.status_id, 1990, i, d.owner_partner_id
      from generate_series(1, ${extra}) as i, sales_documents d where d.id = ${(template as DocumentListRow).SalesDocumentId}`);
    try {
      const all = await rowsOf(DEMO_USERS.admin, `${BPI}/allAll`);
      expect(all.length).toBeGreaterThan(DOCUMENT_LIST_TOTAL_CAP);
      const first = await page('page=1&pageSize=10');
      expect(first.Total).toBe(DOCUMENT_LIST_TOTAL_CAP);
      expect(first.Items).toHaveLength(10);
      const beyond = await page(`page=${DOCUMENT_LIST_TOTAL_CAP / 10 + 1}&pageSize=10`);
      expect(beyond.Items).toHaveLength(10);
      // A filter with more matches than the cap (fewer than FEW_MATCHES_MAX): read through its index, sorted, the
      // Total capped; a page past its last match is empty and still counted.
      const numberFilter = `${encodeURIComponent('filter[DocumentNumber]')}=1990-`;
      const newest = await page(`page=1&pageSize=10&sort=DocumentNumber&order=desc&${numberFilter}`);
      expect(newest.Total).toBe(DOCUMENT_LIST_TOTAL_CAP);
      expect(newest.Items.map((row) => row.DocumentNumber)).toEqual(
        Array.from({ length: 10 }, (_, index) => `1990-${String(extra - index).padStart(5, '0')}`),
      );
      const second = await page(`page=2&pageSize=10&sort=DocumentNumber&order=asc&${numberFilter}`);
      expect(second.Items.map((row) => row.DocumentNumber)[0]).toBe('1990-00011');
      const past = await page(`page=1000&pageSize=10&${numberFilter}`);
      expect(past.Items).toEqual([]);
      expect(past.Total).toBe(DOCUMENT_LIST_TOTAL_CAP);
      const few = await page(`page=1&pageSize=10&${encodeURIComponent('filter[DocumentNumber]')}=1990-0200`);
      expect(few.Total).toBe(6);
    } finally {
      await db.delete(salesDocuments).where(eq(salesDocuments.year, 1990));
    }
  });
});
