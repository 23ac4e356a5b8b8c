import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';

const { app } = await buildTestApp();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('GET /files/{signed}', () => {
  it('serves the stored file without a bearer token, with its type, file name and nosniff', async () => {
    await app.ctx.files.put('remarks/doc/picture.png', png, 'image/png');
    const link = app.ctx.fileLinks.linkOf({ key: 'remarks/doc/picture.png', fileName: 'Vrata čž.png' });
    const response = await app.inject({ url: link });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Vrata __.png"; filename*=UTF-8''Vrata%20%C4%8D%C5%BE.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(new Uint8Array(response.rawPayload)).toEqual(png);
  });

  it('offers a type a browser should not show as a download', async () => {
    await app.ctx.files.put('docs/page.html', new TextEncoder().encode('<script>alert(1)</script>'), 'text/html');
    const response = await app.inject({
      url: app.ctx.fileLinks.linkOf({ key: 'docs/page.html', fileName: 'a".html' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="a_.html"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a tampered link with 403 and does not serve the file', async () => {
    await app.ctx.files.put('remarks/other/secret.png', png, 'image/png');
    const link = app.ctx.fileLinks.linkOf({ key: 'remarks/doc/picture.png', fileName: 'picture.png' });
    const [path = '', query = ''] = link.split('?');
    const otherKey = `${path}?${query.replace('remarks%2Fdoc%2Fpicture.png', 'remarks%2Fother%2Fsecret.png')}`;
    // A character in the middle: every bit of it belongs to the signature (the last character has unused bits).
    const middle = path.length - 22;
    const otherSignature = `${path.slice(0, middle)}${path[middle] === 'A' ? 'B' : 'A'}${path.slice(middle + 1)}?${query}`;
    const noExpiry = `${path}?${query.replace(/&expires=\d+/, '')}`;
    for (const url of [otherKey, otherSignature, noExpiry]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'fileLinkInvalid' });
    }
  });

  it('answers a link without its query with 400', async () => {
    const link = app.ctx.fileLinks.linkOf({ key: 'remarks/doc/picture.png', fileName: 'picture.png' });
    expect((await app.inject({ url: link.split('?')[0] ?? '' })).statusCode).toBe(400);
  });

  it('refuses an expired link with 403', async () => {
    const link = app.ctx.fileLinks.linkOf({ key: 'remarks/doc/picture.png', fileName: 'p.png', expiresInSeconds: -1 });
    expect((await app.inject({ url: link })).statusCode).toBe(403);
  });

  it('answers 404 for a link to a deleted file', async () => {
    await app.ctx.files.put('remarks/doc/deleted.png', png, 'image/png');
    const link = app.ctx.fileLinks.linkOf({ key: 'remarks/doc/deleted.png', fileName: 'd.png' });
    await app.ctx.files.delete('remarks/doc/deleted.png');
    const response = await app.inject({ url: link });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'fileMissing' });
  });
});
