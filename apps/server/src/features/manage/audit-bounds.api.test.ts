import { createHash, randomBytes } from 'node:crypto';
import { AUDIT_PAGE_MAX_BYTES, DEFAULT_BRAND_PARTNER_ID, type ManagedBrandPartner } from '@door/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/execute-rows';
import { auditEntries } from '#server/db/schema';
import { AUDIT_BOUNDS, recordAudit } from '#server/services/audit-log';
import { buildTestApp } from '#server/test/build-test-app';
import { storefrontBodyOf } from '#server/test/manage-bodies';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { createAuditRepository } from './audit.repository';

// Issue 37, finding 7: each logo save wrote ≈ 1.1 MB to the audit log (the pictures before and after); after a few
// hundred the CSV export answered 500 ("Invalid string length") and a list page of 200 was hundreds of MB.

const { app, database } = await buildTestApp();
afterAll(() => app.close());
const authorization = (await signIn(app, DEMO_USERS.oem)).authorization;
const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A 190 KB PNG logo (its signature and noise) as a data address, and its bytes. */
const bigLogo = () => {
  const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(190_000)]);
  return { bytes, url: `data:image/png;base64,${bytes.toString('base64')}` };
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let storefront = (await call('GET', `manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`)).json<ManagedBrandPartner>();
/** Saves the storefront with a new header logo; returns the logo's bytes. */
const saveLogo = async () => {
  const logo = bigLogo();
  const saved = await call(
    'PUT',
    `manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`,
    storefrontBodyOf(storefront, { Style: { ...storefront.Style, HeaderLogo: logo.url } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  storefront = saved.json<ManagedBrandPartner>();
  return logo.bytes;
};

type Entry = { Action: string; EntityId: string; Before: Record<string, unknown>; After: Record<string, unknown> };

describe('finding 7: audit entries stay small', () => {
  it('writes a logo save as an entry of a few hundred bytes naming the pictures by hash and size', async () => {
    const first = await saveLogo();
    const second = await saveLogo();
    const [row] = await executeRows<{ before: number; after: number }>(
      database.db,
      sql`select octet_length(before::text) as before, octet_length(after::text) as after from audit_entries
        where action = 'brandPartner.update' order by created_at desc, id desc limit 1`,
    );
    // The whole storefront before and after, each well under 4 KB, where the logos alone were 500 KB.
    expect(Number(row?.before)).toBeLessThan(4_000);
    expect(Number(row?.after)).toBeLessThan(4_000);

    const page = (await call('GET', 'manage/audit?action=brandPartner.update&pageSize=1')).json<{ Items: Entry[] }>();
    const entry = page.Items[0] as Entry;
    expect((entry.Before.Style as Record<string, unknown>).HeaderLogo).toEqual({
      picture: 'image/png',
      sha256: sha256(first),
      bytes: first.length,
    });
    expect((entry.After.Style as Record<string, unknown>).HeaderLogo).toEqual({
      picture: 'image/png',
      sha256: sha256(second),
      bytes: second.length,
    });
  });

  it('refuses in the database an entry over its bound', async () => {
    const refusal = await database.db
      .insert(auditEntries)
      .values({
        action: 'user.update',
        entityType: 'user',
        entityId: 'x',
        before: { text: 'x'.repeat(AUDIT_BOUNDS.storedMaxBytes) },
      })
      .then(
        () => 'stored',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refusal).toMatch(/audit_entries_before_bounded/);
  });

  it('answers the CSV export of 300 large saves with 200, streamed in pieces, each entry a line of hashes', async () => {
    // 30 saves through the API, and 270 more entries as the storefront service records them (faster to write).
    for (let index = 0; index < 30; index += 1) {
      await saveLogo();
    }
    const style = storefront.Style;
    for (let index = 0; index < 270; index += 1) {
      await recordAudit(database.db, {
        actorUserId: null,
        action: 'brandPartner.update',
        entityType: 'brandPartner',
        entityId: DEFAULT_BRAND_PARTNER_ID,
        entityName: storefront.Title,
        before: { ...storefront, Style: { ...style, HeaderLogo: bigLogo().url } },
        after: { ...storefront, Style: { ...style, HeaderLogo: bigLogo().url } },
      });
    }
    const response = await call('GET', 'manage/audit/export?action=brandPartner.update');
    expect(response.statusCode).toBe(200);
    // Streamed: sent in chunks as it is read, with no length known in advance.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const lines = response.rawPayload.toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 302);
    expect(lines[1]).toContain('""picture"":""image/png""');
    expect(response.rawPayload.length).toBeLessThan(302 * 8_000);

    // The export reads the log a batch at a time (by the stored time and id: none skipped, none twice).
    const seen = new Set<string>();
    let batches = 0;
    for await (const rows of createAuditRepository().listBatches(database.db, { action: 'brandPartner.update' }, 100)) {
      batches += 1;
      for (const row of rows) {
        seen.add(row.id);
      }
    }
    expect(batches).toBe(4);
    expect(seen.size).toBe(302);
  }, 300_000);

  it('keeps a list page of 200 under its byte bound, also with entries written before the bound', async () => {
    // Many large entries within the bound: 200 of them hold about 3 MB.
    const large = { Footer: { Text: 'Vrata po meri. '.repeat(450) } };
    for (let index = 0; index < 200; index += 1) {
      await database.db
        .insert(auditEntries)
        .values({ action: 'partner.update', entityType: 'partner', entityId: 'large', before: large, after: large });
    }
    // Entries from before the bound (as the hostile run left them): the constraint only checks new rows.
    await database.db.execute(sql`alter table audit_entries drop constraint audit_entries_after_bounded`);
    const legacy = { Style: { HeaderLogo: `data:image/png;base64,${randomBytes(800_000).toString('base64')}` } };
    for (let index = 0; index < 3; index += 1) {
      await database.db
        .insert(auditEntries)
        .values({ action: 'brandPartner.update', entityType: 'brandPartner', entityId: 'legacy', after: legacy });
    }
    const response = await call('GET', 'manage/audit?pageSize=200');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(AUDIT_PAGE_MAX_BYTES + 200 * 1_000);
    const legacyEntry = response.json<{ Items: Entry[] }>().Items.find((item) => item.EntityId === 'legacy');
    expect(legacyEntry?.After).toMatchObject({ omitted: true, bytes: expect.any(Number), sha256: expect.any(String) });
    const items = response.json<{ Items: Entry[] }>().Items;
    expect(items).toHaveLength(200);
    // The first entries up to the bound come whole, the rest as hash and size.
    expect(items.filter((item) => item.EntityId === 'large' && 'Footer' in item.After).length).toBeGreaterThan(20);
    expect(items.filter((item) => item.After?.omitted === true).length).toBeGreaterThan(100);
  });
});
