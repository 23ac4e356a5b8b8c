import type { CatalogueBrand, CatalogueDraft, CatalogueDraftPreview, CatalogueFile } from '@door/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '#web/i18n';
import { useToastStore } from '#web/stores/notification-store';
import { jsonReply, preloadOAuthClient, renderWithProviders } from '#web/test/render';

// The workbench builds a model from nothing (issue 38): models added, copied and removed, codes renamed through the
// server's rename, rule sets added and assigned, a test's expectations edited in a form or taken from the preview,
// the drawing's role and kind picked. A small fake server keeps the draft and applies what the page sends.

let CatalogueWorkbenchRoute: typeof import('./workbench').CatalogueWorkbenchRoute;

const BRAND = '33333333-3333-4333-8333-333333333333';
const brand: CatalogueBrand = {
  BrandId: BRAND,
  Name: 'Holzwerk',
  BrandPartnerIds: [],
  CurrentVersion: 1,
  LatestVersion: 1,
};
const text = (en: string) => ({ sl: en, en, de: en, fr: en });

/** A catalogue of a brand the demo does not know, with codes of its own. */
const catalogue = (): CatalogueFile => ({
  formatVersion: 1,
  brand: { name: 'Holzwerk' },
  categories: [{ code: 'aussehen', names: text('Look') }],
  parameters: [
    {
      code: 'finish',
      dataType: 'color',
      category: 'aussehen',
      names: text('Finish'),
      values: [
        { code: 'weiss', names: text('White'), priceCents: 0, isDefault: true, color: '#FFFFFF' },
        { code: 'eiche', names: text('Oak'), priceCents: 12000, color: '#A07040' },
      ],
    },
    {
      code: 'scheibe',
      dataType: 'data',
      category: 'aussehen',
      names: text('Pane'),
      drawing: { role: 'glass' },
      values: [
        { code: 'ohne', names: text('Without'), priceCents: 0, isDefault: true, drawing: 'none' },
        { code: 'klar', names: text('Clear'), priceCents: 9000 },
      ],
    },
    {
      code: 'breite',
      dataType: 'integer',
      category: 'aussehen',
      names: text('Width'),
      values: [{ code: 'range', names: text('Range'), intValue: 900, min: 700, max: 1200 }],
    },
  ],
  ruleSets: [{ code: 'grund', rules: [] }],
  models: [
    {
      code: 'HW-1',
      name: 'Hamburg',
      titles: text('Hamburg door'),
      basePriceCents: 50000,
      parameters: [{ code: 'finish' }, { code: 'scheibe' }],
      rules: [{ kind: 'price', id: 'aufpreis', term: { type: 'fixed', cents: 1000 }, label: text('Extra') }],
    },
  ],
  tests: [
    { name: 'Hamburg default', model: 'HW-1', expect: { priceCents: 51000 } },
    { name: 'Other model', model: 'OTHER', expect: {} },
  ],
});

type Call = { method: string; path: string; body: unknown };

const preview = (file: CatalogueFile): CatalogueDraftPreview =>
  ({
    Revision: 1,
    Model: 'HW-1',
    Tree: [
      {
        ParameterId: 'p-finish',
        Values: [
          { ParameterValueId: 'v-weiss', IsAllowed: true },
          { ParameterValueId: 'v-eiche', IsAllowed: false },
        ],
      },
    ],
    PopupParameters: [],
    Price: 610,
    PriceCents: 61000,
    Message: null,
    Changes: [],
    PartsTree: [],
    Picture: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ModelPictureUrl: null,
    ParameterCodes: { 'p-finish': 'finish' },
    ValueCodes: { 'v-weiss': 'weiss', 'v-eiche': 'eiche' },
    Expect: {
      choices: { finish: 'weiss', scheibe: 'ohne' },
      enabled: ['finish', 'scheibe'],
      disabled: [],
      parts: [],
      priceCents: 61000 + file.models.length,
    },
    Why: [],
    PriceTrace: [
      {
        Label: 'Extra',
        Amount: 10,
        Source: 'rule',
        ParameterCode: null,
        ValueCode: null,
        RuleId: 'aufpreis',
        Path: '/models/0/rules/0',
      },
    ],
  }) as unknown as CatalogueDraftPreview;

const NO_CHANGES = { Added: [], Removed: [], Changed: [] };

describe('the workbench builds a model from nothing', { timeout: 60_000 }, () => {
  const calls: Call[] = [];
  let draft: CatalogueDraft;
  /** Replies of the next publishes of the draft (the first one first). */
  const publishReplies: Response[] = [];

  beforeAll(async () => {
    await preloadOAuthClient();
    // Every namespace the page draws with, loaded before: a namespace loading mid-test suspends (hides) the page.
    await loadPageNamespaces(['catalogue', 'catalogue-pages', 'common', 'configurator']);
    ({ CatalogueWorkbenchRoute } = await import('./workbench'));
  });

  beforeEach(() => {
    calls.length = 0;
    publishReplies.length = 0;
    draft = {
      BrandId: BRAND,
      Revision: 1,
      BasedOnVersion: 1,
      UpdatedAt: '2026-11-27T10:00:00.000Z',
      UpdatedBy: 'oem@holzwerk.test',
      File: catalogue(),
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ method, path, body });
      if (path === '/catalogue/brands') {
        return jsonReply(200, [brand]);
      }
      if (path === `/catalogue/brands/${BRAND}/draft` && method === 'GET') {
        return jsonReply(200, draft);
      }
      if (path === `/catalogue/brands/${BRAND}/draft` && method === 'PUT') {
        const file = fastJsonPatch.applyPatch(
          structuredClone(draft.File),
          body?.Operations as Operation[],
          true,
          false,
        ).newDocument;
        draft = { ...draft, Revision: draft.Revision + 1, File: file };
        return jsonReply(200, draft);
      }
      if (path === `/catalogue/brands/${BRAND}/draft/rename`) {
        const file = structuredClone(draft.File) as CatalogueFile;
        if (body?.To === 'scheibe') {
          return jsonReply(400, {
            Message: 'The code "scheibe" is taken: another parameter has it already',
            Detail: 'To',
          });
        }
        // The server renames every reference; here the parameter and the model's use of it are enough to see.
        const parameter = file.parameters.find((entry) => entry.code === 'finish');
        if (parameter && body?.Path === '/parameters/0') {
          parameter.code = String(body.To);
          for (const model of file.models) {
            for (const use of model.parameters) {
              if (use.code === 'finish') {
                use.code = String(body.To);
              }
            }
          }
        }
        draft = { ...draft, Revision: draft.Revision + 1, File: file };
        return jsonReply(200, draft);
      }
      if (path === `/catalogue/brands/${BRAND}/draft/preview`) {
        return jsonReply(200, preview(draft.File as CatalogueFile));
      }
      if (path === `/catalogue/brands/${BRAND}/draft/check`) {
        const diff = {
          Models: NO_CHANGES,
          Parameters: NO_CHANGES,
          Values: NO_CHANGES,
          Rules: NO_CHANGES,
          Categories: NO_CHANGES,
          Selection: NO_CHANGES,
          RuleSets: NO_CHANGES,
          Tests: NO_CHANGES,
          Prices: [{ Item: 'finish.eiche', Unit: 'each', From: 12_000, To: 12_500 }],
          BrandRenamed: false,
        };
        return jsonReply(200, { Findings: [], Tests: [], Preview: { ComparedWith: 1, Diff: diff } });
      }
      if (path === `/catalogue/brands/${BRAND}/draft/publish`) {
        return publishReplies.shift() ?? jsonReply(500, { Message: 'no reply left' });
      }
      return jsonReply(404, { Message: `unexpected ${method} ${path}` });
    });
  });

  afterEach(() => {
    view?.unmount();
    view = null;
    vi.unstubAllGlobals();
  });

  const address = (at: string) => `/catalogue?brand=${BRAND}&at=${encodeURIComponent(at)}`;
  let view: ReturnType<typeof renderWithProviders> | null = null;
  /** Opens an entry: the page drawn at it the first time, then moved there as a click in the tree would. */
  const renderAt = async (at: string) => {
    if (view) {
      const router = view.router;
      await act(async () => {
        await router.navigate(address(at));
      });
      return;
    }
    view = renderWithProviders(
      <Suspense fallback={null}>
        <CatalogueWorkbenchRoute />
      </Suspense>,
      address(at),
    );
    await screen.findByTestId('save-state');
  };
  const saved = () => waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('All changes saved'));
  const file = () => draft.File as CatalogueFile;
  const form = () => document.querySelector('.cat-pane--form') as HTMLElement;
  /** The input of a field of the entry's form (a select's list shares its label). */
  const input = (label: string) =>
    within(form())
      .getAllByLabelText(label)
      .find((element) => element.tagName === 'INPUT') as HTMLInputElement;
  /** Opens a select's list and answers its options (the list is drawn in a portal, hidden to jsdom's eyes). */
  const optionsOf = async (field: HTMLInputElement) => {
    fireEvent.click(field);
    await waitFor(() => expect(field.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '') as HTMLElement;
    return within(list).getAllByRole('option', { hidden: true });
  };
  const pick = async (field: HTMLInputElement, name: string) => {
    const option = (await optionsOf(field)).find((entry) => entry.textContent === name);
    expect(option, name).toBeTruthy();
    fireEvent.click(option as HTMLElement);
  };

  it('adds a valid empty model, copies it with its rules and tests, and removes a model with its tests', async () => {
    await renderAt('/models/0');
    fireEvent.click(screen.getByTestId('add-models'));
    fireEvent.change(await screen.findByTestId('new-entry-code'), { target: { value: 'HW-2' } });
    fireEvent.click(screen.getByTestId('add-entry-confirm'));
    await saved();
    expect(file().models[1]).toEqual({
      code: 'HW-2',
      name: 'HW-2',
      titles: text('HW-2'),
      basePriceCents: 0,
      parameters: [],
    });

    // Hamburg copied as HW-1B: its parameters and rules, and its test for the copy.
    await renderAt('/models/0');
    fireEvent.click(within(form()).getByTestId('copy-model'));
    const copyDialog = await screen.findByRole('dialog', { name: 'Copy HW-1 with its rules and tests' });
    fireEvent.change(within(copyDialog).getByTestId('new-entry-code'), { target: { value: 'HW-1' } });
    expect(within(copyDialog).getByText('This code is already used here.')).toBeTruthy();
    fireEvent.change(within(copyDialog).getByTestId('new-entry-code'), { target: { value: 'HW-1B' } });
    fireEvent.click(within(copyDialog).getByTestId('add-entry-confirm'));
    await saved();
    expect(file().models.map((model) => model.code)).toEqual(['HW-1', 'HW-1B', 'HW-2']);
    expect(file().models[1]).toMatchObject({ code: 'HW-1B', parameters: [{ code: 'finish' }, { code: 'scheibe' }] });
    expect(file().models[1]?.rules?.[0]?.id).toBe('aufpreis');
    expect(file().tests?.at(-1)).toEqual({
      name: 'Hamburg default (HW-1B)',
      model: 'HW-1B',
      expect: { priceCents: 51000 },
    });

    // Removing Hamburg asks first, then takes its test along; the other model's test stays.
    await screen.findByText('Code: HW-1B');
    await renderAt('/models/0');
    fireEvent.click(within(form()).getByRole('button', { name: 'Remove HW-1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove model HW-1?' });
    expect(confirm.textContent).toContain('tests: 1');
    expect(file().models).toHaveLength(3);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await saved();
    expect(file().models.map((model) => model.code)).toEqual(['HW-1B', 'HW-2']);
    expect(file().tests?.map((test) => test.name)).toEqual(['Other model', 'Hamburg default (HW-1B)']);
  });

  it('renames a code through the server, shows a taken code at the field, and undoes the rename as an edit', async () => {
    await renderAt('/parameters/0');
    fireEvent.click(within(form()).getByRole('button', { name: 'Rename finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename finish' });
    const field = within(dialog).getByTestId('rename-to');
    fireEvent.change(field, { target: { value: 'bad code!' } });
    expect(within(dialog).getByText(/Letters, digits/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'scheibe' } });
    fireEvent.click(within(dialog).getByTestId('rename-confirm'));
    expect(
      await within(dialog).findByText('The code "scheibe" is taken: another parameter has it already'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'oberflaeche' } });
    fireEvent.click(within(dialog).getByTestId('rename-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path.endsWith('/draft/rename')).at(-1)?.body).toEqual({
      Revision: 1,
      Path: '/parameters/0',
      To: 'oberflaeche',
    });
    expect(await within(form()).findByText(/^Code: oberflaeche/)).toBeTruthy();
    expect(file().models[0]?.parameters[0]?.code).toBe('oberflaeche');

    // Undo sends the edit that takes the rename back, on the revision the rename answered.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await saved();
    const undo = calls.filter((call) => call.method === 'PUT').at(-1)?.body as { Revision: number };
    expect(undo.Revision).toBe(2);
    expect(file().parameters[0]?.code).toBe('finish');
    expect(file().models[0]?.parameters[0]?.code).toBe('finish');
  });

  it('adds a rule set, gives it a rule, and assigns it to a model', async () => {
    await renderAt('/models/0');
    fireEvent.click(screen.getByTestId('add-ruleSets'));
    fireEvent.change(await screen.findByTestId('new-entry-code'), { target: { value: 'preise' } });
    fireEvent.click(screen.getByTestId('add-entry-confirm'));
    await saved();
    expect(file().ruleSets?.map((set) => set.code)).toEqual(['grund', 'preise']);
    expect(await within(form()).findByText(/No model uses it yet/)).toBeTruthy();
    fireEvent.click(within(form()).getByTestId('add-rule'));
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    fireEvent.change(within(dialog).getByTestId('new-entry-code'), { target: { value: 'eiche-extra' } });
    fireEvent.click(within(dialog).getByTestId('add-entry-confirm'));
    await saved();
    expect(file().ruleSets?.[1]?.rules[0]).toMatchObject({ id: 'eiche-extra', kind: 'enable' });

    await renderAt('/models/0');
    await pick(input('Rule sets used'), 'preise');
    await saved();
    expect(file().models[0]?.ruleSets).toEqual(['preise']);
  });

  it('edits a test’s expectations in a form and takes the live preview’s state', async () => {
    await renderAt('/tests/0');
    const price = within(form()).getByLabelText('List price (€)');
    expect((price as HTMLInputElement).value).toBe('510,00 €');
    fireEvent.change(price, { target: { value: '520' } });
    fireEvent.blur(price);
    await saved();
    expect(file().tests?.[0]?.expect).toEqual({ priceCents: 52000 });

    // A choice to check: Finish, starting at its default.
    await pick(input('Check the choice of…'), 'Finish (finish)');
    await saved();
    expect(file().tests?.[0]?.expect.choices).toEqual({ finish: 'weiss' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Stop checking the choice of Finish' }));
    await saved();
    expect(file().tests?.[0]?.expect).toEqual({ priceCents: 52000 });

    // The preview of the test's model and changes: the keys it checks take what the preview shows.
    fireEvent.click(within(form()).getByTestId('take-preview'));
    await saved();
    const previewCall = calls.find((call) => call.path.endsWith('/draft/preview'));
    expect(previewCall?.body).toMatchObject({ Model: 'HW-1', Changes: [] });
    expect(file().tests?.[0]?.expect).toEqual({ priceCents: 61001 });
  });

  it('picks the drawing role of a parameter among those of its data type, and a value’s kind among its role’s', async () => {
    await renderAt('/parameters/0');
    const options = (await optionsOf(input('Drawing role'))).map((option) => option.textContent);
    expect(options).toContain('Leaf colour (leafColour)');
    expect(options).toContain('Glass (glass)');
    expect(options).not.toContain('Width (width)');
    expect(options).not.toContain('House number (houseNumber)');
    await pick(input('Drawing role'), 'Leaf colour (leafColour)');
    await saved();
    expect(file().parameters[0]?.drawing).toEqual({ role: 'leafColour' });

    await renderAt('/parameters/1/values/1');
    const kinds = (await optionsOf(input('Drawn as'))).map((option) => option.textContent);
    expect(kinds).toEqual([
      'None (none)',
      'Clear (clear)',
      'Satin (satin)',
      'Ornament (ornament)',
      'Grey (grey)',
      'Triple glazing (triple)',
    ]);
    await pick(input('Drawn as'), 'Clear (clear)');
    await saved();
    expect(file().parameters[1]?.values[1]?.drawing).toBe('clear');
    await act(async () => {});
  });

  it('shows the whole label of a tree entry its pane cuts, pointed at or focused, and hides it on Escape', async () => {
    await renderAt('/brand');
    const entry = screen.getByRole('button', { name: 'Hamburg' });
    const label = entry.querySelector('.cat-tree__label') as HTMLElement;
    Object.defineProperty(label, 'clientWidth', { configurable: true, value: 80 });
    Object.defineProperty(label, 'scrollWidth', { configurable: true, value: 80 });
    fireEvent.pointerEnter(entry);
    expect(screen.queryByTestId('tree-tip')).toBeNull();
    Object.defineProperty(label, 'scrollWidth', { configurable: true, value: 240 });
    fireEvent.pointerEnter(entry);
    expect(screen.getByTestId('tree-tip').textContent).toBe('Hamburg');
    fireEvent.pointerLeave(entry);
    expect(screen.queryByTestId('tree-tip')).toBeNull();
    fireEvent.focus(entry);
    expect(screen.getByTestId('tree-tip').textContent).toBe('Hamburg');
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(screen.queryByTestId('tree-tip')).toBeNull();
  });

  it('warns in its own publish dialog of a scheduled version built on an older one, with the versions page’s choices', async () => {
    const refusal = () =>
      jsonReply(409, {
        Message: 'Version 2 is scheduled for 2099-01-01 00:00 UTC and does not contain these changes.',
        detail: 'laterScheduled',
        Scheduled: [
          {
            Version: 2,
            ValidFrom: '2099-01-01T00:00:00.000Z',
            BasedOn: 1,
            Conflicts: [
              {
                Path: '/parameters/0/values/1/priceCents',
                Field: ['parameters', 'finish', 'eiche', 'priceCents'],
                Base: 12_000,
                Scheduled: 13_000,
                Published: 12_500,
              },
            ],
          },
        ],
      });
    publishReplies.push(
      refusal(),
      jsonReply(200, {
        BrandId: BRAND,
        Version: 3,
        ComparedWith: 1,
        Diff: null,
        Findings: [],
        Published: { ValidFrom: '2026-11-27T19:00:00.000Z' },
        Scheduled: {
          Choice: 'cancel',
          Versions: [{ Version: 2, ValidFrom: '2099-01-01T00:00:00.000Z', MergedVersion: null }],
        },
      }),
    );
    await renderAt('/brand');
    fireEvent.click(screen.getByTestId('publish'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft' });
    fireEvent.change(within(dialog).getByTestId('publish-note'), { target: { value: 'Oak dearer' } });
    fireEvent.click(within(dialog).getByTestId('publish-confirm'));

    // The versions page's warning, in this dialog: the version, its conflict by JSON pointer, the three ways on.
    const choices = await within(dialog).findByTestId('scheduled-choices');
    expect(within(choices).getByText(/Version 2 is scheduled for 2099-01-01/)).toBeTruthy();
    expect(within(choices).getByText('/parameters/0/values/1/priceCents')).toBeTruthy();
    expect(within(choices).getByText(/It was built on version 1/)).toBeTruthy();
    const merge = within(choices).getByRole('button', { name: 'Carry the changes into the scheduled version' });
    expect((merge as HTMLButtonElement).disabled).toBe(true);
    expect((within(choices).getByRole('button', { name: 'Publish anyway' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(dialog).getByTestId('publish-confirm') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(choices).getByRole('button', { name: 'Cancel the scheduled publish' }));
    await waitFor(() => expect(screen.queryByTestId('scheduled-choices')).toBeNull());
    const publishes = calls.filter((call) => call.path === `/catalogue/brands/${BRAND}/draft/publish`);
    expect(publishes.map((call) => call.body)).toEqual([
      { Revision: 1, From: null, Note: 'Oak dearer' },
      { Revision: 1, From: null, Note: 'Oak dearer', Scheduled: 'cancel', Resolutions: [] },
    ]);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
        'Version 3 is published. The scheduled publish of version 2 is cancelled.',
      ),
    );
  });
});
