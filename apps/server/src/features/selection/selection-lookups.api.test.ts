import { randomUUID } from 'node:crypto';
import {
  countryListSchema,
  DEFAULT_BRAND_PARTNER_ID,
  documentTypeListSchema,
  languageListSchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries as countryTable } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();

describe('GET /api/v1/selection/countrylist', () => {
  it('lists ISO countries named and sorted in the caller language', async () => {
    const response = await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'de' } });
    const countries = countryListSchema.parse(response.json());
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((country) => country.Code === 'DE')?.Name).toBe('Deutschland');
    const names = countries.map((country) => country.Name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('lists a country added to the table at once, though the list is kept in memory', async () => {
    const codesOf = async () =>
      countryListSchema
        .parse(
          (await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })).json(),
        )
        .map((country) => country.Code);
    const before = await codesOf();
    const missing = ['XK', 'XA', 'XB'].find((code) => !before.includes(code)) as string;
    const id = randomUUID();
    await database.db.insert(countryTable).values({ id, code: missing });
    try {
      await expect.poll(codesOf, { timeout: 2_000 }).toContain(missing);
    } finally {
      await database.db.delete(countryTable).where(eq(countryTable.id, id));
    }
  });

  it('falls back to Slovenian for an unknown language', async () => {
    const response = await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'ja' } });
    expect(response.json().find((country: { Code: string }) => country.Code === 'DE').Name).toBe('Nemčija');
  });
});

describe('GET /api/v1/selection/language', () => {
  it('lists the four languages with one default', async () => {
    const languages = languageListSchema.parse((await app.inject({ url: '/api/v1/selection/language' })).json());
    expect(languages.map((language) => language.Code).sort()).toEqual(['de', 'en', 'fr', 'sl']);
    expect(languages.filter((language) => language.IsDefault)).toHaveLength(1);
  });
});

describe('GET /api/v1/selection/documenttype/{bpi}', () => {
  it('lists the selectable document types in the caller language for staff of the brand partner', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.sales);
    const response = await app.inject({
      url: `/api/v1/selection/documenttype/${DEFAULT_BRAND_PARTNER_ID}`,
      headers: { authorization, 'accept-language': 'en' },
    });
    expect(documentTypeListSchema.parse(response.json()).map((type) => type.Name)).toEqual([
      'Offer',
      'Order',
      'Order confirmation',
    ]);
  });

  it('refuses a brand partner the user has no access to', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.sales);
    const response = await app.inject({
      url: `/api/v1/selection/documenttype/${SECOND_BRAND_PARTNER_ID}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(403);
  });

  it('names the field of a malformed id', async () => {
    const response = await app.inject({
      url: '/api/v1/selection/documenttype/not-a-guid',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toContain('params.brandPartnerId');
  });
});
