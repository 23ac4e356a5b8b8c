import {
  type CatalogueFile,
  catalogueCancelReplySchema,
  catalogueImportReplySchema,
  cataloguePublishReplySchema,
  catalogueScheduledRefusalSchema,
  catalogueVersionsReplySchema,
} from '@door/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const BRAND = DEMO_IDS.brandAlpina;
const NEXT_YEAR = '2099-01-01T00:00:00.000Z';
const YEAR_AFTER = '2100-01-01T00:00:00.000Z';

let token = '';
const oem = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  token ||= (await signIn(app, DEMO_USERS.oem)).authorization;
  return app.inject({
    method,
    url: `/api/v1/catalogue/brands/${BRAND}${url}`,
    headers: {
      authorization: token,
      'accept-language': 'en',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
};

const versions = async () => catalogueVersionsReplySchema.parse((await oem('GET', '/versions')).json());
const exported = async (version: number): Promise<CatalogueFile> => (await oem('GET', `/versions/${version}`)).json();
const current = async () => exported((await versions()).CurrentVersion ?? 0);

/** The models no catalogue test names: their prices change without breaking the file's own tests. */
const untested = (file: CatalogueFile) =>
  file.models.filter((model) => !(file.tests ?? []).some((test) => test.model === model.code));

/** A change of the current catalogue: the base price of its n-th untested model. */
const priced = async (index: number, cents: number) => {
  const file = await current();
  const model = untested(file)[index];
  if (!model) {
    throw new Error(`the catalogue has no untested model ${index}`);
  }
  model.basePriceCents = cents;
  return file;
};
const priceIn = (file: CatalogueFile, index: number) => untested(file)[index]?.basePriceCents;

const importFile = async (file: CatalogueFile, query = '') => {
  const response = await oem('POST', `/versions${query}`, file);
  return { response, reply: response.statusCode === 200 ? catalogueImportReplySchema.parse(response.json()) : null };
};
const scheduleFile = async (file: CatalogueFile, from: string) => {
  const { reply } = await importFile(file, `?publish=true&from=${encodeURIComponent(from)}`);
  expect(reply?.Published?.ValidFrom).toBe(from);
  return reply?.Version as number;
};
const auditOf = async (action: string) =>
  database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, BRAND), like(auditEntries.action, action)));

// Each step imports a whole catalogue: on a loaded machine a test takes more than the default 30 s.
describe('publishing while a later version is scheduled', { timeout: 180_000 }, () => {
  it('warns (409, nothing published), then carries a change into the scheduled version when nothing conflicts', async () => {
    const startVersion = (await versions()).CurrentVersion as number;
    // Next year's prices, scheduled, built on the current version…
    const scheduled = await scheduleFile(await priced(0, 300_100), NEXT_YEAR);
    // …and today's fix of another price.
    const fix = await priced(1, 123_400);
    const before = await versions();
    const { response } = await importFile(fix, '?publish=true');
    expect(response.statusCode).toBe(409);
    const refusal = catalogueScheduledRefusalSchema.parse(response.json());
    expect(refusal.Message).toContain(`Version ${scheduled} is scheduled for 2099-01-01 00:00 UTC`);
    expect(refusal.Scheduled).toEqual([
      { Version: scheduled, ValidFrom: NEXT_YEAR, BasedOn: startVersion, Conflicts: [] },
    ]);
    expect(await versions()).toEqual(before);

    const { reply } = await importFile(fix, '?publish=true&scheduled=merge');
    const fixed = reply?.Version as number;
    const merged = reply?.Scheduled?.Versions[0]?.MergedVersion as number;
    expect(reply?.Scheduled).toEqual({
      Choice: 'merge',
      Versions: [{ Version: scheduled, ValidFrom: NEXT_YEAR, MergedVersion: merged }],
    });
    expect(merged).toBe(fixed + 1);
    const after = await versions();
    expect(after.CurrentVersion).toBe(fixed);
    expect(after.Scheduled).toEqual([{ Version: merged, ValidFrom: NEXT_YEAR }]);
    expect(after.Versions.find((version) => version.Number === merged)).toMatchObject({
      Source: 'merge',
      BasedOn: fixed,
    });
    // Next year's price and today's fix, both.
    const mergedFile = await exported(merged);
    expect(priceIn(mergedFile, 0)).toBe(300_100);
    expect(priceIn(mergedFile, 1)).toBe(123_400);
    const [audit] = await auditOf('catalogue.merge');
    expect(audit).toMatchObject({
      before: { version: scheduled, validFrom: NEXT_YEAR },
      after: { version: merged, validFrom: NEXT_YEAR, merged: fixed, base: startVersion },
    });
    // The merged version holds the fix: publishing it again warns no more.
    const again = await oem('POST', `/versions/${fixed}/publish`, {});
    expect(again.statusCode).toBe(200);
    expect(cataloguePublishReplySchema.parse(again.json()).Scheduled).toBeUndefined();
  });

  it('cancels a scheduled publish (call), and answers 404 when nothing is scheduled', async () => {
    const [next] = (await versions()).Scheduled;
    const response = await oem('DELETE', `/versions/${next?.Version}/publish`);
    expect(response.statusCode).toBe(200);
    expect(catalogueCancelReplySchema.parse(response.json())).toEqual({
      Version: next?.Version,
      Cancelled: [NEXT_YEAR],
    });
    expect((await versions()).Scheduled).toEqual([]);
    expect((await auditOf('catalogue.cancel')).map((entry) => entry.before)).toEqual([
      { version: next?.Version, validFrom: NEXT_YEAR },
    ]);
    const twice = await oem('DELETE', `/versions/${next?.Version}/publish`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().Message).toBe(`Version ${next?.Version} has no scheduled publish.`);
  });

  it('lists a conflict by its JSON pointer, publishes nothing until it is resolved, then merges the side chosen', async () => {
    const scheduled = await scheduleFile(await priced(0, 400_000), NEXT_YEAR);
    // Today's version, not yet published, changes the same price.
    const { reply: imported } = await importFile(await priced(0, 390_000));
    const today = imported?.Version as number;
    const before = await versions();
    const index = (await exported(scheduled)).models.findIndex((model) => model.basePriceCents === 400_000);
    const conflict = {
      Path: `/models/${index}/basePriceCents`,
      Field: ['models', untested(await exported(scheduled))[0]?.code, 'basePriceCents'],
      Base: priceIn(await current(), 0),
      Scheduled: 400_000,
      Published: 390_000,
    };

    const warned = await oem('POST', `/versions/${today}/publish`, {});
    expect(warned.statusCode).toBe(409);
    expect(catalogueScheduledRefusalSchema.parse(warned.json()).Scheduled?.[0]?.Conflicts).toEqual([conflict]);

    const unresolved = await oem('POST', `/versions/${today}/publish`, { Scheduled: 'merge' });
    expect(unresolved.statusCode).toBe(409);
    expect(unresolved.json()).toMatchObject({
      detail: 'mergeConflicts',
      Message: expect.stringContaining('conflicts (1)'),
      Scheduled: [{ Version: scheduled, Conflicts: [conflict] }],
    });
    // An import asking to merge gets the same refusal, with the way round it.
    const { response: viaImport } = await importFile(await priced(0, 390_000), '?publish=true&scheduled=merge');
    expect(viaImport.statusCode).toBe(409);
    expect(viaImport.json()).toMatchObject({ detail: 'mergeConflictsInImport' });
    expect(await versions()).toEqual(before);

    const resolved = await oem('POST', `/versions/${today}/publish`, {
      Scheduled: 'merge',
      Resolutions: [{ Version: scheduled, Path: conflict.Path, Take: 'published' }],
    });
    expect(resolved.statusCode).toBe(200);
    const reply = cataloguePublishReplySchema.parse(resolved.json());
    const merged = reply.Scheduled?.Versions[0]?.MergedVersion as number;
    expect(reply.CurrentVersion).toBe(today);
    expect((await versions()).Scheduled).toEqual([{ Version: merged, ValidFrom: NEXT_YEAR }]);
    expect(priceIn(await exported(merged), 0)).toBe(390_000);
  });

  it('cancels the scheduled publish when asked to, or keeps it', async () => {
    const [next] = (await versions()).Scheduled;
    const later = await scheduleFile(await priced(2, 510_000), YEAR_AFTER);
    const { reply: imported } = await importFile(await priced(3, 210_000));
    const today = imported?.Version as number;
    const warned = catalogueScheduledRefusalSchema.parse((await oem('POST', `/versions/${today}/publish`, {})).json());
    expect(warned.Scheduled?.map((item) => item.Version)).toEqual([next?.Version, later]);

    const kept = await oem('POST', `/versions/${today}/publish`, { Scheduled: 'keep' });
    expect(cataloguePublishReplySchema.parse(kept.json()).Scheduled?.Choice).toBe('keep');
    expect((await versions()).Scheduled.map((item) => item.Version)).toEqual([next?.Version, later]);

    const cancelled = await oem('POST', `/versions/${today}/publish`, { Scheduled: 'cancel' });
    expect(cataloguePublishReplySchema.parse(cancelled.json()).Scheduled).toEqual({
      Choice: 'cancel',
      Versions: [
        { Version: next?.Version, ValidFrom: NEXT_YEAR, MergedVersion: null },
        { Version: later, ValidFrom: YEAR_AFTER, MergedVersion: null },
      ],
    });
    const after = await versions();
    expect(after.Scheduled).toEqual([]);
    expect(after.CurrentVersion).toBe(today);
  });
});

describe('DELETE /catalogue/brands/{brandId}/versions/{version}', { timeout: 180_000 }, () => {
  it('refuses the current version, a scheduled one and one that documents use, naming why', async () => {
    const list = await versions();
    const currentRefusal = await oem('DELETE', `/versions/${list.CurrentVersion}`);
    expect(currentRefusal.statusCode).toBe(409);
    expect(currentRefusal.json()).toMatchObject({ detail: 'deleteCurrent' });

    const scheduled = await scheduleFile(await priced(0, 777_700), NEXT_YEAR);
    const scheduledRefusal = await oem('DELETE', `/versions/${scheduled}`);
    expect(scheduledRefusal.json()).toMatchObject({
      detail: 'deleteScheduled',
      Message: `Version ${scheduled} is scheduled for 2099-01-01 00:00 UTC; cancel that publish first.`,
    });
    expect((await oem('DELETE', `/versions/${scheduled}/publish`)).statusCode).toBe(200);

    // The seed's documents are priced with the first version.
    const used = await oem('DELETE', '/versions/1');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ detail: 'deleteUsed', Message: expect.stringMatching(/e\.g\. \d{4}-\d{5}/) });
    // Nothing was deleted.
    expect((await versions()).Versions.map((version) => version.Number)).toEqual([
      scheduled,
      ...list.Versions.map((version) => version.Number),
    ]);
  });

  it('deletes a version no configuration uses that is neither current nor scheduled, and records it', async () => {
    const list = await versions();
    // A version that was scheduled and then cancelled: never current, used by nothing.
    const unused = list.Versions.find((version) => !version.IsCurrent && version.Publications.length === 0);
    expect(unused).toBeDefined();
    const response = await oem('DELETE', `/versions/${unused?.Number}`);
    expect(response.statusCode).toBe(204);
    expect((await versions()).Versions.map((version) => version.Number)).not.toContain(unused?.Number);
    expect((await oem('GET', `/versions/${unused?.Number}`)).statusCode).toBe(404);
    const [audit] = await auditOf('catalogue.delete');
    expect(audit).toMatchObject({ before: { version: unused?.Number }, after: null });
    expect((await oem('DELETE', `/versions/${unused?.Number}`)).statusCode).toBe(404);
  });
});
