import {
  contactListSchema,
  DEFAULT_BRAND_PARTNER_ID,
  languageListSchema,
  partnerUserListSchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesDocuments } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const DEALER = 'dealer@demo.test';
const BPI = DEFAULT_BRAND_PARTNER_ID;

const get = async (email: string | null, url: string) =>
  app.inject({
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: (await signIn(app, email)).authorization } : {}) },
  });

describe('GET /brand/{id}/users and /myusers', () => {
  it("lists staff of the caller's partner and its child partners with access to the brand partner", async () => {
    const response = await get(DEMO_USERS.admin, `brand/${BPI}/users`);
    const users = partnerUserListSchema.parse(response.json());
    expect(users.map((user) => `${user.Name}|${user.UserType}|${user.Partner}`).sort()).toEqual([
      'Ana Kovač|admin|Alpina Prodaja d.o.o.',
      'Jože Horvat|mon|Alpina Prodaja d.o.o.',
      'Luka Novak|admin|Mizarstvo Novak s.p.',
      'Marko Novak|prod|Alpina Prodaja d.o.o.',
    ]);
  });

  it("keeps myusers to the caller's own partner", async () => {
    const users = partnerUserListSchema.parse((await get(DEMO_USERS.admin, `brand/${BPI}/myusers`)).json());
    expect(users.map((user) => user.Name).sort()).toEqual(['Ana Kovač', 'Jože Horvat', 'Marko Novak']);
    const dealer = partnerUserListSchema.parse((await get(DEALER, `brand/${BPI}/users`)).json());
    expect(dealer.map((user) => user.Name)).toEqual(['Luka Novak']);
  });

  it('refuses customers, anonymous callers, a foreign brand partner and a malformed id', async () => {
    expect((await get(DEMO_USERS.customer, `brand/${BPI}/users`)).statusCode).toBe(403);
    expect((await get(null, `brand/${BPI}/myusers`)).statusCode).toBe(401);
    expect((await get(DEMO_USERS.sales, `brand/${SECOND_BRAND_PARTNER_ID}/users`)).statusCode).toBe(403);
    const malformed = await get(DEMO_USERS.admin, 'brand/nope/users');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toContain('bpi');
  });
});

describe('GET /brand/{id}/contacts', () => {
  it('lists the parent and child partners’ contacts and the customer contacts; User empty without a user', async () => {
    const contacts = contactListSchema.parse((await get(DEMO_USERS.admin, `brand/${BPI}/contacts`)).json());
    const byName = new Map(contacts.map((contact) => [contact.Name, contact]));
    expect(byName.get('Petra Zupan')).toMatchObject({ Partner: 'Alpina Vrata d.d.', User: 'Petra Zupan' });
    expect(byName.get('Tomaž Kranjc')).toMatchObject({ Title: 'Nabava', User: '' });
    expect(byName.get('Luka Novak')).toMatchObject({ Partner: 'Mizarstvo Novak s.p.', User: 'Luka Novak' });
    expect(byName.get('Lukas Berger')).toMatchObject({ Partner: 'Berger Bau GmbH', User: '' });
    // The caller's own partner is not a target of forward or send to supplier.
    expect(byName.has('Ana Kovač')).toBe(false);
    expect(contacts).toHaveLength(7);
  });

  it('keeps the parent (supplier) chain with onlyParent=true, up to the top', async () => {
    const admin = contactListSchema.parse(
      (await get(DEMO_USERS.admin, `brand/${BPI}/contacts?onlyParent=true`)).json(),
    );
    expect(admin.map((contact) => contact.Name).sort()).toEqual(['Petra Zupan', 'Tomaž Kranjc']);
    const dealer = contactListSchema.parse((await get(DEALER, `brand/${BPI}/contacts?onlyParent=true`)).json());
    expect(dealer.map((contact) => contact.Name).sort()).toEqual([
      'Ana Kovač',
      'Marko Novak',
      'Petra Zupan',
      'Tomaž Kranjc',
    ]);
  });

  it('refuses a bad onlyParent, a customer and a foreign brand partner', async () => {
    const bad = await get(DEMO_USERS.admin, `brand/${BPI}/contacts?onlyParent=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain('onlyParent');
    expect((await get(DEMO_USERS.customer, `brand/${BPI}/contacts`)).statusCode).toBe(403);
    expect((await get(DEALER, `brand/${SECOND_BRAND_PARTNER_ID}/contacts`)).statusCode).toBe(403);
  });
});

describe('GET /selection/language/{documentId}', () => {
  const distributorDocument = async () => {
    const [row] = await db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(eq(salesDocuments.ownerPartnerId, DEMO_IDS.partnerDistributor))
      .limit(1);
    return row?.id as string;
  };

  it("lists the languages with the document's language as the default", async () => {
    const id = await distributorDocument();
    await db.update(salesDocuments).set({ language: 'de' }).where(eq(salesDocuments.id, id));
    const languages = languageListSchema.parse((await get(DEMO_USERS.admin, `selection/language/${id}`)).json());
    expect(languages.map((language) => language.Code).sort()).toEqual(['de', 'en', 'fr', 'sl']);
    expect(languages.filter((language) => language.IsDefault).map((language) => language.Code)).toEqual(['de']);
  });

  it('refuses a foreign tenant (403), an unknown id (404) and a malformed id (400)', async () => {
    const id = await distributorDocument();
    expect((await get(DEALER, `selection/language/${id}`)).statusCode).toBe(403);
    expect((await get(DEMO_USERS.customer, `selection/language/${id}`)).statusCode).toBe(403);
    expect((await get(DEMO_USERS.admin, 'selection/language/11111111-1111-4111-8111-111111111111')).statusCode).toBe(
      404,
    );
    const malformed = await get(DEMO_USERS.admin, 'selection/language/x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toContain('documentId');
  });
});
