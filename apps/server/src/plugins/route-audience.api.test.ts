import { ZERO_GUID } from '@door/contract';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();
const SLOVENIA = (await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } }))
  .json<{ CountryId: string; Code: string }[]>()
  .find((country) => country.Code === 'SI')?.CountryId as string;
const unknownId = '0e0e0e0e-0000-4000-8000-000000000001';
/** A route's URL with every path parameter set to one unknown id. */
const withUnknownIds = (url: string) => url.replace(/:[A-Za-z]+/g, unknownId);

const fieldsOf = (schema: unknown): [string, ZodType][] => {
  const shape = (schema as { shape?: Record<string, ZodType> } | undefined)?.shape;
  return shape ? Object.entries(shape) : [];
};
/** Whether a field is an id a client may leave out: it takes a GUID and nothing, but no other text. */
const isOptionalId = (field: ZodType) =>
  field.safeParse(undefined).success &&
  field.safeParse('3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01').success &&
  !field.safeParse('not an id').success;

describe('who may call a route is decided before validation and lookup', () => {
  it('every API route declares its audience', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(100);
    expect(app.apiRoutes.filter((route) => !route.who)).toEqual([]);
  });

  it('an anonymous caller gets 401 on every signed-in route, for unknown ids and without any query or body', async () => {
    const answers: string[] = [];
    for (const route of app.apiRoutes.filter((each) => each.who !== 'anyone')) {
      const response = await app.inject({ method: route.method as 'GET', url: withUnknownIds(route.url) });
      if (response.statusCode !== 401) {
        answers.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('a customer gets 403 on every staff route before its input is read', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.customer);
    const answers: string[] = [];
    for (const route of app.apiRoutes.filter((each) => each.who === 'staff')) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: withUnknownIds(route.url),
        headers: { authorization },
      });
      if (response.statusCode !== 403) {
        answers.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });
});

describe('the all-zero GUID means none in every request', () => {
  it('every optional id of every route schema reads the all-zero GUID and null as its absence', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const route of app.apiRoutes) {
      for (const part of ['querystring', 'body'] as const) {
        for (const [name, field] of fieldsOf(route.schema[part])) {
          if (!isOptionalId(field)) {
            continue;
          }
          checked.push(`${route.url} ${name}`);
          const none = field.safeParse(undefined).data;
          const zero = field.safeParse(ZERO_GUID);
          if (!zero.success || zero.data !== none || field.safeParse(null).data !== none) {
            wrong.push(`${route.method} ${route.url} ${part}.${name}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // ProjectId, ContactId, DocumentId, DocumentTypeId, TemplateId, LanguageId, documentId, brandPartnerId, …
    expect(checked.length).toBeGreaterThan(20);
  });

  it('creates a document with the all-zero ProjectId as the specification sends it', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.admin);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/document',
      headers: { authorization },
      payload: {
        BrandPartnerId: '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01',
        ProjectId: ZERO_GUID,
        NewProject: true,
        DocumentTypeId: ZERO_GUID,
        ContactId: null,
        ConfigurationContact: {
          ContactData: {
            FirstName: 'Zero',
            LastName: 'Guid',
            Email: 'zero.guid@example.com',
            City: 'Kranj',
            Zip: '4000',
            CountryId: SLOVENIA,
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
