import { describe, expect, it } from 'vitest';
import { isPublicAddress, judgeWebhookAddress } from './webhook-address';

// A resolver of the test's own: no network, names mapped to the addresses an attacker could point them at.
const names: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'rebind.example.com': ['93.184.215.14', '10.0.0.7'],
  'metadata.example.com': ['169.254.169.254'],
  'v6.example.com': ['2606:4700::6810:85e5'],
  'local6.example.com': ['fd00::1'],
  localhost: ['127.0.0.1', '::1'],
};
const resolve = async (host: string) => {
  const found = names[host];
  if (!found) {
    throw new Error('ENOTFOUND');
  }
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const judge = (url: string, allowLoopback = false) => judgeWebhookAddress(url, { allowLoopback, resolve });

describe('webhook addresses (no server-side request forgery)', () => {
  it('accepts HTTPS to public addresses and pins the address it judged', async () => {
    expect(await judge('https://hooks.example.com/erp')).toMatchObject({
      ok: true,
      pinned: { address: '93.184.215.14', family: 4 },
    });
    expect(await judge('https://v6.example.com/erp')).toMatchObject({ ok: true, pinned: { family: 6 } });
    expect(await judge('https://8.8.8.8/erp')).toMatchObject({ ok: true });
    // Every judged address is kept for the connection (it may try the next when the first does not answer).
    expect(await judge('http://localhost:8080/hooks', true)).toMatchObject({
      ok: true,
      pinned: {
        address: '127.0.0.1',
        addresses: [
          { address: '127.0.0.1', family: 4 },
          { address: '::1', family: 6 },
        ],
      },
    });
  });

  it('refuses plain HTTP, credentials, unknown names and any loopback, private or link-local address', async () => {
    const cases: [string, string][] = [
      ['http://hooks.example.com/erp', 'notHttps'],
      ['https://user:secret@hooks.example.com/', 'credentials'],
      ['https://nowhere.example.com/', 'unresolvable'],
      ['https://localhost/', 'forbiddenAddress'],
      ['https://127.0.0.1/', 'forbiddenAddress'],
      ['https://[::1]/', 'forbiddenAddress'],
      ['https://[::ffff:127.0.0.1]/', 'forbiddenAddress'],
      ['https://10.0.0.1/', 'forbiddenAddress'],
      ['https://172.20.1.1/', 'forbiddenAddress'],
      ['https://192.168.1.1/', 'forbiddenAddress'],
      ['https://100.64.0.1/', 'forbiddenAddress'],
      ['https://0.0.0.0/', 'forbiddenAddress'],
      ['https://metadata.example.com/', 'forbiddenAddress'],
      ['https://[fe80::1]/', 'forbiddenAddress'],
      ['https://local6.example.com/', 'forbiddenAddress'],
      // One private address among public ones is enough to refuse: the connection could pick it.
      ['https://rebind.example.com/', 'forbiddenAddress'],
      ['no address', 'invalid'],
      ['https://hooks.example.com/a\r\nHost: 10.0.0.7', 'invalid'],
      ['https://hooks.\texample.com/', 'invalid'],
    ];
    for (const [url, reason] of cases) {
      expect(await judge(url), url).toEqual({ ok: false, reason });
    }
  });

  it('lets a loopback receiver over plain HTTP through only when test mode allows it, and nothing else', async () => {
    expect(await judge('http://127.0.0.1:4000/hooks', true)).toMatchObject({ ok: true });
    expect(await judge('http://127.0.0.1:4000/hooks', false)).toEqual({ ok: false, reason: 'notHttps' });
    expect(await judge('http://hooks.example.com/', true)).toEqual({ ok: false, reason: 'notHttps' });
    expect(await judge('https://10.0.0.1/', true)).toEqual({ ok: false, reason: 'forbiddenAddress' });
  });

  it('judges IPv4-mapped IPv6 addresses as their IPv4', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:192.168.0.1')).toBe(false);
    expect(isPublicAddress('not-an-ip')).toBe(false);
  });

  it('judges IPv4-compatible and IPv4-translated IPv6 addresses as not public, in any spelling', () => {
    for (const address of [
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::ffff:0:7f00:1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('2606:4700::6810:85e5')).toBe(true);
    expect(isPublicAddress('::ffff:808:808')).toBe(true);
  });
});
