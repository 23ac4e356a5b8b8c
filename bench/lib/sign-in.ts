import { API_PREFIX } from '@door/contract';

/** An access token of the demo admin (CONVENTIONS: demo users), from the server's token endpoint. */
export const adminAccessToken = (serverUrl: string): Promise<string> => userAccessToken(serverUrl, 'admin@demo.test');

/** An access token of a demo user (CONVENTIONS: demo users), from the server's token endpoint. */
export const userAccessToken = async (serverUrl: string, email: string): Promise<string> => {
  const reply = await fetch(`${serverUrl}${API_PREFIX}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: 'Demo123!',
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    }).toString(),
  });
  if (reply.status !== 200) {
    throw new Error(`sign-in: ${reply.status} ${await reply.text()}`);
  }
  return ((await reply.json()) as { access_token: string }).access_token;
};
