import { deflateSync } from 'node:zlib';
import { placeholderSvg } from '@door/engine/door';
import { prepareSvgForRendering } from '#server/render/png/prepare-svg';
import { createRenderPool, type RenderPool } from '#server/render/png/svg-render-pool';

let pool: RenderPool | null = null;
/** The process's rendering pool, started with the first picture. */
export const renderPool = (): RenderPool => {
  pool ??= createRenderPool();
  return pool;
};

/**
 * Renders an SVG to PNG in the rendering pool (`render/png/svg-render-pool.ts`: a crash, a picture that takes too
 * long or too much memory fails that picture, never the server). The SVG is rebuilt from the sanitiser's allow-list
 * first, so the renderer loads no file and no address the SVG names. `scale` enlarges the PNG (a logo drawn sharper
 * for print).
 */
export const svgToPng = async (svg: string, options: { scale?: number } = {}): Promise<Buffer> =>
  renderPool().render({ svg: prepareSvgForRendering(svg), scale: options.scale ?? 1 });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A plain light grey PNG of a size, made without the renderer: the placeholder when even that cannot be drawn. */
export const plainPng = ({ width, height }: { width: number; height: number }): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0xe9)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const placeholders = new Map<string, Buffer>();
/** The placeholder picture of a size: drawn once, or plain grey when the renderer cannot draw it either. */
const placeholderPng = async (size: { width: number; height: number }): Promise<Buffer> => {
  const key = `${size.width}x${size.height}`;
  const known = placeholders.get(key);
  if (known) {
    return known;
  }
  let png: Buffer;
  try {
    png = await svgToPng(placeholderSvg(size));
    placeholders.set(key, png);
  } catch {
    png = plainPng(size);
  }
  return png;
};

/** Renders an SVG to PNG, or the placeholder picture when drawing or rendering fails. */
export const svgToPngOrPlaceholder = async (
  draw: () => string,
  size: { width: number; height: number },
): Promise<{ png: Buffer; isPlaceholder: boolean }> => {
  try {
    return { png: await svgToPng(draw()), isPlaceholder: false };
  } catch {
    return { png: await placeholderPng(size), isPlaceholder: true };
  }
};
