import { gzipSync } from 'node:zlib';
import {
  type ConfigurationReply,
  configurationReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  type ModelDefinitionReply,
  modelDefinitionReplySchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { compileCatalogueModel, configure } from '@door/engine';
import { describe, expect, it } from 'vitest';
import { salesDocumentConfigurations } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const { app, database } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
const customer = await signIn(app, DEMO_USERS.customer);
const admin = await signIn(app, DEMO_USERS.admin);

const modelsOf = async (bpi: string) => {
  const reply = (
    await app.inject({ method: 'POST', url: `/api/v1/selection/models/${bpi}`, payload: { pageSize: 100 } })
  ).json<{ BrandModelsSpecial: { PartId: string; Name: string }[]; BrandModelsNotSpecial: { PartId: string }[] }>();
  return [...reply.BrandModelsSpecial, ...reply.BrandModelsNotSpecial].map((model) => model.PartId);
};
const DEFAULT_MODELS = await modelsOf(DEFAULT_BRAND_PARTNER_ID);

const create = async (partId: string, authorization?: string, bpi = DEFAULT_BRAND_PARTNER_ID) => {
  const variant = authorization ? '/auth' : '';
  const response = await app.inject({
    url: `/api/v1/configurator${variant}/create?brandPartnerId=${bpi}&partId=${partId}`,
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
  });
  return configurationReplySchema.parse(response.json());
};
const definitionUrl = (reply: ConfigurationReply, bpi = reply.Metadata.BrandPartnerId) =>
  `/api/v1/configurator/definition/${reply.Metadata.Catalogue.VersionId}/model/${reply.Metadata.PartId}?brandPartnerId=${bpi}`;
const getDefinition = (url: string, authorization?: string, etag?: string) =>
  app.inject({
    url,
    headers: { ...(authorization ? { authorization } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
  });

const opened = await create(DEFAULT_MODELS[0] as string);
const VERSION_ID = opened.Metadata.Catalogue.VersionId;

/** Whether a definition carries any price: an amount, a price rule. */
const hasPriceData = (definition: ModelDefinitionReply) =>
  definition.Model.basePriceCents !== 0 ||
  definition.Model.parameters.some((param) => param.values.some((value) => value.priceCents !== 0)) ||
  definition.Model.rules.some((rule) => rule.kind === 'price');

describe('GET /api/v1/configurator/definition/{versionId}/model/{partId}', () => {
  it('gives an anonymous visitor the rules and drawing data without any price, cacheable for good', async () => {
    const response = await getDefinition(definitionUrl(opened));
    expect(response.statusCode).toBe(200);
    const definition = modelDefinitionReplySchema.parse(response.json());
    expect(definition).toMatchObject({ ShowPrices: false, ShowPartsTree: false, PartId: opened.Metadata.PartId });
    expect(hasPriceData(definition)).toBe(false);
    expect(definition.Model.rules.some((rule) => rule.kind === 'part')).toBe(false);
    expect(response.body).not.toMatch(/"(cents|centsPerM2|centsPerMm|priceCents|basePriceCents)":[1-9]/);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Authorization/);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getDefinition(definitionUrl(opened), undefined, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives a customer of the brand partner its prices, exact to the cent with the browser’s markup', async () => {
    const reply = await create(DEFAULT_MODELS[0] as string, customer.authorization);
    const response = await getDefinition(definitionUrl(reply), customer.authorization);
    const definition = modelDefinitionReplySchema.parse(response.json());
    expect(definition.ShowPrices).toBe(true);
    expect(hasPriceData(definition)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const anonymousTag = (await getDefinition(definitionUrl(opened))).headers.etag;
    expect(response.headers.etag).not.toBe(anonymousTag);
    const result = configure(compileCatalogueModel(definition.Model), {}, null, {
      markupBasisPoints: definition.MarkupBasisPoints,
    });
    expect(result.priceCents / 100).toBe(reply.Price);
  });

  it('gives no prices to a customer asking for another brand partner’s definition', async () => {
    const second = await create(
      (await modelsOf(SECOND_BRAND_PARTNER_ID))[0] as string,
      undefined,
      SECOND_BRAND_PARTNER_ID,
    );
    const response = await getDefinition(definitionUrl(second), customer.authorization);
    expect(response.statusCode).toBe(200);
    expect(hasPriceData(modelDefinitionReplySchema.parse(response.json()))).toBe(false);
  });

  it('gives staff of the brand partner the parts rules', async () => {
    const response = await getDefinition(definitionUrl(opened), admin.authorization);
    const definition = modelDefinitionReplySchema.parse(response.json());
    expect(definition).toMatchObject({ ShowPrices: true, ShowPartsTree: true });
    expect(definition.Model.rules.some((rule) => rule.kind === 'part')).toBe(true);
  });

  it('refuses a version of another brand, an unknown model and a bad id in the error format', async () => {
    const otherBrand = await getDefinition(definitionUrl(opened, SECOND_BRAND_PARTNER_ID));
    expect(otherBrand.statusCode).toBe(404);
    expect(otherBrand.json()).toHaveProperty('Message');
    const unknown = await getDefinition(
      `/api/v1/configurator/definition/${VERSION_ID}/model/0e0e0e0e-0000-4000-8000-000000000001?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await getDefinition(
      `/api/v1/configurator/definition/not-an-id/model/${opened.Metadata.PartId}?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toMatch(/versionId/);
  });

  it('stays within 30 KB gzip for every demo model, with prices and parts', async () => {
    const sizes: number[] = [];
    for (const partId of DEFAULT_MODELS) {
      const response = await getDefinition(
        `/api/v1/configurator/definition/${VERSION_ID}/model/${partId}?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
        admin.authorization,
      );
      expect(response.statusCode).toBe(200);
      sizes.push(gzipSync(response.body).length);
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(30 * 1024);
  });
});

describe('POST /api/v1/configurator/{configurationId}/defect', () => {
  const body = {
    VersionId: VERSION_ID,
    PartId: opened.Metadata.PartId,
    ParameterId: opened.ViewModel.Tree[0]?.ParameterId,
    Differences: [{ Field: 'price', Browser: '1234.5', Server: '1234.55' }],
  };
  const report = (payload: unknown, configurationId = opened.Metadata.ConfigurationId) =>
    app.inject({ method: 'POST', url: `/api/v1/configurator/${configurationId}/defect`, payload: payload as object });

  it('logs the difference as a defect and answers 204', async () => {
    const response = await report(body);
    expect(response.statusCode).toBe(204);
    const logged = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.defect === 'configurator-result-mismatch');
    expect(logged).toMatchObject({
      level: 40,
      configurationId: opened.Metadata.ConfigurationId,
      differences: body.Differences,
    });
  });

  it('refuses a report on a configuration the caller may not read (one in a document, for a customer)', async () => {
    const [line] = await database.db
      .select({ id: salesDocumentConfigurations.configurationId })
      .from(salesDocumentConfigurations)
      .limit(1);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/configurator/${line?.id}/defect`,
      headers: { authorization: customer.authorization },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an unknown configuration, too many differences and control characters', async () => {
    expect((await report(body, '0e0e0e0e-0000-4000-8000-000000000001')).statusCode).toBe(404);
    const many = { ...body, Differences: Array.from({ length: 21 }, () => body.Differences[0]) };
    const tooMany = await report(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ detail: string }>().detail).toMatch(/Differences/);
    const control = { ...body, Differences: [{ Field: 'price', Browser: 'a\u0000', Server: 'b' }] };
    expect((await report(control)).statusCode).toBe(400);
  });
});
