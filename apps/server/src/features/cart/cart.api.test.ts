import { DEFAULT_BRAND_PARTNER_ID, LIMITS, SECOND_BRAND_PARTNER_ID } from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anonymousCartTokens, configurations } from '#server/db/schema';
import { hashCartToken } from '#server/services/cart-tokens';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const customer = await signIn(app, DEMO_USERS.customer);
const sales = await signIn(app, DEMO_USERS.sales);

const TRIGLAV = await findModelPartId(app, DEFAULT_BRAND_PARTNER_ID, 'Triglav');

const headers = (authorization?: string) => ({ 'accept-language': 'en', ...(authorization ? { authorization } : {}) });

/** Creates a configuration of Triglav, anonymous or as a signed-in user. */
const createConfiguration = async (authorization?: string) => {
  const response = await app.inject({
    url: `/api/v1/configurator${authorization ? '/auth' : ''}/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${TRIGLAV}`,
    headers: headers(authorization),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;
};

const add = (configurationId: string, body: Record<string, unknown>, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/cart/${configurationId}`,
    headers: headers(authorization),
    payload: { BrandPartnerId: DEFAULT_BRAND_PARTNER_ID, ...body },
  });

const isPublished = async (configurationId: string) =>
  (await database.db.select().from(configurations).where(eq(configurations.id, configurationId)))[0]?.isPublished;

const readCart = async (token: string) => app.inject({ url: `/api/v1/cart/${token}`, headers: headers() });

describe('GET /api/v1/cart/settings', () => {
  it('tells whether the storefront shows the consents', async () => {
    const response = await app.inject({ url: `/api/v1/cart/settings?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ShowConsents: true });
  });

  it('answers 404 for an unknown storefront and 400 for a malformed id', async () => {
    expect(
      (await app.inject({ url: '/api/v1/cart/settings?brandPartnerId=11111111-1111-4111-8111-111111111111' }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/v1/cart/settings?brandPartnerId=nope' })).statusCode).toBe(400);
  });
});

describe('anonymous cart', () => {
  it('issues a token on the first add, publishes the configuration and lists it without a price', async () => {
    const id = await createConfiguration();
    const first = await add(id, {});
    expect(first.statusCode).toBe(200);
    const { UserToken, ConfigurationId } = first.json<{ UserToken: string; ConfigurationId: string }>();
    expect(UserToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ConfigurationId).toBe(id);
    expect(await isPublished(id)).toBe(true);

    const cart = await readCart(UserToken);
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toEqual([
      expect.objectContaining({
        ConfigurationId: id,
        ConfigurationName: 'Triglav',
        Quantity: 1,
        ConfigurationPrice: null,
      }),
    ]);
    expect(cart.json<{ Image: string }[]>()[0]?.Image).toMatch(new RegExp(`^/api/v1/configurator/${id}/image\\?t=`));

    const second = await add(await createConfiguration(), { UserTokenId: UserToken });
    expect(second.json()).toMatchObject({ UserToken: null });
    expect((await readCart(UserToken)).json()).toHaveLength(2);
  });

  it('stores only the SHA-256 hash of the token, and an unknown token reads no cart', async () => {
    const { UserToken } = (await add(await createConfiguration(), {})).json<{ UserToken: string }>();
    const rows = await database.db
      .select()
      .from(anonymousCartTokens)
      .where(eq(anonymousCartTokens.tokenHash, hashCartToken(UserToken)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(UserToken);
    expect((await readCart('A'.repeat(43))).statusCode).toBe(404);
    expect((await readCart('short')).statusCode).toBe(400);
  });

  it('changes the quantity within 1 to 100 and refuses anything else, changing nothing', async () => {
    const id = await createConfiguration();
    const { UserToken } = (await add(id, {})).json<{ UserToken: string }>();
    const put = (quantity: unknown, token = UserToken) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/cart/${id}/${token}`,
        headers: headers(),
        payload: { Quantity: quantity },
      });
    expect((await put(5)).json()).toEqual({ ConfigurationId: id, Quantity: 5 });
    for (const bad of [0, 101, 2.5, '', null]) {
      const response = await put(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json<{ Message: string }>().Message).toContain('Quantity');
    }
    expect((await put(7, 'B'.repeat(43))).statusCode).toBe(404);
    expect((await readCart(UserToken)).json()).toEqual([expect.objectContaining({ Quantity: 5 })]);
  });

  it('removes an item, which unpublishes the configuration; another token cannot remove it', async () => {
    const id = await createConfiguration();
    const { UserToken } = (await add(id, {})).json<{ UserToken: string }>();
    const { UserToken: other } = (await add(await createConfiguration(), {})).json<{ UserToken: string }>();
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/cart/${id}/${other}` })).statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/cart/${id}/${UserToken}` });
    expect(removed.statusCode).toBe(200);
    expect(await isPublished(id)).toBe(false);
    expect((await readCart(UserToken)).json()).toEqual([]);
  });

  it(`caps an anonymous cart at ${LIMITS.anonymousSavedConfigurationsMax} configurations with cartAddingDisabled`, async () => {
    const { UserToken } = (await add(await createConfiguration(), {})).json<{ UserToken: string }>();
    for (let index = 1; index < LIMITS.anonymousSavedConfigurationsMax; index += 1) {
      expect((await add(await createConfiguration(), { UserTokenId: UserToken })).statusCode).toBe(200);
    }
    const refused = await add(await createConfiguration(), { UserTokenId: UserToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      Message: "You've reached saved projects limit. Please log in for unlimited number of projects.",
      detail: 'cartAddingDisabled',
    });
    expect((await readCart(UserToken)).json()).toHaveLength(LIMITS.anonymousSavedConfigurationsMax);
  });

  it('adds a new copy when asked and refuses a configuration of another storefront', async () => {
    const id = await createConfiguration();
    const copy = await add(id, { Copy: true });
    expect(copy.statusCode).toBe(200);
    expect(copy.json<{ ConfigurationId: string }>().ConfigurationId).not.toBe(id);
    expect((await add(id, { BrandPartnerId: SECOND_BRAND_PARTNER_ID })).statusCode).toBe(400);
    expect((await add('11111111-1111-4111-8111-111111111111', {})).statusCode).toBe(404);
  });

  it("refuses a configuration that sits in another visitor's cart", async () => {
    const id = await createConfiguration();
    await add(id, {});
    expect((await add(id, {})).statusCode).toBe(409);
  });
});

describe('signed-in cart', () => {
  it("lists the customer's own cart with prices and changes and removes items", async () => {
    const id = await createConfiguration(customer.authorization);
    const added = await add(id, {}, customer.authorization);
    expect(added.json()).toEqual({ UserToken: null, ConfigurationId: id });
    const cart = await app.inject({ url: '/api/v1/cart/user', headers: headers(customer.authorization) });
    const item = cart
      .json<{ ConfigurationId: string; ConfigurationPrice: number | null }[]>()
      .find((row) => row.ConfigurationId === id);
    expect(item?.ConfigurationPrice).toBeGreaterThan(1490);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/cart/${id}`,
      headers: headers(customer.authorization),
      payload: { Quantity: 100 },
    });
    expect(put.statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/${id}`,
      headers: headers(customer.authorization),
    });
    expect(removed.statusCode).toBe(200);
  });

  it("keeps anonymous visitors out of a customer's configurations and staff out of the cart", async () => {
    const id = await createConfiguration(customer.authorization);
    expect((await add(id, {})).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/cart/user' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/cart/user', headers: headers(sales.authorization) })).statusCode).toBe(
      403,
    );
    expect((await add(await createConfiguration(), {}, sales.authorization)).statusCode).toBe(403);
  });
});
