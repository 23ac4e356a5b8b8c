import {
  configurationReplySchema,
  configurationUpdateReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  fileReplySchema,
  overviewReplySchema,
  parameterValuesReplySchema,
  SECOND_BRAND_PARTNER_ID,
  type TreeParameter,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();
const customer = await signIn(app, DEMO_USERS.customer);
const sales = await signIn(app, DEMO_USERS.sales);
const admin = await signIn(app, DEMO_USERS.admin);

const models = async (bpi = DEFAULT_BRAND_PARTNER_ID) =>
  (await app.inject({ method: 'POST', url: `/api/v1/selection/models/${bpi}`, payload: { pageSize: 100 } })).json<{
    BrandModelsSpecial: { PartId: string; Name: string }[];
    BrandModelsNotSpecial: { PartId: string; Name: string }[];
  }>();
const allModels = await models();
const partIdOf = (name: string) =>
  [...allModels.BrandModelsSpecial, ...allModels.BrandModelsNotSpecial].find((model) => model.Name === name)
    ?.PartId as string;
const TRIGLAV = partIdOf('Triglav');

const create = async (partId: string, authorization?: string, variant = '', extra = '') => {
  const response = await app.inject({
    url: `/api/v1/configurator${variant}/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${partId}${extra}`,
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
  });
  return response;
};
const param = (tree: TreeParameter[], title: string) =>
  tree.find((candidate) => candidate.Name === title) as TreeParameter;
const valueId = (parameter: TreeParameter, value: string) =>
  parameter.Values.find((candidate) => candidate.ParameterValue === value)?.ParameterValueId as string;
const update = (configurationId: string, parameterId: string, change: string, authorization?: string, variant = '') =>
  app.inject({
    url: `/api/v1/configurator${variant}/update?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${configurationId}&partId=${TRIGLAV}&parameterId=${parameterId}&${change}`,
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
  });

describe('GET /api/v1/configurator/create', () => {
  it('creates an anonymous configuration with the full tree and no prices', async () => {
    const response = await create(TRIGLAV);
    expect(response.statusCode).toBe(200);
    const reply = configurationReplySchema.parse(response.json());
    expect(reply.Price).toBeNull();
    expect(reply.Metadata.ModelPrice).toBeNull();
    expect(reply.Metadata.CanEdit).toBe(true);
    expect(reply.Metadata.BrandModelName).toBe('Triglav');
    expect(
      reply.ViewModel.Tree.every(
        (parameter) => parameter.Price === null && parameter.Values.every((value) => value.Price === null),
      ),
    ).toBe(true);
    expect(JSON.stringify(reply)).not.toMatch(/"Price":\d/);
    const security = param(reply.ViewModel.Tree, 'Burglar resistance');
    expect(security.Values.find((value) => value.ParameterValue === 'rc3')).toMatchObject({
      IsAllowed: false,
      NotAllowedReason: 'RC3 security needs a multi-point lock. (Lock: Single-point lock)',
    });
    expect(reply.ViewModel.PopupParameters.map((popup) => popup.label)).toEqual(['Opening direction', 'Hinge side']);
    expect(reply.PartsTree).toBeNull();
  });

  it('gives signed-in customers the price and the model price', async () => {
    const reply = configurationReplySchema.parse((await create(TRIGLAV, customer.authorization, '/auth')).json());
    expect(reply.Price).toBeGreaterThan(1490);
    expect(reply.Metadata.ModelPrice).toBe(1490);
  });

  it('refuses the auth variant without a token and the admin variant for customers', async () => {
    expect((await create(TRIGLAV, undefined, '/auth')).statusCode).toBe(401);
    expect((await create(TRIGLAV, customer.authorization, '/admin')).statusCode).toBe(403);
  });

  it('gives editors the position and the parts tree in the admin variant', async () => {
    const reply = configurationReplySchema.parse((await create(TRIGLAV, sales.authorization, '/admin', '&p=3')).json());
    expect(reply.Metadata.Position).toBe(3);
    expect(reply.PartsTree?.[0]?.PartCode).toBe('TRIGLAV');
    expect(JSON.stringify(reply.PartsTree)).toContain('LOCK-1');
  });

  it('refuses an editor on a brand partner it does not act for', async () => {
    const response = await app.inject({
      url: `/api/v1/configurator/admin/create?brandPartnerId=${SECOND_BRAND_PARTNER_ID}&partId=${TRIGLAV}`,
      headers: { authorization: sales.authorization },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown model and 400 without partId or configurationId', async () => {
    expect((await create('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const response = await app.inject({
      url: `/api/v1/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/configurator/update', () => {
  it('applies a value that other choices exclude and lists what moved and why', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV, customer.authorization, '/auth')).json());
    const security = param(created.ViewModel.Tree, 'Burglar resistance');
    const response = await update(
      created.Metadata.ConfigurationId,
      security.ParameterId,
      `parameterValueId=${valueId(security, 'rc3')}`,
      customer.authorization,
      '/auth',
    );
    expect(response.statusCode).toBe(200);
    const reply = configurationUpdateReplySchema.parse(response.json());
    expect(param(reply.Tree, 'Burglar resistance').ParameterValue).toBe('rc3');
    expect(param(reply.Tree, 'Lock').ParameterValue).toBe('multi3');
    expect(reply.Changes).toEqual([
      expect.objectContaining({ Parameter: 'Lock', From: 'Single-point lock', To: '3-point mechanical lock' }),
    ]);
    expect(reply.Message).toContain('RC3 security needs a multi-point lock');
    expect(reply.Price).toBeGreaterThan(created.Price as number);
    const reopened = configurationReplySchema.parse(
      (
        await app.inject({
          url: `/api/v1/configurator/auth/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${created.Metadata.ConfigurationId}`,
          headers: { authorization: customer.authorization },
        })
      ).json(),
    );
    expect(reopened.Price).toBe(reply.Price);
  });

  it('refuses an integer outside its range with a message naming the range and the rule', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    const width = param(created.ViewModel.Tree, 'Width (mm)');
    expect([width.MinValue, width.MaxValue]).toEqual([800, 1100]);
    // The tree says which rule sets a bound, in the caller's language; the parameter's own range has none.
    expect(width.MaxReason).toMatch(/^A single leaf is at most 1100 mm wide; choose a double-leaf door for more\./);
    expect(width.MinReason).toBeNull();
    const response = await update(created.Metadata.ConfigurationId, width.ParameterId, 'customValue=1500');
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(
      'Width (mm): 1500 is not within 800–1100. A single leaf is at most 1100 mm wide; choose a double-leaf door for more.',
    );
    expect((await update(created.Metadata.ConfigurationId, width.ParameterId, 'customValue=abc')).statusCode).toBe(400);
    expect((await update(created.Metadata.ConfigurationId, width.ParameterId, 'customValue=950')).statusCode).toBe(200);
  });

  it('lets only the maker change a configuration in no document (CanEdit false for others, staff too); anyone with the GUID changes an anonymous one', async () => {
    const owned = configurationReplySchema.parse((await create(TRIGLAV, customer.authorization)).json());
    const leaves = param(owned.ViewModel.Tree, 'Number of leaves');
    const change = `parameterValueId=${valueId(leaves, 'double')}`;
    expect((await update(owned.Metadata.ConfigurationId, leaves.ParameterId, change)).statusCode).toBe(403);
    const viewed = configurationReplySchema.parse(
      (
        await app.inject({
          url: `/api/v1/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${owned.Metadata.ConfigurationId}`,
        })
      ).json(),
    );
    expect(viewed.Metadata.CanEdit).toBe(false);
    // Staff read it (a shared GUID) and put a copy into a document; they do not change the customer's own.
    expect(
      (await update(owned.Metadata.ConfigurationId, leaves.ParameterId, change, sales.authorization, '/admin'))
        .statusCode,
    ).toBe(403);
    expect(
      (await update(owned.Metadata.ConfigurationId, leaves.ParameterId, change, customer.authorization, '/auth'))
        .statusCode,
    ).toBe(200);
    const anonymous = configurationReplySchema.parse((await create(TRIGLAV)).json());
    expect((await update(anonymous.Metadata.ConfigurationId, leaves.ParameterId, change)).statusCode).toBe(200);
  });

  it('keeps tenants apart: a user of another brand partner gets 403', async () => {
    const response = await app.inject({
      url: `/api/v1/configurator/create?brandPartnerId=${SECOND_BRAND_PARTNER_ID}&partId=${(await models(SECOND_BRAND_PARTNER_ID)).BrandModelsNotSpecial[0]?.PartId}`,
    });
    const id = response.json().Metadata.ConfigurationId as string;
    const price = await app.inject({
      url: `/api/v1/configurator/${id}/price`,
      headers: { authorization: sales.authorization },
    });
    expect(price.statusCode).toBe(403);
  });

  it('answers 400 for a value of another parameter and for a configuration of another model', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    const lock = param(created.ViewModel.Tree, 'Lock');
    const leaves = param(created.ViewModel.Tree, 'Number of leaves');
    expect(
      (
        await update(
          created.Metadata.ConfigurationId,
          lock.ParameterId,
          `parameterValueId=${valueId(leaves, 'double')}`,
        )
      ).statusCode,
    ).toBe(400);
    const other = await app.inject({
      url: `/api/v1/configurator/update?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${created.Metadata.ConfigurationId}&partId=${partIdOf('Lipa')}&parameterId=${lock.ParameterId}&parameterValueId=${valueId(lock, 'multi3')}`,
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('the other configurator calls', () => {
  it('prices only for signed-in callers, with the second brand partner’s markup', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV, customer.authorization)).json());
    const id = created.Metadata.ConfigurationId;
    expect((await app.inject({ url: `/api/v1/configurator/${id}/price` })).json()).toEqual({
      Price: null,
      Currency: 'EUR',
    });
    expect(
      (
        await app.inject({
          url: `/api/v1/configurator/${id}/price`,
          headers: { authorization: customer.authorization },
        })
      ).json().Price,
    ).toBe(created.Price);
    const second = await models(SECOND_BRAND_PARTNER_ID);
    const nordhaus = [...second.BrandModelsSpecial, ...second.BrandModelsNotSpecial];
    expect(nordhaus).toHaveLength(12);
    const secondCreated = await app.inject({
      url: `/api/v1/configurator/auth/create?brandPartnerId=${SECOND_BRAND_PARTNER_ID}&partId=${nordhaus.find((model) => model.Name === 'Triglav')?.PartId}`,
      headers: { authorization: admin.authorization },
    });
    const secondReply = configurationReplySchema.parse(secondCreated.json());
    expect(secondReply.Metadata.BrandModelName).toBe('NH Zugspitze');
    expect(secondReply.Metadata.ModelPrice).toBe(1668.8);
  });

  it('draws the door as a PNG that can be cached by its time stamp, and 404 for an unknown id', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    const image = await app.inject({ url: created.Metadata.FinalImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(image.headers['cache-control']).toContain('immutable');
    const svg = await app.inject({ url: `/api/v1/configurator/${created.Metadata.ConfigurationId}/image?format=svg` });
    expect(svg.body).toMatch(/^<svg/);
    expect(
      (await app.inject({ url: '/api/v1/configurator/00000000-0000-4000-8000-000000000000/image' })).statusCode,
    ).toBe(404);
  });

  it('draws model pictures and value pictures in the original, XXL and M variants', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    const colour = param(created.ViewModel.Tree, 'Leaf colour');
    const swatch = await app.inject({ url: colour.Values[1]?.ImageUrl as string });
    expect(swatch.statusCode).toBe(200);
    expect(swatch.headers['content-type']).toBe('image/png');
    const card = await app.inject({ url: created.Metadata.PartPicture.replace('variant=original', 'variant=xxl') });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.readUInt32BE(16)).toBe(400);
  });

  it('lists the values of one parameter', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    const lock = param(created.ViewModel.Tree, 'Lock');
    const response = await app.inject({
      url: `/api/v1/configurator/values/${TRIGLAV}?parameterId=${lock.ParameterId}&brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
      headers: { 'accept-language': 'fr' },
    });
    const values = parameterValuesReplySchema.parse(response.json());
    expect(values.map((value) => value.ParameterValueName)).toContain('Serrure motorisée');
  });

  it('saves a comment of at most 2000 characters into the comment parameter', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    const id = created.Metadata.ConfigurationId;
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/v1/configurator/${id}/updatecomment`,
      payload: { Comment: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const saved = await app.inject({
      method: 'POST',
      url: `/api/v1/configurator/${id}/updatecomment`,
      payload: { Comment: 'Please call before delivery' },
    });
    expect(saved.json()).toEqual({ ConfigurationId: id, Comment: 'Please call before delivery' });
    const reopened = configurationReplySchema.parse(
      (
        await app.inject({
          url: `/api/v1/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${id}`,
          headers: { 'accept-language': 'en' },
        })
      ).json(),
    );
    expect(reopened.Metadata.Comment).toBe('Please call before delivery');
    expect(
      reopened.ViewModel.Tree.find((parameter) => parameter.ParameterId === reopened.Metadata.CommentParameterId)
        ?.ParameterValue,
    ).toBe('Please call before delivery');
  });

  it('gives the overview by nested category, with prices only for signed-in callers', async () => {
    const created = configurationReplySchema.parse((await create(partIdOf('Aurora'), customer.authorization)).json());
    const id = created.Metadata.ConfigurationId;
    const anonymous = overviewReplySchema.parse(
      (
        await app.inject({ url: `/api/v1/configurator/${id}/overview?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}` })
      ).json(),
    );
    expect(anonymous.ConfigurationPrice).toBeNull();
    const signedIn = overviewReplySchema.parse(
      (
        await app.inject({
          url: `/api/v1/configurator/auth/${id}/overview?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
          headers: { authorization: customer.authorization, 'accept-language': 'en' },
        })
      ).json(),
    );
    expect(signedIn.ConfigurationPrice).toBe(created.Price);
    const leaf = signedIn.Categories.find((category) => category.ParameterCategoryName === 'Leaf and design');
    expect(leaf?.Categories.map((category) => category.ParameterCategoryName)).toEqual(['Glazing']);
    const sum = (categories: typeof signedIn.Categories): number =>
      categories.reduce(
        (total, category) =>
          total + category.Parameters.reduce((s, p) => s + (p.ParameterPrice ?? 0), 0) + sum(category.Categories),
        0,
      );
    expect(Math.round((sum(signedIn.Categories) + (signedIn.ModelPrice ?? 0)) * 100)).toBe(
      Math.round((signedIn.ConfigurationPrice ?? 0) * 100),
    );
    expect(
      (await app.inject({ url: `/api/v1/configurator/auth/${id}/overview?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}` }))
        .statusCode,
    ).toBe(401);
  });

  it('gives the price file only to heads of sales of a parent partner', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV, admin.authorization)).json());
    const url = `/api/v1/configurator/${created.Metadata.ConfigurationId}/pricefile`;
    const file = fileReplySchema.parse(
      (await app.inject({ url, headers: { authorization: admin.authorization } })).json(),
    );
    expect(file.MimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(Buffer.from(file.Contents, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect((await app.inject({ url, headers: { authorization: sales.authorization } })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });

  it('lists no documents before documentation exists, and 404 for an unknown configuration', async () => {
    const created = configurationReplySchema.parse((await create(TRIGLAV)).json());
    expect(
      (await app.inject({ url: `/api/v1/configurator/${created.Metadata.ConfigurationId}/documents` })).json(),
    ).toEqual([]);
    expect(
      (await app.inject({ url: '/api/v1/configurator/00000000-0000-4000-8000-000000000000/documents' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/v1/configurator/part/{partId}/image', () => {
  it('answers a value picture of a number parameter (which cannot be chosen by id) with 400, not 500', async () => {
    // Found by the fuzz suite (seed 474213126): a value id of the wall thickness, an integer parameter.
    const response = await app.inject({
      url: '/api/v1/configurator/part/befb06c1-76b9-5162-ba5c-c5582ca8ccec/image?brandPartnerId=3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01&parameterValueId=0904d8d3-b163-5b83-a5a6-b54919c2b929',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'choiceRefused' });
  });
});
