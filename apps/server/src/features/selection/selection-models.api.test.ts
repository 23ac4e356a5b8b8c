import {
  DEFAULT_BRAND_PARTNER_ID,
  SECOND_BRAND_PARTNER_ID,
  selectionCategoriesReplySchema,
  selectionModelsReplySchema,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();
const customer = await signIn(app, DEMO_USERS.customer);

const post = (path: string, payload: object, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/selection/${path}`,
    payload,
    headers: authorization ? { authorization } : {},
  });
const listModels = async (payload: object, bpi = DEFAULT_BRAND_PARTNER_ID) =>
  selectionModelsReplySchema.parse((await post(`models/${bpi}`, payload)).json());

describe('POST /api/v1/selection/models/{bpi}', () => {
  it('gives the first page of 25, special offers first, without prices for anonymous callers', async () => {
    const page = await listModels({ categories: [], textFilter: '' });
    expect(page.Total).toBe(32);
    expect(page.BrandModelsSpecial.length + page.BrandModelsNotSpecial.length).toBe(25);
    expect(page.BrandModelsSpecial.length).toBeGreaterThanOrEqual(5);
    expect(page.BrandModelsSpecial.every((model) => model.IsSpecialOffer && model.Price === null)).toBe(true);
    expect(page.BrandModelsSpecial[0]?.ImageXXL).toContain('variant=xxl');
    expect(page.HasMore).toBe(true);
    expect(page.Currency).toBe('EUR');
    const next = await listModels({ page: 2 });
    expect(next.BrandModelsSpecial).toEqual([]);
    expect(next.BrandModelsNotSpecial).toHaveLength(7);
    expect(next.HasMore).toBe(false);
  });

  it('gives prices to signed-in callers in the auth variant and refuses it without a token', async () => {
    const response = await post(`auth/models/${DEFAULT_BRAND_PARTNER_ID}`, {}, customer.authorization);
    const page = selectionModelsReplySchema.parse(response.json());
    // The "from" price is the cheapest configuration's (fromPriceCents): base 1890 € and what the model requires.
    expect(page.BrandModelsSpecial[0]?.Price).toBe(2089.5);
    expect((await post(`auth/models/${DEFAULT_BRAND_PARTNER_ID}`, {})).statusCode).toBe(401);
  });

  it('searches every language of the names, ignoring case and accents', async () => {
    const german = await listModels({ textFilter: 'haustür' });
    expect(german.Total).toBe(16);
    const accent = await listModels({ textFilter: 'SOCA' });
    expect(accent.BrandModelsSpecial.map((model) => model.Name)).toEqual(['Soča']);
    expect((await listModels({ textFilter: 'porte verre' })).Total).toBe(6);
  });

  it('filters by category values: any value within a category, every category', async () => {
    const categories = selectionCategoriesReplySchema.parse(
      (await post(`categories/${DEFAULT_BRAND_PARTNER_ID}`, {})).json(),
    );
    const type = categories[0];
    const material = categories[2];
    const glass = type?.CategoryValues.find((value) => value.Count === 6);
    const entrance = type?.CategoryValues[0];
    const wood = material?.CategoryValues.find((value) => value.Name === 'Les');
    const both = await listModels({
      categories: [
        {
          id: type?.BrandPartnerCategoryId,
          values: [{ id: glass?.BrandPartnerCategoryValueId }, { id: entrance?.BrandPartnerCategoryValueId }],
        },
      ],
    });
    expect(both.Total).toBe(22);
    const woodenEntrance = await listModels({
      categories: [
        { id: type?.BrandPartnerCategoryId, values: [{ id: entrance?.BrandPartnerCategoryValueId }] },
        { id: material?.BrandPartnerCategoryId, values: [{ id: wood?.BrandPartnerCategoryValueId }] },
      ],
    });
    expect(woodenEntrance.Total).toBe(5);
  });

  it('sells the second brand’s smaller catalogue under its own names', async () => {
    const page = await listModels({}, SECOND_BRAND_PARTNER_ID);
    expect(page.Total).toBe(12);
    expect(
      [...page.BrandModelsSpecial, ...page.BrandModelsNotSpecial].every((model) => model.BrandName.startsWith('NH ')),
    ).toBe(true);
  });

  it('answers 404 for an unknown brand partner and 400 for a bad body', async () => {
    expect((await post('models/00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    expect((await post(`models/${DEFAULT_BRAND_PARTNER_ID}`, { textFilter: 5 })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/selection/categories/{bpi}', () => {
  it('gives the categories with localized values, and marks values that would leave nothing as inactive', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/selection/categories/${DEFAULT_BRAND_PARTNER_ID}`,
      payload: { textFilter: 'aluminium', lang: 'en' },
    });
    const categories = selectionCategoriesReplySchema.parse(response.json());
    expect(categories.map((category) => category.Name)).toEqual(['Door type', 'Style', 'Material', 'Glazing']);
    const type = categories[0]?.CategoryValues ?? [];
    expect(type.map((value) => [value.Name, value.Active])).toEqual([
      ['Entrance door', true],
      ['Interior door', false],
      ['Glass door', false],
    ]);
  });
});
