import { rebuildSvg, type SvgRefusal } from '#server/render/svg-sanitize';

/** The largest logo a storefront takes, decoded. */
export const LOGO_MAX_BYTES = 200 * 1024;

const DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml))(;base64)?,(.*)$/is;

const isPng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Why a logo is not stored: not what it says or too large (`invalid`), or an SVG the sanitiser refuses. */
export type LogoRefusal = 'invalid' | SvgRefusal;

/**
 * A storefront logo as it may be stored: a web address or path as given; an inlined image only when its bytes are
 * what it says (PNG or JPEG by their signature, SVG parsed and rebuilt from the allow-list of
 * `render/svg-sanitize.ts`) and at most `LOGO_MAX_BYTES`. The stored SVG is the rebuilt one, base64-encoded.
 */
export const storeLogo = (value: string): { logo: string } | { refused: LogoRefusal } => {
  if (value === '' || !value.toLowerCase().startsWith('data:')) {
    return { logo: value };
  }
  const match = DATA_URL.exec(value);
  if (!match) {
    return { refused: 'invalid' };
  }
  const [, type = '', base64, payload = ''] = match;
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return { refused: 'invalid' };
  }
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) {
    return { refused: 'invalid' };
  }
  const mime = type.toLowerCase();
  if (mime === 'image/png') {
    return isPng(bytes) ? { logo: `data:image/png;base64,${bytes.toString('base64')}` } : { refused: 'invalid' };
  }
  if (mime === 'image/jpeg') {
    return isJpeg(bytes) ? { logo: `data:image/jpeg;base64,${bytes.toString('base64')}` } : { refused: 'invalid' };
  }
  const rebuilt = rebuildSvg(bytes.toString('utf8'));
  return 'svg' in rebuilt
    ? { logo: `data:image/svg+xml;base64,${Buffer.from(rebuilt.svg, 'utf8').toString('base64')}` }
    : { refused: rebuilt.refused === 'notXml' || rebuilt.refused === 'notSvg' ? 'invalid' : rebuilt.refused };
};

/** The logo as stored (see `storeLogo`), or null when it is refused. */
export const storableLogo = (value: string): string | null => {
  const stored = storeLogo(value);
  return 'logo' in stored ? stored.logo : null;
};
