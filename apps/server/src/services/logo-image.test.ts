import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, storableLogo } from './logo-image';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('storableLogo', () => {
  it('keeps addresses, a PNG and a JPEG that are what they say, and stores an SVG sanitised', () => {
    expect(storableLogo('')).toBe('');
    expect(storableLogo('https://alpina.example/logo.svg')).toBe('https://alpina.example/logo.svg');
    expect(storableLogo(dataUrl('image/png', PNG))).toBe(dataUrl('image/png', PNG));
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(storableLogo(dataUrl('image/jpeg', jpeg))).toBe(dataUrl('image/jpeg', jpeg));
    const svg = storableLogo(
      `data:image/svg+xml,${encodeURIComponent('<svg onload="x()"><rect width="1" height="1"/></svg>')}`,
    );
    const decoded = Buffer.from(svg?.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(decoded).toContain('<rect width="1" height="1"');
    expect(decoded).not.toContain('onload');
  });

  it('refuses a disguised file, an oversized one and another type', () => {
    expect(storableLogo(dataUrl('image/png', Buffer.from('<svg/>')))).toBeNull();
    expect(storableLogo(dataUrl('image/jpeg', PNG))).toBeNull();
    expect(storableLogo(dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)])))).toBeNull();
    expect(storableLogo(dataUrl('image/gif', Buffer.from('GIF89a')))).toBeNull();
    expect(storableLogo(dataUrl('image/svg+xml', Buffer.from('<html/>')))).toBeNull();
  });
});
