import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createRenderPool, RENDER_POOL_DEFAULTS, RenderFailure } from '#server/render/png/svg-render-pool';
import { plainPng, renderPool, svgToPng, svgToPngOrPlaceholder } from './door-png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** SVGs that make resvg 2.6 panic (a Rust panic aborts the process it runs in). */
export const PANIC_SVGS = {
  // Issue 37: a 200-byte storefront logo, a group with opacity whose content lies outside the picture.
  logo: `<svg ${SVG} width="40" height="40" viewBox="0 0 10 10"><g opacity="0.5"><rect x="-100" y="-100" width="1" height="1"/></g></svg>`,
  // The handle close-ups door-png.ts used to step round with regular expressions: a cropped picture whose
  // translucent, filled-and-stroked shadow lies outside it.
  closeUp:
    `<svg ${SVG} width="120" height="120" viewBox="986.6 1099.6 560 560">` +
    '<rect x="1000" y="1100" width="300" height="300" fill="#8a5a36"/>' +
    '<g opacity="0.18"><ellipse cx="841.6" cy="2459.6" rx="638" ry="28" fill="#000" stroke="#000"/></g></svg>',
};

const pixelsOf = (png: Buffer) => PNG.sync.read(png);

describe('SVG → PNG in the rendering pool', () => {
  it('renders an SVG in a child process at the asked scale', async () => {
    const png = await svgToPng(
      `<svg ${SVG} width="30" height="20"><rect width="30" height="20" fill="#8a5a36"/></svg>`,
      {
        scale: 2,
      },
    );
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([60, 40]);
  });

  it('issue 37: the known panic SVGs fail their picture only; the placeholder is answered and the pool goes on', async () => {
    const before = renderPool().stats();
    for (const [name, svg] of Object.entries(PANIC_SVGS)) {
      await expect(svgToPng(svg), name).rejects.toMatchObject({ reason: 'crashed' });
      const result = await svgToPngOrPlaceholder(() => svg, { width: 40, height: 40 });
      expect(result.isPlaceholder, name).toBe(true);
      expect(result.png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    }
    const after = renderPool().stats();
    expect(after.failed - before.failed).toBeGreaterThanOrEqual(4);
    // This process is still here, and so is rendering.
    const png = await svgToPng(`<svg ${SVG} width="10" height="10"><rect width="10" height="10"/></svg>`);
    expect(png.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it('issue 37: renders no file and no address an SVG names, only data: pictures of the allowed types', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const onDisk = path.resolve(here, '../print/reference/offer-de-page1.png');
    expect(existsSync(onDisk)).toBe(true);
    const red = PNG.sync.write(
      Object.assign(new PNG({ width: 1, height: 1 }), { data: Buffer.from([255, 0, 0, 255]) }),
    );
    const picture = (href: string) =>
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8"><rect width="8" height="8" fill="#fff"/><image width="8" height="8" xlink:href="${href}"/></svg>`;
    const white = pixelsOf(
      await svgToPng(`<svg ${SVG} width="8" height="8"><rect width="8" height="8" fill="#fff"/></svg>`),
    );
    for (const href of [
      onDisk,
      `file://${onDisk}`,
      '../print/reference/offer-de-page1.png',
      'http://127.0.0.1:9/x.png',
    ]) {
      expect(pixelsOf(await svgToPng(picture(href))).data.equals(white.data), href).toBe(true);
    }
    const embedded = pixelsOf(await svgToPng(picture(`data:image/png;base64,${red.toString('base64')}`)));
    expect([...embedded.data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('bounds a picture in time, in pixels and in memory; a failed one leaves the next to a new process', async () => {
    const pool = createRenderPool({ ...RENDER_POOL_DEFAULTS, size: 1, timeoutMs: 1500, maxPixels: 1_000_000 });
    try {
      const huge = `<svg ${SVG} width="100000" height="100000"><rect width="10" height="10"/></svg>`;
      await expect(pool.render({ svg: huge, scale: 1 })).rejects.toMatchObject({ reason: 'tooLarge' });
      // Ten thousand blurred layers take far longer than the bound.
      const slow = `<svg ${SVG} width="900" height="900"><defs><filter id="b"><feGaussianBlur stdDeviation="40"/></filter></defs>${'<rect width="900" height="900" opacity="0.5" filter="url(#b)"/>'.repeat(10_000)}</svg>`;
      const started = performance.now();
      await expect(pool.render({ svg: slow, scale: 1 })).rejects.toBeInstanceOf(RenderFailure);
      expect(performance.now() - started).toBeLessThan(8000);
      const tiny = await pool.render({ svg: `<svg ${SVG} width="4" height="4"/>`, scale: 1 });
      expect(tiny.subarray(0, 4)).toEqual(PNG_SIGNATURE);
      expect(pool.stats().started).toBe(2);
    } finally {
      pool.close();
    }
    const small = createRenderPool({ ...RENDER_POOL_DEFAULTS, size: 1, maxRssBytes: 90 * 1024 * 1024 });
    try {
      // 3,900 × 3,900 pixels (within the pixel bound) need 61 MB for the canvas alone, and as much to draw the rectangle.
      const large = `<svg ${SVG} width="3900" height="3900"><rect width="3900" height="3900" fill="#123" opacity="0.5"/><rect width="3900" height="3900" fill="#321" stroke="#000" opacity="0.5"/></svg>`;
      await expect(small.render({ svg: large, scale: 1 })).rejects.toMatchObject({ reason: 'memory' });
    } finally {
      small.close();
    }
  });

  it('makes a plain PNG without the renderer, for when even the placeholder cannot be drawn', () => {
    const png = pixelsOf(plainPng({ width: 7, height: 3 }));
    expect([png.width, png.height]).toEqual([7, 3]);
  });
});
