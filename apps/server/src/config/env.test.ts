import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, loadEnv } from './env';

const ENV_EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.env.example');

describe('.env.example', () => {
  const text = readFileSync(ENV_EXAMPLE, 'utf8');
  const lines = text.split('\n');

  it('names every setting of the server, each after a comment line', () => {
    const missing = ENV_KEYS.filter((key) => {
      const at = lines.findIndex((line) => new RegExp(`^#? ?${key}=`).test(line));
      return at < 1 || !lines[at - 1]?.startsWith('# ') || /^#? ?[A-Z_]+=/.test(lines[at - 1] ?? '');
    });
    expect(missing).toEqual([]);
  });

  it('names no setting the server does not have', () => {
    const named = lines.flatMap((line) => /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
    expect(named.filter((key) => !ENV_KEYS.includes(key))).toEqual([]);
  });

  it('shows the defaults the server uses', () => {
    const shown = Object.fromEntries(
      lines.flatMap((line) => {
        const match = /^# ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
        return match ? [[match[1], match[2]]] : [];
      }),
    );
    const defaults = loadEnv({ JWT_SECRET: 'x'.repeat(32) }) as Record<string, unknown>;
    for (const key of ['PORT', 'HOST', 'TOKEN_RATE_LIMIT_PER_MINUTE', 'BODY_LIMIT_BYTES', 'LOG_LEVEL']) {
      expect(shown[key], key).toBe(String(defaults[key]));
    }
    expect(shown.TRUST_PROXY).toBe(String(defaults.TRUST_PROXY));
    expect(shown.PUBLIC_URL).toBe('');
    expect(defaults.PUBLIC_URL).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadEnv({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).TRUST_PROXY;

  it('is off unless set', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and range names', () => {
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "trust everyone" and what is not an address, with the setting named', () => {
    for (const bad of ['true', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1']) {
      expect(() => trustProxy(bad), bad).toThrow(/^Invalid environment: TRUST_PROXY: /);
    }
  });
});
