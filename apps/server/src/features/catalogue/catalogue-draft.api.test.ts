import type { CatalogueDraft, CatalogueDraftCheckReply, CatalogueImportReply } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { type CallMethod, createApiCaller } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();
const BRAND = DEMO_IDS.brandAlpina;
const draftPath = `catalogue/brands/${BRAND}/draft`;

const call = createApiCaller(app, (email) => signIn(app, email));
const oem = (method: CallMethod, path: string, body?: unknown) => call(DEMO_USERS.oem, method, path, body);

type File = { models: { code: string; name: string; basePriceCents: number }[] };

describe('the catalogue draft', () => {
  it('is for the manufacturer’s OEM admins only: others 403, anonymous 401', async () => {
    for (const [method, path] of [
      ['GET', draftPath],
      ['POST', draftPath],
      ['PUT', draftPath],
      ['DELETE', draftPath],
      ['POST', `${draftPath}/check`],
      ['POST', `${draftPath}/publish`],
    ] as const) {
      const body =
        method === 'PUT'
          ? { Revision: 1, Operations: [{ op: 'test', path: '/brand', value: {} }] }
          : method === 'POST'
            ? { Revision: 1 }
            : undefined;
      for (const user of [DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.installer]) {
        expect((await call(user, method, path, body)).statusCode, `${user} ${method} ${path}`).toBe(403);
      }
      expect((await call(null, method, path, body)).statusCode, `anonymous ${method} ${path}`).toBe(401);
    }
  });

  it('starts from the current version, takes JSON Patch changes whole or not at all, and refuses a stale revision', async () => {
    expect((await oem('GET', draftPath)).statusCode).toBe(404);
    const started = await oem('POST', draftPath, {});
    expect(started.statusCode, started.body).toBe(200);
    const draft = started.json<CatalogueDraft>();
    expect(draft.Revision).toBe(1);
    expect(draft.BasedOnVersion).toBeGreaterThan(0);
    expect((await oem('POST', draftPath, {})).statusCode).toBe(409);

    const first = (draft.File as File).models[0];
    const changed = await oem('PUT', draftPath, {
      Revision: 1,
      Operations: [
        { op: 'test', path: '/models/0/code', value: first?.code },
        { op: 'replace', path: '/models/0/basePriceCents', value: (first?.basePriceCents ?? 0) + 1000 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CatalogueDraft>().Revision).toBe(2);
    expect((changed.json<CatalogueDraft>().File as File).models[0]?.basePriceCents).toBe(
      (first?.basePriceCents ?? 0) + 1000,
    );

    // A second maintainer who read revision 1 is told, and nothing is lost.
    const stale = await oem('PUT', draftPath, {
      Revision: 1,
      Operations: [{ op: 'replace', path: '/models/0/name', value: 'Stale' }],
    });
    expect([stale.statusCode, stale.json().detail]).toEqual([409, 'Revision']);
    // An operation that does not apply leaves the draft as it was, the earlier operations of the change included.
    const broken = await oem('PUT', draftPath, {
      Revision: 2,
      Operations: [
        { op: 'replace', path: '/models/0/name', value: 'Half' },
        { op: 'remove', path: '/models/99999' },
      ],
    });
    expect([broken.statusCode, broken.json().detail]).toEqual([400, 'Operations/1']);
    const now = (await oem('GET', draftPath)).json<CatalogueDraft>();
    expect(now.Revision).toBe(2);
    expect((now.File as File).models[0]?.name).toBe(first?.name);
    // Prototype pollution is no change either.
    const polluting = await oem('PUT', draftPath, {
      Revision: 2,
      Operations: [{ op: 'add', path: '/__proto__/polluted', value: true }],
    });
    expect(polluting.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks lint and the tests with the diff, refuses to publish while lint has errors, then publishes', async () => {
    const draft = (await oem('GET', draftPath)).json<CatalogueDraft>();
    const ok = (await oem('POST', `${draftPath}/check`)).json<CatalogueDraftCheckReply>();
    expect(ok.Findings.filter((item) => item.Severity === 'error')).toEqual([]);
    expect(ok.Tests.length).toBeGreaterThan(0);
    expect(ok.Tests.every((test) => test.Passed)).toBe(true);
    expect(ok.Preview?.Diff.Prices.length).toBeGreaterThan(0);

    // Two models with one code: lint's error, named at its place, and no publish.
    const code = (draft.File as File).models[0]?.code;
    const broken = await oem('PUT', draftPath, {
      Revision: draft.Revision,
      Operations: [{ op: 'replace', path: '/models/1/code', value: code }],
    });
    expect(broken.statusCode, broken.body).toBe(200);
    const report = (await oem('POST', `${draftPath}/check`)).json<CatalogueDraftCheckReply>();
    expect(report.Findings.some((item) => item.Severity === 'error' && item.Path.includes('models'))).toBe(true);
    expect(report.Preview).toBeNull();
    const refused = await oem('POST', `${draftPath}/publish`, { Revision: draft.Revision + 1 });
    expect(refused.statusCode).toBe(400);

    const fixed = await oem('PUT', draftPath, {
      Revision: draft.Revision + 1,
      Operations: [{ op: 'replace', path: '/models/1/code', value: (draft.File as File).models[1]?.code }],
    });
    expect(fixed.statusCode).toBe(200);
    const published = await oem('POST', `${draftPath}/publish`, { Revision: draft.Revision + 2 });
    expect(published.statusCode, published.body).toBe(200);
    const reply = published.json<CatalogueImportReply>();
    expect(reply.IsNew).toBe(true);
    expect(reply.Published).not.toBeNull();
    expect((await oem('GET', draftPath)).statusCode).toBe(404);
    const versions = (await oem('GET', `catalogue/brands/${BRAND}/versions`)).json<{
      CurrentVersion: number;
      Versions: { Number: number; Source: string }[];
    }>();
    expect(versions.CurrentVersion).toBe(reply.Version);
    expect(versions.Versions.find((version) => version.Number === reply.Version)?.Source).toBe('draft');
  });

  it('starts from an uploaded file, and can be discarded', async () => {
    const exported = await oem('GET', `catalogue/brands/${BRAND}/versions/current`);
    const started = await oem('POST', draftPath, { File: exported.json() });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<CatalogueDraft>().BasedOnVersion).toBeNull();
    expect((await oem('DELETE', draftPath)).statusCode).toBe(204);
    expect((await oem('DELETE', draftPath)).statusCode).toBe(404);
    const notCatalogue = await oem('POST', draftPath, { File: [1, 2, 3] });
    expect(notCatalogue.statusCode).toBe(400);
  });
});
