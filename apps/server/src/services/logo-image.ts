import { sanitizeSvg } from '#server/render/svg-sanitize';

/** The largest logo a storefront takes, decoded. */
export const LOGO_MAX_BYTES = 200 * 1024;

const DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml))(;base64)?,(.*)$/is;

const isPng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * A storefront logo as it may be stored: a web address or path as given; an inlined image only when its bytes are
 * what it says (PNG or JPEG by their signature, SVG well-formed with an `svg` root) and at most `LOGO_MAX_BYTES`. An
 * SVG is stored sanitised (`render/svg-sanitize.ts`) and base64-encoded. Null for anything else: a disguised file, an
 * oversized one, another type.
 */
export const storableLogo = (value: string): string | null => {
  if (value === '' || !value.toLowerCase().startsWith('data:')) {
    return value;
  }
  const match = DATA_URL.exec(value);
  if (!match) {
    return null;
  }
  const [, type = '', base64, payload = ''] = match;
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return null;
  }
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) {
    return null;
  }
  const mime = type.toLowerCase();
  if (mime === 'image/png') {
    return isPng(bytes) ? `data:image/png;base64,${bytes.toString('base64')}` : null;
  }
  if (mime === 'image/jpeg') {
    return isJpeg(bytes) ? `data:image/jpeg;base64,${bytes.toString('base64')}` : null;
  }
  const svg = sanitizeSvg(bytes.toString('utf8'));
  return svg === null ? null : `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
};
