import { API_PREFIX, type ManagedUser } from '@door/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { serverProcesses, sleep, tokenOf } from '#server/test/server-processes';

// Two real server processes on one PostgreSQL database: a user deactivated, or given another role, through one
// process is refused by both within 2 s, although the other had its account row cached (it hears the `users`
// trigger's notice through LISTEN/NOTIFY). Needs TEST_DATABASE_URL, like the other process tests.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('account state with two server processes on PostgreSQL', () => {
  const servers = serverProcesses(adminUrl ?? 'postgres://x/y', 'door_accounts');
  const startServer = () => servers.start({ JWT_SECRET: 'process-test-secret-long-enough-for-hs256' });

  const request = (url: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${url}${API_PREFIX}/${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  /** Changes a demo user through the process at `url` as the OEM admin. */
  const changeUser = async (url: string, oem: string, userId: string, change: Partial<ManagedUser>) => {
    const user = (await (await request(url, oem, `manage/users/${userId}`)).json()) as ManagedUser;
    const { UserId: _id, PartnerName: _name, InvitationPending: _pending, ...body } = { ...user, ...change };
    const reply = await request(url, oem, `manage/users/${userId}`, { method: 'PUT', body });
    expect(reply.status, await reply.clone().text()).toBe(200);
  };

  /** Milliseconds from `since` until `path` answers `status` on the process at `url` (∞ after 10 s). */
  const untilStatus = async (url: string, token: string, path: string, status: number, since: number) => {
    for (;;) {
      if ((await request(url, token, path)).status === status) {
        return Date.now() - since;
      }
      if (Date.now() - since > 10_000) {
        return Number.POSITIVE_INFINITY;
      }
      await sleep(25);
    }
  };

  beforeAll(() => servers.create());
  afterAll(() => servers.close());

  it('refuses a deactivated user and a changed role in both processes within 2 s', async () => {
    const a = await startServer();
    const b = await startServer();
    const oem = await tokenOf(a, 'oem@demo.test');
    const installer = await tokenOf(a, 'installer@demo.test');
    const admin = await tokenOf(b, 'admin@demo.test');
    // Both processes have read (and cached) both accounts.
    for (const url of [a, b]) {
      expect((await request(url, installer, 'brand')).status).toBe(200);
      expect((await request(url, admin, 'manage/users')).status).toBe(200);
    }

    await changeUser(a, oem, DEMO_IDS.userInstaller, { IsActive: false });
    const deactivatedAt = Date.now();
    const [offOnA, offOnB] = await Promise.all([
      untilStatus(a, installer, 'brand', 401, deactivatedAt),
      untilStatus(b, installer, 'brand', 401, deactivatedAt),
    ]);
    expect(offOnA).toBeLessThanOrEqual(2000);
    expect(offOnB).toBeLessThanOrEqual(2000);

    await changeUser(a, oem, DEMO_IDS.userAdmin, { Role: 'prod' });
    const demotedAt = Date.now();
    const [roleOnA, roleOnB] = await Promise.all([
      untilStatus(a, admin, 'manage/users', 401, demotedAt),
      untilStatus(b, admin, 'manage/users', 401, demotedAt),
    ]);
    expect(roleOnA).toBeLessThanOrEqual(2000);
    expect(roleOnB).toBeLessThanOrEqual(2000);
    console.info(
      `[accounts] deactivation refused after ${offOnA}/${offOnB} ms, role change after ${roleOnA}/${roleOnB} ms`,
    );
    // A fresh sign-in carries the new role: a salesperson does not manage users.
    const demoted = await tokenOf(b, 'admin@demo.test');
    expect((await request(a, demoted, 'manage/users')).status).toBe(403);
  }, 240_000);
});
