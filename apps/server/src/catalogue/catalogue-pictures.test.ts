import { describe, expect, it } from 'vitest';
import { catalogueImageUrl, missingPictureFindings, pictureKeyOf, sniffPictureType } from './catalogue-pictures';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('catalogue pictures', () => {
  it('reads the type from the bytes: PNG, JPEG and WebP, nothing else', () => {
    expect(sniffPictureType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))?.extension).toBe('png');
    expect(sniffPictureType(bytes([0xff, 0xd8, 0xff, 0xdb]))?.contentType).toBe('image/jpeg');
    expect(sniffPictureType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffPictureType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffPictureType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPictureType(bytes('GIF89a'))).toBeNull();
    expect(sniffPictureType(new Uint8Array())).toBeNull();
  });

  it('keys a picture by the SHA-256 of its bytes and serves it under that name', () => {
    const key = pictureKeyOf(bytes('abc'), { contentType: 'image/png', extension: 'png' });
    expect(key).toBe('catalogue-images/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png');
    expect(catalogueImageUrl(key)).toBe(
      '/api/v1/catalogue/images/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png',
    );
  });

  it('finds each place that names a picture not in the store, asking the store once per key', async () => {
    const missing = `catalogue-images/${'a'.repeat(64)}.png`;
    const asked: string[] = [];
    const findings = await missingPictureFindings(
      {
        parameters: [{ values: [{ picture: missing }, {}] }, { values: [{ picture: missing }] }],
        models: [{}, { picture: `catalogue-images/${'b'.repeat(64)}.jpg` }],
      } as never,
      async (key) => {
        asked.push(key);
        return key !== missing;
      },
    );
    expect(findings.map((item) => item.path)).toEqual([
      '/parameters/0/values/0/picture',
      '/parameters/1/values/0/picture',
    ]);
    expect(asked).toHaveLength(2);
  });
});
