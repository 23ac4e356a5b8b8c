import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngChunk, pngFile, pngHeader, pngOf } from '#server/test/png-fixture';
import { sanitizeSignaturePng } from './signature-png';

const BOUNDS = { maxWidth: 600, maxHeight: 200 };

describe('sanitizeSignaturePng', () => {
  it('keeps a small PNG and drops its text chunks', () => {
    const input = pngOf(40, 20, [pngChunk('tEXt', Buffer.from('Comment\0<script>'))]);
    const result = sanitizeSignaturePng(input, BOUNDS);
    expect('png' in result).toBe(true);
    if ('png' in result) {
      expect(result.png.includes(Buffer.from('tEXt'))).toBe(false);
      expect(result.png.length).toBe(input.length - (12 + 'Comment\0<script>'.length));
    }
  });

  it('refuses what is not a PNG, a broken checksum, a picture too large and a deflate bomb', () => {
    expect(sanitizeSignaturePng(Buffer.from('GIF89a not a png at all'), BOUNDS)).toEqual({ refused: 'notPng' });
    const broken = pngOf(10, 10);
    broken.writeUInt8((broken.readUInt8(broken.length - 20) + 1) % 256, broken.length - 20);
    expect(sanitizeSignaturePng(broken, BOUNDS)).toEqual({ refused: 'badChunk' });
    expect(sanitizeSignaturePng(pngOf(601, 10), BOUNDS)).toEqual({ refused: 'tooLarge' });
    const bomb = pngFile([
      pngChunk('IHDR', pngHeader(10, 10)),
      pngChunk('IDAT', deflateSync(Buffer.alloc(5_000_000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(sanitizeSignaturePng(bomb, BOUNDS)).toEqual({ refused: 'badImage' });
  });
});
