import { randomUUID } from 'node:crypto';
import type {
  CatalogueDraft,
  CatalogueDraftCheckReply,
  CatalogueDraftPreview,
  CatalogueVersionsReply,
} from '@door/contract';
import { DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID } from '@door/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '#server/core/caller';
import { auditEntries } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { createCataloguePictures } from '#server/services/catalogue/catalogue-pictures';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import { buildTestApp } from '#server/test/build-test-app';
import { type CallMethod, createApiCaller } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueDraftRepository } from './catalogue-draft.repository';
import { createCatalogueDraftService } from './catalogue-draft.service';

const { app } = await buildTestApp();
const BRAND = DEMO_IDS.brandAlpina;
const draftPath = `catalogue/brands/${BRAND}/draft`;
const previewPath = `${draftPath}/preview`;

const call = createApiCaller(app, (email) => signIn(app, email));
const oem = (method: CallMethod, path: string, body?: unknown, lang?: string) =>
  call(DEMO_USERS.oem, method, path, body, lang);

type Rule = { kind: string; id: string; param?: string; values?: string[]; when?: unknown; reason?: unknown };
type File = {
  models: { code: string; basePriceCents: number; rules: Rule[] }[];
  parameters: { code: string; values: { code: string; priceCents?: number }[] }[];
};

const preview = async (body: unknown, lang?: string) => oem('POST', previewPath, body, lang);
const sum = (lines: CatalogueDraftPreview['PriceTrace']) =>
  lines.reduce((total, line) => total + Math.round(line.Amount * 100), 0);

describe('POST /catalogue/brands/{brandId}/draft/preview', () => {
  it('is for the brand’s OEM admins only: others 403, anonymous 401', async () => {
    const body = { Model: 'AURORA', Changes: [] };
    for (const user of [DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.installer]) {
      expect((await call(user, 'POST', previewPath, body)).statusCode, user).toBe(403);
    }
    expect((await call(null, 'POST', previewPath, body)).statusCode).toBe(401);
  });

  it('answers 404 while no draft is open', async () => {
    expect((await preview({ Model: 'AURORA' })).statusCode).toBe(404);
  });

  it('shows the customer’s configurator on the draft after the changes, with the price traced to its places', async () => {
    const started = await oem('POST', draftPath, {});
    expect(started.statusCode, started.body).toBe(200);
    const file = started.json<CatalogueDraft>().File as File;
    const modelIndex = file.models.findIndex((model) => model.code === 'AURORA');

    const first = await preview({ Model: 'AURORA', Changes: [] });
    expect(first.statusCode, first.body).toBe(200);
    const initial = first.json<CatalogueDraftPreview>();
    expect(initial.Revision).toBe(1);
    expect(initial.Tree.length).toBeGreaterThan(0);
    expect(initial.Picture.startsWith('<svg')).toBe(true);
    expect(initial.Expect.choices.width).toBe(1000);
    expect(initial.Expect.disabled).toContain('sideWidth');
    expect(initial.Expect.priceCents).toBe(initial.PriceCents);

    const changed = await preview({
      Model: 'AURORA',
      Changes: [
        { Param: 'width', Value: 1100 },
        { Param: 'leafColour', Value: 'ral7016' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reply = changed.json<CatalogueDraftPreview>();
    expect(reply.Expect.choices).toMatchObject({ width: 1100, leafColour: 'ral7016' });
    // The lines add up to the price, to the cent, and each names where it is written in the draft.
    expect(sum(reply.PriceTrace)).toBe(reply.PriceCents);
    expect(Math.round(reply.Price * 100)).toBe(reply.PriceCents);
    const base = reply.PriceTrace.find((line) => line.Source === 'base');
    expect(base?.Path).toBe(`/models/${modelIndex}/basePriceCents`);
    expect(Math.round((base?.Amount ?? 0) * 100)).toBe(file.models[modelIndex]?.basePriceCents);
    for (const line of reply.PriceTrace.filter((item) => item.Source === 'value')) {
      const [, , paramIndex, , valueIndex] = (line.Path ?? '').split('/');
      const param = file.parameters[Number(paramIndex)];
      expect(param?.code).toBe(line.ParameterCode);
      expect(param?.values[Number(valueIndex)]?.code).toBe(line.ValueCode);
      expect(Math.round(line.Amount * 100)).toBe(param?.values[Number(valueIndex)]?.priceCents);
    }
    for (const line of reply.PriceTrace.filter((item) => item.Source === 'rule')) {
      expect(line.RuleId).not.toBeNull();
      expect(line.Path).toMatch(/^\/(models\/\d+|ruleSets\/\d+)\/rules\/\d+$/);
    }
    expect(reply.PriceTrace.some((line) => line.Source === 'rule')).toBe(true);

    // What the preview expects is a catalogue test that passes ("save as test case").
    const saved = await oem('PUT', draftPath, {
      Revision: 1,
      Operations: [
        {
          op: 'add',
          path: '/tests/-',
          value: {
            name: 'Saved from the preview',
            model: 'AURORA',
            changes: [
              { param: 'width', value: 1100 },
              { param: 'leafColour', value: 'ral7016' },
            ],
            expect: reply.Expect,
          },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const check = (await oem('POST', `${draftPath}/check`)).json<CatalogueDraftCheckReply>();
    expect(check.Findings.filter((item) => item.Severity === 'error')).toEqual([]);
    expect(check.Tests.find((test) => test.Name === 'Saved from the preview')).toMatchObject({ Passed: true });
  });

  it('previews edits not yet saved on the revision they apply to, without storing them; a stale revision is 409', async () => {
    const draft = (await oem('GET', draftPath)).json<CatalogueDraft>();
    const file = draft.File as File;
    const modelIndex = file.models.findIndex((model) => model.code === 'AURORA');
    const basePrice = file.models[modelIndex]?.basePriceCents ?? 0;
    const saved = (await preview({ Model: 'AURORA' })).json<CatalogueDraftPreview>();
    const edits = [{ op: 'replace', path: `/models/${modelIndex}/basePriceCents`, value: basePrice + 12_345 }];
    const edited = await preview({ Model: 'AURORA', Revision: draft.Revision, Operations: edits });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<CatalogueDraftPreview>().PriceCents).toBe(saved.PriceCents + 12_345);
    // Nothing was stored: the draft and its plain preview are as they were.
    const after = (await oem('GET', draftPath)).json<CatalogueDraft>();
    expect(after.Revision).toBe(draft.Revision);
    expect((after.File as File).models[modelIndex]?.basePriceCents).toBe(basePrice);
    expect((await preview({ Model: 'AURORA' })).json<CatalogueDraftPreview>().PriceCents).toBe(saved.PriceCents);

    const stale = await preview({ Model: 'AURORA', Revision: draft.Revision + 1, Operations: edits });
    expect(stale.statusCode).toBe(409);
    const wrong = await preview({
      Model: 'AURORA',
      Revision: draft.Revision,
      Operations: [{ op: 'replace', path: '/models/999/basePriceCents', value: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('names the rule that forbids a value and where it is written, in the caller’s language', async () => {
    const draft = (await oem('GET', draftPath)).json<CatalogueDraft>();
    const file = draft.File as File;
    const modelIndex = file.models.findIndex((model) => model.code === 'AURORA');
    const rules = file.models[modelIndex]?.rules ?? [];
    // A new rule of the model: the grey leaf colour only on double doors (the default door has one leaf).
    const rule = {
      kind: 'allow',
      id: 'grey-needs-double',
      param: 'leafColour',
      values: ['ral7016'],
      when: { param: 'leaves', in: ['double'] },
      reason: {
        sl: 'Siva le za dvokrilna vrata',
        en: 'Grey on double doors only',
        de: 'Grau nur zweiflügelig',
        fr: 'Gris en double vantail',
      },
    };
    const changed = await oem('PUT', draftPath, {
      Revision: draft.Revision,
      Operations: [{ op: 'add', path: `/models/${modelIndex}/rules/-`, value: rule }],
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const reply = await preview({ Model: 'AURORA' }, 'de');
    expect(reply.statusCode, reply.body).toBe(200);
    const result = reply.json<CatalogueDraftPreview>();
    expect(result.Revision).toBe(draft.Revision + 1);
    const why = result.Why.find((item) => item.ParameterCode === 'leafColour' && item.ValueCode === 'ral7016');
    expect(why).toMatchObject({ RuleId: 'grey-needs-double', RulePath: `/models/${modelIndex}/rules/${rules.length}` });
    expect(why?.Reason).toContain('Grau nur zweiflügelig');
    // A parameter not enabled says so too, with its rule.
    const disabled = result.Why.find((item) => item.ParameterCode === 'sideWidth' && item.ValueCode === null);
    expect(disabled?.RuleId).not.toBeNull();
    expect(disabled?.RulePath).toMatch(/\/rules\/\d+$/);

    // Choosing the forbidden value moves the conflicting choice, as in the shop, and says so.
    const moved = (
      await preview({ Model: 'AURORA', Changes: [{ Param: 'leafColour', Value: 'ral7016' }] })
    ).json<CatalogueDraftPreview>();
    expect(moved.Expect.choices).toMatchObject({ leaves: 'double', leafColour: 'ral7016' });
    expect(moved.Changes.length).toBeGreaterThan(0);

    // A change the engine refuses is named by its step.
    const refused = await preview({
      Model: 'AURORA',
      Changes: [
        { Param: 'leafColour', Value: 'ral7016' },
        { Param: 'width', Value: 99999 },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().Message).toMatch(/change 2 \(width = 99999\) is refused/);
    expect(refused.json().Findings[0].Path).toBe('/Changes/1');
  });

  it('refuses unknown codes with a clear message, and a model that does not compile with its findings', async () => {
    const unknownModel = await preview({ Model: 'NOPE' });
    expect(unknownModel.statusCode).toBe(400);
    expect(unknownModel.json().Message).toContain('unknown model "NOPE"');
    const unknownParam = await preview({ Model: 'AURORA', Changes: [{ Param: 'colour', Value: 'x' }] }, 'fr');
    expect(unknownParam.statusCode).toBe(400);
    expect(unknownParam.json().Message).toContain('« colour »');
    expect(unknownParam.json().Findings[0].Path).toBe('/Changes/0/Param');
    const unknownValue = await preview({ Model: 'AURORA', Changes: [{ Param: 'leafColour', Value: 'pink' }] });
    expect(unknownValue.statusCode).toBe(400);
    expect(unknownValue.json().Findings[0].Path).toBe('/Changes/0/Value');

    const draft = (await oem('GET', draftPath)).json<CatalogueDraft>();
    const file = draft.File as File;
    const modelIndex = file.models.findIndex((model) => model.code === 'AURORA');
    const broken = await oem('PUT', draftPath, {
      Revision: draft.Revision,
      Operations: [
        {
          op: 'add',
          path: `/models/${modelIndex}/rules/-`,
          value: { kind: 'enable', id: 'broken', param: 'nothing', when: { param: 'leaves', in: ['single'] } },
        },
      ],
    });
    expect(broken.statusCode, broken.body).toBe(200);
    const refused = await preview({ Model: 'AURORA' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().Findings.length).toBeGreaterThan(0);
    expect(refused.json().Findings[0].Path).toMatch(new RegExp(`^/models/${modelIndex}/rules/`));
    // Another model of the same draft still previews.
    const other = file.models.find((model) => model.code !== 'AURORA')?.code;
    expect((await preview({ Model: other })).statusCode).toBe(200);
    expect((await oem('DELETE', draftPath)).statusCode).toBe(204);
  });
});

describe('the publish note', () => {
  it('is stored trimmed with the publication, listed in the versions and audited; a blank one is none', async () => {
    const draft = (await oem('POST', draftPath, {})).json<CatalogueDraft>();
    const file = draft.File as File;
    const changed = await oem('PUT', draftPath, {
      Revision: draft.Revision,
      Operations: [
        { op: 'replace', path: '/models/0/basePriceCents', value: (file.models[0]?.basePriceCents ?? 0) + 100 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    // A stale revision publishes nothing.
    const stale = await oem('POST', `${draftPath}/publish`, { Revision: draft.Revision, Note: 'stale' });
    expect(stale.statusCode).toBe(409);
    const published = await oem('POST', `${draftPath}/publish`, {
      Revision: draft.Revision + 1,
      Note: '  Aurora one euro dearer  ',
    });
    expect(published.statusCode, published.body).toBe(200);
    const version = published.json<{ Version: number }>().Version;

    const again = await oem('POST', `catalogue/brands/${BRAND}/versions/${version}/publish`, { Note: '   ' });
    expect(again.statusCode, again.body).toBe(200);

    const versions = (await oem('GET', `catalogue/brands/${BRAND}/versions`)).json<CatalogueVersionsReply>();
    const notes = versions.Versions.find((item) => item.Number === version)?.Publications.map((item) => item.Note);
    expect(notes?.sort()).toEqual(['Aurora one euro dearer', null].sort());

    const [audit] = await app.ctx.database.db
      .select({ after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, BRAND))
      .orderBy(desc(auditEntries.createdAt))
      .limit(2);
    expect(audit?.after).toMatchObject({ version, note: null });
    const history = await app.ctx.database.db
      .select({ after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, BRAND));
    expect(history.some((entry) => (entry.after as { note?: string } | null)?.note === 'Aurora one euro dearer')).toBe(
      true,
    );
  });
});

describe('the draft preview’s cache', () => {
  it('compiles a revision’s model once: a repeated preview reads no file, a saved change reads it again', async () => {
    const real = createCatalogueDraftRepository();
    let reads = 0;
    const drafts = {
      ...real,
      find: (...args: Parameters<typeof real.find>) => {
        reads += 1;
        return real.find(...args);
      },
    };
    const service = createCatalogueDraftService({
      repository: createCatalogueRepository(app.ctx.database.db),
      drafts,
      store: getCatalogueStore(app.ctx.database),
      pictures: createCataloguePictures(app.ctx.files),
    });
    const caller: Caller = {
      kind: 'user',
      userId: randomUUID(),
      email: DEMO_USERS.oem,
      role: 'admin',
      partnerId: null,
      isOem: true,
      isOemAdmin: true,
      isParentPartner: false,
      brandPartnerIds: [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID],
    };
    const draft = (await oem('POST', draftPath, {})).json<CatalogueDraft>();
    const body = { Model: 'AURORA', Changes: [{ Param: 'width', Value: 1100 }] };
    const first = await service.preview(caller, BRAND, body, 'en');
    expect(reads).toBe(1);
    const second = await service.preview(caller, BRAND, { ...body, Changes: [] }, 'en');
    expect(reads).toBe(1);
    expect(second.Expect.choices.width).toBe(1000);
    expect(first.Expect.choices.width).toBe(1100);
    await oem('PUT', draftPath, {
      Revision: draft.Revision,
      Operations: [{ op: 'test', path: '/models/0/code', value: 'AURORA' }],
    });
    expect((await service.preview(caller, BRAND, body, 'en')).Revision).toBe(draft.Revision + 1);
    expect(reads).toBe(2);
    expect((await oem('DELETE', draftPath)).statusCode).toBe(204);
  });
});
