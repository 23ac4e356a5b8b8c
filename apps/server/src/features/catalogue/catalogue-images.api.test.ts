import {
  type CatalogueDraft,
  type CatalogueDraftCheckReply,
  type CatalogueDraftPreview,
  type CatalogueImageReply,
  DEFAULT_BRAND_PARTNER_ID,
  parameterValuesReplySchema,
  selectionModelsReplySchema,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { type CallMethod, createApiCaller } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();
const BRAND = DEMO_IDS.brandAlpina;
const imagesPath = `catalogue/brands/${BRAND}/images`;
const draftPath = `catalogue/brands/${BRAND}/draft`;

const call = createApiCaller(app, (email) => signIn(app, email));
const oem = (method: CallMethod, path: string, body?: unknown, lang?: string) =>
  call(DEMO_USERS.oem, method, path, body, lang);

// A real 1×1 PNG, and a second picture (a JPEG's signature is all the check reads).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a door', 'utf8')]);
const upload = (bytes: Buffer, email: string | null = DEMO_USERS.oem, lang = 'en') =>
  call(email, 'POST', imagesPath, { FileName: 'picture.png', Contents: bytes.toString('base64') }, lang);

type File = {
  models: { code: string; picture?: string }[];
  parameters: { code: string; values: { code: string; picture?: string }[] }[];
};

describe('POST /catalogue/brands/{brandId}/images', () => {
  it('is for the brand’s OEM admins only: others 403, anonymous 401', async () => {
    for (const user of [DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.installer]) {
      expect((await upload(PNG, user)).statusCode, user).toBe(403);
    }
    expect((await upload(PNG, null)).statusCode).toBe(401);
  });

  it('stores a PNG under the hash of its bytes and serves it to anyone, cacheable for ever', async () => {
    const response = await upload(PNG);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<CatalogueImageReply>();
    expect(reply).toMatchObject({ ContentType: 'image/png', Size: PNG.length });
    expect(reply.Key).toMatch(/^catalogue-images\/[0-9a-f]{64}\.png$/);
    expect(reply.Url).toBe(`/api/v1/catalogue/images/${reply.Key.split('/')[1]}`);
    // The same bytes again: the same key.
    expect((await upload(PNG)).json<CatalogueImageReply>().Key).toBe(reply.Key);

    const served = await app.inject({ url: reply.Url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = (await upload(JPEG)).json<CatalogueImageReply>();
    expect(jpeg).toMatchObject({ ContentType: 'image/jpeg' });
    expect(jpeg.Key.endsWith('.jpg')).toBe(true);
    expect((await app.inject({ url: jpeg.Url })).headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for a picture never uploaded and 400 for a name that is no picture key', async () => {
    expect((await app.inject({ url: `/api/v1/catalogue/images/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/catalogue/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('refuses a text file named .png (400, by its bytes) and a picture over 1 MB (413)', async () => {
    const text = await upload(Buffer.from('not a picture at all', 'utf8'), DEMO_USERS.oem, 'de');
    expect(text.statusCode).toBe(400);
    expect(text.json().Message).toBe('Die Datei ist kein PNG-, JPEG- oder WebP-Bild.');
    expect((await upload(Buffer.from('not a picture', 'utf8'))).json().Message).toBe(
      'The file is not a PNG, JPEG or WebP picture.',
    );
    const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload(large)).statusCode).toBe(413);
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(huge)).statusCode).toBe(413);
  });
});

describe('pictures in the catalogue', () => {
  it('refuses a draft naming a picture not uploaded, then shows uploaded ones in the preview and the shop', async () => {
    const picture = (await upload(PNG)).json<CatalogueImageReply>();
    const modelPicture = (await upload(JPEG)).json<CatalogueImageReply>();
    const draft = (await oem('POST', draftPath, {})).json<CatalogueDraft>();
    const file = draft.File as File;
    const modelIndex = file.models.findIndex((model) => model.code === 'AURORA');
    const paramIndex = file.parameters.findIndex((param) => param.code === 'leafColour');
    const valueIndex = file.parameters[paramIndex]?.values.findIndex((value) => value.code === 'ral7016') ?? -1;
    const missing = `catalogue-images/${'a'.repeat(64)}.png`;
    const valuePath = `/parameters/${paramIndex}/values/${valueIndex}/picture`;
    const named = await oem('PUT', draftPath, {
      Revision: draft.Revision,
      Operations: [
        { op: 'add', path: valuePath, value: missing },
        { op: 'add', path: `/models/${modelIndex}/picture`, value: modelPicture.Key },
      ],
    });
    expect(named.statusCode, named.body).toBe(200);
    const check = (await oem('POST', `${draftPath}/check`)).json<CatalogueDraftCheckReply>();
    expect(check.Findings.find((item) => item.Code === 'missingPicture')).toMatchObject({
      Path: valuePath,
      Severity: 'error',
    });
    expect(check.Preview).toBeNull();
    const refused = await oem('POST', `${draftPath}/publish`, { Revision: draft.Revision + 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Findings[0]).toMatchObject({ Path: valuePath, Code: 'missingPicture' });

    const fixed = await oem('PUT', draftPath, {
      Revision: draft.Revision + 1,
      Operations: [{ op: 'replace', path: valuePath, value: picture.Key }],
    });
    expect(fixed.statusCode).toBe(200);
    const preview = (await oem('POST', `${draftPath}/preview`, { Model: 'AURORA' })).json<CatalogueDraftPreview>();
    expect(preview.ModelPictureUrl).toBe(modelPicture.Url);
    const colours = preview.Tree.find((param) => preview.ParameterCodes[param.ParameterId] === 'leafColour');
    const grey = colours?.Values.find((value) => preview.ValueCodes[value.ParameterValueId ?? ''] === 'ral7016');
    expect(grey?.ImageUrl).toBe(picture.Url);
    const published = await oem('POST', `${draftPath}/publish`, { Revision: draft.Revision + 2 });
    expect(published.statusCode, published.body).toBe(200);

    // The shop: the model's picture in the model selection, the value's picture as its thumbnail.
    const page = selectionModelsReplySchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/selection/models/${DEFAULT_BRAND_PARTNER_ID}`,
          payload: { textFilter: 'Aurora' },
        })
      ).json(),
    );
    const aurora = [...page.BrandModelsSpecial, ...page.BrandModelsNotSpecial].find((model) => model.Name === 'Aurora');
    expect(aurora?.Image).toBe(modelPicture.Url);
    expect(aurora?.ImageXXL).toBe(modelPicture.Url);
    const leafColourId = Object.entries(preview.ParameterCodes).find(([, code]) => code === 'leafColour')?.[0];
    const values = parameterValuesReplySchema.parse(
      (
        await app.inject({
          url: `/api/v1/configurator/values/${aurora?.Id}?parameterId=${leafColourId}&brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
        })
      ).json(),
    );
    expect(values.find((value) => value.ParameterValueId === grey?.ParameterValueId)?.ImageUrl).toBe(picture.Url);
    expect(values.filter((value) => value.ImageUrl === picture.Url)).toHaveLength(1);
  });

  it('refuses to import a file naming a picture that is not uploaded', async () => {
    const exported = (await oem('GET', `catalogue/brands/${BRAND}/versions/current`)).json<File>();
    const model = exported.models[0] as File['models'][number];
    model.picture = `catalogue-images/${'b'.repeat(64)}.webp`;
    const refused = await oem('POST', `catalogue/brands/${BRAND}/versions`, exported);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().Findings[0]).toMatchObject({ Path: '/models/0/picture', Code: 'missingPicture' });
  });
});
