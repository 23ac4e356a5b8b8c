import { clientCredentialsReplySchema, createdMachineKeySchema, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEntries, machineKeys } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const RATE_LIMIT = 40;
const { app, database } = await buildTestApp({ MACHINE_KEY_RATE_LIMIT_PER_MINUTE: RATE_LIMIT });
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const admin = (await signIn(app, DEMO_USERS.admin)).authorization;

const createKey = async (scopes: string[], name = 'ERP') => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/manage/integrations/keys',
    headers: { authorization: admin },
    payload: { Name: name, Scopes: scopes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return createdMachineKeySchema.parse(response.json());
};

const requestToken = (form: Record<string, string>, basic?: [string, string]) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      ...(basic
        ? { authorization: `Basic ${Buffer.from(basic.map(encodeURIComponent).join(':')).toString('base64')}` }
        : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });

const tokenOf = async (clientId: string, secret: string) => {
  const response = await requestToken({ grant_type: 'client_credentials' }, [clientId, secret]);
  expect(response.statusCode, response.body).toBe(200);
  return `Bearer ${clientCredentialsReplySchema.parse(response.json()).access_token}`;
};

const get = (url: string, authorization: string) =>
  app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { authorization, 'accept-language': 'en' } });

describe('machine keys (OAuth2 client credentials)', () => {
  it('shows the secret once, keeps only its hash, and issues a short-lived token by Basic or form', async () => {
    const { Key, ClientSecret } = await createKey(['documents:read']);
    expect(ClientSecret).toMatch(/^dcs_[A-Za-z0-9_-]{43}$/);
    const [stored] = await db.select().from(machineKeys).where(eq(machineKeys.id, Key.MachineKeyId));
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(ClientSecret);
    const listed = await get('manage/integrations', admin);
    expect(listed.body).toContain(Key.ClientId);
    expect(listed.body).not.toContain(ClientSecret);

    const byBasic = await requestToken({ grant_type: 'client_credentials' }, [Key.ClientId, ClientSecret]);
    expect(byBasic.statusCode, byBasic.body).toBe(200);
    expect(byBasic.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'documents:read' });
    expect(byBasic.json().refresh_token).toBeUndefined();
    const byForm = await requestToken({
      grant_type: 'client_credentials',
      client_id: Key.ClientId,
      client_secret: ClientSecret,
    });
    expect(byForm.statusCode, byForm.body).toBe(200);

    const wrong = await requestToken({
      grant_type: 'client_credentials',
      client_id: Key.ClientId,
      client_secret: `${ClientSecret}x`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const both = await requestToken(
      { grant_type: 'client_credentials', client_id: Key.ClientId, client_secret: ClientSecret },
      [Key.ClientId, ClientSecret],
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('invalid_request');
  });

  it('answers as RFC 6749 §4.4 and §5 have it: Basic with the client_id also in the form, WWW-Authenticate on a 401', async () => {
    const { Key, ClientSecret } = await createKey(['documents:read']);
    // Some client libraries name the client in the form beside the Basic header (§3.2.1): the same id is no second
    // method, another id or a secret there is.
    const named = await requestToken({ grant_type: 'client_credentials', client_id: Key.ClientId }, [
      Key.ClientId,
      ClientSecret,
    ]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.headers).toMatchObject({ 'cache-control': 'no-store', pragma: 'no-cache' });
    const other = await requestToken({ grant_type: 'client_credentials', client_id: 'dck_other' }, [
      Key.ClientId,
      ClientSecret,
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('invalid_request');
    // A client that authenticated by the Authorization header learns the scheme with its 401 (§5.2).
    const wrong = await requestToken({ grant_type: 'client_credentials' }, [Key.ClientId, `${ClientSecret}x`]);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) });
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm=/);
    const byForm = await requestToken({
      grant_type: 'client_credentials',
      client_id: Key.ClientId,
      client_secret: `${ClientSecret}x`,
    });
    expect(byForm.statusCode).toBe(401);
    expect(byForm.headers['www-authenticate']).toBeUndefined();
    const wider = await requestToken({ grant_type: 'client_credentials', scope: 'documents:write' }, [
      Key.ClientId,
      ClientSecret,
    ]);
    expect(wider.statusCode).toBe(400);
    expect(wider.json().error).toBe('invalid_scope');
  });

  it('enforces the scopes: reads with documents:read, 403 on writes, the catalogue and the management', async () => {
    const { Key, ClientSecret } = await createKey(['documents:read']);
    const token = await tokenOf(Key.ClientId, ClientSecret);
    expect((await get(`document/${BPI}/all`, token)).statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/document',
      headers: { authorization: token },
      payload: { BrandPartnerId: BPI },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().detail).toBe('documents:write');
    expect((await get('selection/countrylist', token)).statusCode).toBe(403);
    expect((await get('manage/integrations', token)).statusCode).toBe(403);
    expect((await get('manage/users', token)).statusCode).toBe(403);

    const catalogue = await createKey(['catalogue:read']);
    const catalogueToken = await tokenOf(catalogue.Key.ClientId, catalogue.ClientSecret);
    expect((await get('selection/countrylist', catalogueToken)).statusCode).toBe(200);
    expect((await get(`document/${BPI}/all`, catalogueToken)).statusCode).toBe(403);

    // A narrower token of a key with both scopes: only what it asked for.
    const both = await createKey(['documents:read', 'catalogue:read']);
    const narrow = await requestToken({ grant_type: 'client_credentials', scope: 'catalogue:read' }, [
      both.Key.ClientId,
      both.ClientSecret,
    ]);
    expect(narrow.json().scope).toBe('catalogue:read');
    expect((await get(`document/${BPI}/all`, `Bearer ${narrow.json().access_token}`)).statusCode).toBe(403);
  });

  it('refuses a revoked key at once (401), its already-issued tokens too; shows its last use; audits its calls', async () => {
    const { Key, ClientSecret } = await createKey(['documents:read'], 'Audited ERP');
    const token = await tokenOf(Key.ClientId, ClientSecret);
    expect((await get(`document/${BPI}/all`, token)).statusCode).toBe(200);
    const listed = (await get('manage/integrations', admin)).json<{
      Keys: { MachineKeyId: string; LastUsedAt: string | null }[];
    }>();
    expect(listed.Keys.find((key) => key.MachineKeyId === Key.MachineKeyId)?.LastUsedAt).toEqual(expect.any(String));
    // The call is audited once its answer is sent (onResponse): the entry may land a moment after the reply.
    await vi.waitFor(async () => {
      const calls = await db
        .select({ after: auditEntries.after, actor: auditEntries.actorName })
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'machineKey.call'), eq(auditEntries.entityId, Key.MachineKeyId)));
      expect(calls).toEqual([
        {
          after: { method: 'GET', route: '/api/v1/document/:brandPartnerId/all', status: 200 },
          actor: expect.stringContaining('admin@demo.test'),
        },
      ]);
    });

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manage/integrations/keys/${Key.MachineKeyId}`,
      headers: { authorization: admin },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().RevokedAt).toEqual(expect.any(String));
    expect((await get(`document/${BPI}/all`, token)).statusCode).toBe(401);
    const again = await requestToken({ grant_type: 'client_credentials' }, [Key.ClientId, ClientSecret]);
    expect(again.statusCode).toBe(401);
    // Another partner's head of sales cannot revoke (or see) the key.
    const dealer = (await signIn(app, 'dealer@demo.test')).authorization;
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manage/integrations/keys/${Key.MachineKeyId}`,
      headers: { authorization: dealer },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('limits the requests of each key (429 with Retry-After past its budget), not those of other keys', async () => {
    const busy = await createKey(['catalogue:read'], 'Busy');
    const calm = await createKey(['catalogue:read'], 'Calm');
    const busyToken = await tokenOf(busy.Key.ClientId, busy.ClientSecret);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      statuses.push((await get('selection/countrylist', busyToken)).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    const limited = await get('selection/countrylist', busyToken);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('selection/countrylist', await tokenOf(calm.Key.ClientId, calm.ClientSecret))).statusCode).toBe(
      200,
    );
  });
});
