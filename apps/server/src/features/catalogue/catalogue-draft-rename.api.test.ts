import type { CatalogueDraft, CatalogueDraftCheckReply, CatalogueFile } from '@door/contract';
import fastJsonPatch from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { type CallMethod, createApiCaller } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();
const BRAND = DEMO_IDS.brandNordhaus;
const draftPath = `catalogue/brands/${BRAND}/draft`;
const renamePath = `${draftPath}/rename`;

const call = createApiCaller(app, (email) => signIn(app, email));
const oem = (method: CallMethod, path: string, body?: unknown, lang?: string) =>
  call(DEMO_USERS.oem, method, path, body, lang);

const fileOf = (draft: CatalogueDraft) => draft.File as CatalogueFile;
const indexOf = (list: { code: string }[], code: string) => list.findIndex((entry) => entry.code === code);

describe('renaming a code of the draft', () => {
  it('is for the manufacturer’s OEM admins only: others 403, anonymous 401', async () => {
    const body = { Revision: 1, Path: '/parameters/0', To: 'x' };
    for (const user of [DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.installer]) {
      expect((await call(user, 'POST', renamePath, body)).statusCode, user).toBe(403);
    }
    expect((await call(null, 'POST', renamePath, body)).statusCode).toBe(401);
    // Without an open draft there is nothing to rename.
    expect((await oem('POST', renamePath, body)).statusCode).toBe(404);
  });

  it('renames a parameter with every reference as one revision, which the inverse change undoes', async () => {
    const started = (await oem('POST', draftPath, {})).json<CatalogueDraft>();
    const before = fileOf(started);
    const glass = indexOf(before.parameters, 'glass');
    const reply = await oem('POST', renamePath, {
      Revision: started.Revision,
      Path: `/parameters/${glass}`,
      To: 'pane',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const renamed = reply.json<CatalogueDraft>();
    expect(renamed.Revision).toBe(started.Revision + 1);
    const after = fileOf(renamed);
    expect(after.parameters[glass]?.code).toBe('pane');
    expect(JSON.stringify(after)).not.toMatch(/"param":"glass"/);
    expect(after.models.flatMap((model) => model.parameters.map((use) => use.code))).not.toContain('glass');
    expect(after.tests?.some((test) => test.expect.choices?.pane !== undefined)).toBe(true);

    // Lint and the catalogue's tests still pass: nothing names the old code.
    const check = (await oem('POST', `${draftPath}/check`)).json<CatalogueDraftCheckReply>();
    expect(check.Findings.filter((item) => item.Severity === 'error')).toEqual([]);
    expect(check.Tests.every((test) => test.Passed)).toBe(true);

    // The workbench undoes it like any change: the inverse JSON Patch, one more revision, the file as before.
    const undo = await oem('PUT', draftPath, {
      Revision: renamed.Revision,
      Operations: fastJsonPatch.compare(after, before),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(fileOf(undo.json<CatalogueDraft>())).toStrictEqual(before);
  });

  it('refuses a code that exists (400 naming it, in the caller’s language), a place without a code, a bad code and a stale revision', async () => {
    const draft = (await oem('GET', draftPath)).json<CatalogueDraft>();
    const file = fileOf(draft);
    const glass = indexOf(file.parameters, 'glass');
    const taken = await oem(
      'POST',
      renamePath,
      { Revision: draft.Revision, Path: `/parameters/${glass}`, To: 'leafColour' },
      'de',
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      Message: 'Der Code „leafColour“ ist vergeben: ein anderer Parameter hat ihn bereits. Wählen Sie einen anderen.',
      detail: 'To',
      requestId: expect.any(String),
    });
    const model = indexOf(file.models, 'KRAS');
    const takenModel = await oem('POST', renamePath, {
      Revision: draft.Revision,
      Path: `/models/${model}`,
      To: file.models[0]?.code,
    });
    expect([takenModel.statusCode, takenModel.json().Message]).toEqual([
      400,
      `The code “${file.models[0]?.code}” is taken: another model has it already. Choose another.`,
    ]);
    const test = await oem('POST', renamePath, {
      Revision: draft.Revision,
      Path: '/tests/0',
      To: file.tests?.[1]?.name,
    });
    expect([test.statusCode, test.json().Message]).toEqual([
      400,
      `A test named “${file.tests?.[1]?.name}” exists already. Choose another name.`,
    ]);

    const nowhere = await oem('POST', renamePath, { Revision: draft.Revision, Path: '/brand', To: 'x' });
    expect([nowhere.statusCode, nowhere.json().detail]).toEqual([400, 'Path']);
    const bad = await oem('POST', renamePath, {
      Revision: draft.Revision,
      Path: `/parameters/${glass}`,
      To: 'two words',
    });
    expect([bad.statusCode, bad.json().detail]).toEqual([400, 'To']);
    expect(bad.json().Message).toContain('“two words” is not a catalogue code');
    const stale = await oem('POST', renamePath, {
      Revision: draft.Revision - 1,
      Path: `/parameters/${glass}`,
      To: 'y',
    });
    expect([stale.statusCode, stale.json().detail]).toEqual([409, 'Revision']);
    const control = await oem('POST', renamePath, {
      Revision: draft.Revision,
      Path: `/parameters/${glass}`,
      To: 'a\u0000b',
    });
    expect(control.statusCode).toBe(400);

    // Nothing was stored by any of them; the same code is no change either.
    const same = await oem('POST', renamePath, { Revision: draft.Revision, Path: `/parameters/${glass}`, To: 'glass' });
    expect(same.json<CatalogueDraft>().Revision).toBe(draft.Revision);
    expect((await oem('GET', draftPath)).json<CatalogueDraft>().Revision).toBe(draft.Revision);
    expect((await oem('DELETE', draftPath)).statusCode).toBe(204);
  });
});
