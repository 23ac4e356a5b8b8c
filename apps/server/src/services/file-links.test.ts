import { describe, expect, it } from 'vitest';
import { createFileLinks, type FileLinks } from './file-links';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const env = { JWT_SECRET: 'j'.repeat(40), FILE_LINK_SECRET: undefined, FILE_LINK_TTL_SECONDS: 3600 };

/** Reads a link back as the route does: the signature from the path, key, name and expiry from the query. */
const open = (links: FileLinks, link: string) => {
  const url = new URL(link, 'http://localhost');
  const expires = url.searchParams.get('expires');
  return links.verify(url.pathname.split('/').pop() ?? '', {
    key: url.searchParams.get('key') ?? '',
    name: url.searchParams.get('name') ?? '',
    ...(expires === null ? {} : { expires: Number(expires) }),
  });
};

describe('signed file links', () => {
  it('open the file they were made for, below the API prefix', () => {
    const links = createFileLinks(env, () => 1_000_000_000_000);
    const link = links.linkOf({ key: 'remarks/a/b.png', fileName: 'Tür č.png' });
    expect(link).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{43}\?key=remarks%2Fa%2Fb.png&name=T/);
    expect(open(links, link)).toEqual({ key: 'remarks/a/b.png', fileName: 'Tür č.png', expiresAt: 1_000_003_600 });
  });

  it('are refused when the key, the name, the expiry or the signature is changed', () => {
    const links = createFileLinks(env);
    const link = links.linkOf({ key: 'remarks/a/b.png', fileName: 'b.png' });
    const url = new URL(link, 'http://localhost');
    const signature = url.pathname.split('/').pop() ?? '';
    const query = { key: 'remarks/a/b.png', name: 'b.png', expires: Number(url.searchParams.get('expires')) };
    expect(links.verify(signature, query)).not.toBeNull();
    const middle = Math.floor(signature.length / 2);
    const flipped = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
    expect(links.verify(signature, { ...query, key: 'remarks/other/c.png' })).toBeNull();
    expect(links.verify(signature, { ...query, name: 'c.png' })).toBeNull();
    expect(links.verify(signature, { ...query, expires: query.expires + 3600 })).toBeNull();
    expect(links.verify(signature, { key: query.key, name: query.name })).toBeNull();
    for (const bad of [flipped, signature.slice(1), `${signature}A`, '', '!'.repeat(43)]) {
      expect(links.verify(bad, query), bad).toBeNull();
    }
  });

  it('are refused in any spelling but the one the server wrote (the unused low bits of the last character)', () => {
    const links = createFileLinks(env);
    for (let index = 0; index < 64; index += 1) {
      const link = links.linkOf({ key: `a/${index}.png`, fileName: 'b.png', expiresInSeconds: null });
      const signature = new URL(link, 'http://localhost').pathname.split('/').pop() ?? '';
      const query = { key: `a/${index}.png`, name: 'b.png' };
      // The last of 43 characters carries 4 bits of the signature and 2 unused bits: 4 spellings decode alike.
      const last = BASE64URL.indexOf(signature.at(-1) ?? '');
      for (let low = 0; low < 4; low += 1) {
        const alias = `${signature.slice(0, -1)}${BASE64URL[(last & ~3) | low]}`;
        expect(Buffer.from(alias, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
        expect(links.verify(alias, query) === null, alias).toBe(alias !== signature);
      }
    }
  });

  it('are refused under another secret', () => {
    const link = createFileLinks(env).linkOf({ key: 'a/b.png', fileName: 'b.png' });
    expect(open(createFileLinks({ ...env, JWT_SECRET: 'k'.repeat(40) }), link)).toBeNull();
    expect(open(createFileLinks({ ...env, FILE_LINK_SECRET: 'f'.repeat(40) }), link)).toBeNull();
  });

  it('expire after their lifetime, or never when made without one', () => {
    let now = 1_000_000_000_000;
    const links = createFileLinks(env, () => now);
    const short = links.linkOf({ key: 'a/b.png', fileName: 'b.png', expiresInSeconds: 60 });
    const lasting = links.linkOf({ key: 'a/b.png', fileName: 'b.png', expiresInSeconds: null });
    expect(lasting).not.toContain('expires=');
    now += 59_000;
    expect(open(links, short)).not.toBeNull();
    now += 1_000;
    expect(open(links, short)).toBeNull();
    now += 10 * 365 * 86_400_000;
    expect(open(links, lasting)).toEqual({ key: 'a/b.png', fileName: 'b.png', expiresAt: null });
  });

  it('are made only for valid keys', () => {
    expect(() => createFileLinks(env).linkOf({ key: '../secret', fileName: 'x' })).toThrow(/Invalid file key/);
  });
});
