import {
  API_PREFIX,
  type ConfigurationReply,
  type ConfigurationUpdateReply,
  LANGUAGES,
  type Language,
  LIST_DATA_TYPES,
  type ModelDefinitionReply,
  NUMERIC_DATA_TYPES,
  type TreeParameter,
} from '@door/contract';
import type { APIRequestContext } from '@playwright/test';
// The browser's code path itself: the module the configuration step bundles, run here on the same inputs.
import {
  choicesOfTree,
  compareResults,
  evaluateInstant,
  type InstantChange,
  type InstantModel,
  prepareInstantModel,
} from '../../apps/web/src/features/configurator/lib/instant-engine';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures/demo';

/** Changes per model and audience; every demo model of both brands runs them, anonymous and priced. */
const CHANGES = 8;
const SEED = Number(process.env.PARITY_SEED ?? 20261126);

/** A small seeded generator (mulberry32), so a failing sequence can be run again by its seed. */
const randomOf = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const signIn = async (request: APIRequestContext, email: string) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: {
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    },
  });
  expect(token.ok()).toBe(true);
  return `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
};

const modelsOf = async (request: APIRequestContext, bpi: string) => {
  const reply = await request.post(`${API_PREFIX}/selection/models/${bpi}`, { data: { pageSize: 100 } });
  const body = (await reply.json()) as {
    BrandModelsSpecial: { PartId: string }[];
    BrandModelsNotSpecial: { PartId: string }[];
  };
  return [...body.BrandModelsSpecial, ...body.BrandModelsNotSpecial].map((model) => model.PartId);
};

/** A random change a customer could make: any value (allowed or not), a number in or around its range, a text. */
const randomChange = (tree: TreeParameter[], random: () => number): InstantChange | null => {
  const candidates = tree.filter((parameter) => parameter.IsEnabled && parameter.DataType !== 'comment');
  const parameter = candidates[Math.floor(random() * candidates.length)];
  if (!parameter) {
    return null;
  }
  if (LIST_DATA_TYPES.includes(parameter.DataType)) {
    const value = parameter.Values[Math.floor(random() * parameter.Values.length)];
    return value ? { parameterId: parameter.ParameterId, parameterValueId: value.ParameterValueId } : null;
  }
  if (NUMERIC_DATA_TYPES.includes(parameter.DataType)) {
    const min = parameter.MinValue ?? 0;
    const max = parameter.MaxValue ?? 3000;
    // Mostly within the range; now and then beyond it (the engine keeps it within, and says so).
    const value = Math.round(min - 50 + random() * (max - min + 100));
    return { parameterId: parameter.ParameterId, customValue: String(value) };
  }
  return { parameterId: parameter.ParameterId, customValue: ['', '12', '7a', 'Ulica 3'][Math.floor(random() * 4)] };
};

type Audience = { name: string; variant: '' | '/auth' | '/admin'; authorization?: string };

test.describe('the browser and the server compute the same configuration', () => {
  test('seeded random changes over every demo model give identical choices, messages, price and picture', async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const customer = await signIn(request, DEMO_USERS.customer.email);
    const admin = await signIn(request, DEMO_USERS.admin.email);
    const brands = [
      { bpi: DEMO_BRAND_PARTNERS.alpina, priced: { name: 'customer', variant: '/auth', authorization: customer } },
      { bpi: DEMO_BRAND_PARTNERS.nordhaus, priced: { name: 'admin', variant: '/admin', authorization: admin } },
    ] as const;
    const random = randomOf(SEED);
    let checked = 0;
    for (const brand of brands) {
      const models = await modelsOf(request, brand.bpi);
      expect(models.length).toBeGreaterThan(0);
      for (const [index, partId] of models.entries()) {
        const audiences: Audience[] = [{ name: 'anonymous', variant: '' }, brand.priced];
        for (const audience of audiences) {
          const lang = LANGUAGES[(index + checked) % LANGUAGES.length] as Language;
          const headers = {
            'accept-language': lang,
            ...(audience.authorization ? { authorization: audience.authorization } : {}),
          };
          const created = await request.get(
            `${API_PREFIX}/configurator${audience.variant}/create?brandPartnerId=${brand.bpi}&partId=${partId}`,
            { headers },
          );
          expect(created.ok()).toBe(true);
          const opened = (await created.json()) as ConfigurationReply;
          const { ConfigurationId, Catalogue } = opened.Metadata;
          const definitionReply = await request.get(
            `${API_PREFIX}/configurator/definition/${Catalogue.VersionId}/model/${partId}?brandPartnerId=${brand.bpi}`,
            { headers },
          );
          expect(definitionReply.ok()).toBe(true);
          const definition = (await definitionReply.json()) as ModelDefinitionReply;
          expect(definition.ShowPrices).toBe(audience.name !== 'anonymous');
          const model: InstantModel = prepareInstantModel(definition);
          let choices = choicesOfTree(opened.ViewModel.Tree);
          let tree = opened.ViewModel.Tree;
          for (let step = 0; step < CHANGES; step += 1) {
            const change = randomChange(tree, random);
            if (!change) {
              break;
            }
            const where = `seed ${SEED}, ${audience.name}, model ${partId}, step ${step}, ${JSON.stringify(change)}`;
            const query = new URLSearchParams({
              brandPartnerId: brand.bpi,
              configurationId: ConfigurationId,
              partId,
              parameterId: change.parameterId,
              ...(change.parameterValueId ? { parameterValueId: change.parameterValueId } : {}),
              ...(change.customValue !== undefined ? { customValue: change.customValue } : {}),
            });
            const answer = await request.get(`${API_PREFIX}/configurator${audience.variant}/update?${query}`, {
              headers,
            });
            let browser: ReturnType<typeof evaluateInstant> | null = null;
            try {
              browser = evaluateInstant(model, choices, change, lang);
            } catch {
              browser = null;
            }
            if (!browser) {
              // The engine refused the change in the browser: the server refuses it too.
              expect(answer.status(), where).toBe(400);
              continue;
            }
            expect(answer.status(), where).toBe(200);
            const server = (await answer.json()) as ConfigurationUpdateReply;
            const picture = await request.get(
              `${API_PREFIX}/configurator/${ConfigurationId}/image?format=svg&variant=original&t=${step}`,
              { headers },
            );
            expect(picture.ok(), where).toBe(true);
            const differences = compareResults(browser, {
              Tree: server.Tree,
              Price: server.Price,
              Message: server.Message,
              PartsTree: server.PartsTree,
              PictureSvg: await picture.text(),
            });
            expect(differences, where).toEqual([]);
            expect(browser.choices, where).toEqual(choicesOfTree(server.Tree));
            expect(browser.Changes, where).toEqual(server.Changes);
            expect(browser.PopupParameters, where).toEqual(server.PopupParameters);
            if (audience.name === 'anonymous') {
              expect(server.Price, where).toBeNull();
            }
            choices = browser.choices;
            tree = server.Tree;
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
