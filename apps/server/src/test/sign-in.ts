import type { FastifyInstance } from 'fastify';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Demo123!';

/** The demo users of CONVENTIONS. */
export const DEMO_USERS = {
  admin: 'admin@demo.test',
  sales: 'sales@demo.test',
  installer: 'installer@demo.test',
  oem: 'oem@demo.test',
  customer: 'customer@demo.test',
} as const;

/** Posts the OAuth2 password grant and returns the raw response, for tests of refused sign-ins. */
export const requestPasswordGrant = (app: FastifyInstance, email: string, password = DEMO_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    }).toString(),
  });

/** Signs a user in through the token endpoint and returns the tokens and a ready Authorization header. */
export const signIn = async (app: FastifyInstance, email: string, password = DEMO_PASSWORD) => {
  const response = await requestPasswordGrant(app, email, password);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const tokens = response.json<{ access_token: string; refresh_token: string }>();
  return { ...tokens, authorization: `Bearer ${tokens.access_token}` };
};

/** Posts the OAuth2 refresh-token grant and returns the raw response. */
export const requestRefreshGrant = (app: FastifyInstance, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    }).toString(),
  });
