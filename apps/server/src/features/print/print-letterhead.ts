import { svgToPng } from '#server/render/door/door-png';

const cache = new Map<string, Buffer | null>();

/**
 * The storefront's logo (its theme's HeaderLogo, a data URL of SVG or PNG) as PNG for the letterhead; null when it
 * has none or it cannot be drawn (the letterhead then shows the name only). Logos never change between prints, so
 * each is drawn once.
 */
export const logoPng = async (dataUrl: string): Promise<Buffer | null> => {
  if (cache.has(dataUrl)) {
    return cache.get(dataUrl) ?? null;
  }
  let png: Buffer | null = null;
  const match = /^data:image\/(svg\+xml|png);base64,(.+)$/.exec(dataUrl.trim());
  if (match) {
    const body = Buffer.from(match[2] as string, 'base64');
    try {
      // Four times the logo's size, so the printed mark stays sharp.
      png = match[1] === 'png' ? body : await svgToPng(body.toString('utf8'), { scale: 4 });
    } catch {
      png = null;
    }
  }
  if (cache.size > 50) {
    cache.clear();
  }
  cache.set(dataUrl, png);
  return png;
};
