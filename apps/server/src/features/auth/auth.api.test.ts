import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_PASSWORD, DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();

const postToken = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const client = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

describe('POST /api/v1/token', () => {
  it.each(Object.entries(DEMO_USERS))('signs in the demo %s user', async (_name, email) => {
    const tokens = await signIn(app, email);
    expect(tokens.access_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token.length).toBeGreaterThan(30);
    const info = await app.inject({ url: '/api/v1/account/info', headers: { authorization: tokens.authorization } });
    expect(info.statusCode).toBe(200);
    expect(info.json().Email).toBe(email);
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await postToken({
      grant_type: 'password',
      username: 'ADMIN@Demo.Test',
      password: DEMO_PASSWORD,
      ...client,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with invalid_grant and a message in the caller language', async () => {
    const response = await postToken(
      { grant_type: 'password', username: DEMO_USERS.admin, password: 'wrong', ...client },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_grant',
      Message: 'E-Mail-Adresse oder Passwort ist falsch.',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await postToken({
      grant_type: 'password',
      username: 'nobody@demo.test',
      password: 'x',
      ...client,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses a missing password with invalid_request naming the field', async () => {
    const response = await postToken({ grant_type: 'password', username: DEMO_USERS.admin, ...client });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect(response.json().error_description).toContain('password');
  });

  it('refuses a missing grant type and an unknown one', async () => {
    expect((await postToken({ ...client })).json().error).toBe('invalid_request');
    expect((await postToken({ grant_type: 'authorization_code', ...client })).json().error).toBe(
      'unsupported_grant_type',
    );
    // The web app's client is no machine key: client credentials of it are an unknown client.
    expect((await postToken({ grant_type: 'client_credentials', ...client })).json().error).toBe('invalid_client');
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const response = await postToken({
      grant_type: 'password',
      username: DEMO_USERS.admin,
      password: DEMO_PASSWORD,
      client_id: 'configurator-web',
      client_secret: 'nope',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_client');
  });

  it('answers a malformed body with a 400 error body and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBeTruthy();
    expect(response.body).not.toContain('at ');
  });

  it('rotates a refresh token once and revokes the family when the old one is reused', async () => {
    const first = await signIn(app, DEMO_USERS.sales);
    const refreshed = await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...client });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<{ refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reused = await postToken({ grant_type: 'refresh_token', refresh_token: first.refresh_token, ...client });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');

    // The reuse revoked the whole family, so the token handed out in the rotation is dead too.
    const afterReuse = await postToken({ grant_type: 'refresh_token', refresh_token: second.refresh_token, ...client });
    expect(afterReuse.json().error).toBe('invalid_grant');
  });
});

describe('GET /api/v1/web-config', () => {
  it("serves the web app's OAuth2 client from the settings, read again on every page load", async () => {
    const response = await app.inject({ url: '/api/v1/web-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ OAuthClientId: client.client_id, OAuthClientSecret: client.client_secret });
  });
});

describe('bearer tokens', () => {
  it('answers a forged token with 401 and the error body', async () => {
    const response = await app.inject({
      url: '/api/v1/account/info',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBeTruthy();
  });

  it('answers a call that needs a user without a token with 401', async () => {
    const response = await app.inject({ url: '/api/v1/account/info' });
    expect(response.statusCode).toBe(401);
  });
});
