import { crc32, inflateSync } from 'node:zlib';

/** Why a drawn signature is refused. */
export type SignatureRefusal = 'notPng' | 'badChunk' | 'tooLarge' | 'badImage';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The chunks a picture needs; every other one (text, time, profiles, private chunks) is dropped on the rebuild.
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
const MAX_CHUNKS = 2000;

/**
 * A drawn signature as it is stored: the PNG parsed chunk by chunk (each CRC checked, the header's size within the
 * bounds, the image data inflating to at most what that size needs) and rebuilt from the picture's own chunks only.
 */
export const sanitizeSignaturePng = (
  bytes: Buffer,
  bounds: { maxWidth: number; maxHeight: number },
): { png: Buffer } | { refused: SignatureRefusal } => {
  if (bytes.length < SIGNATURE.length + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) {
    return { refused: 'notPng' };
  }
  const kept: Buffer[] = [SIGNATURE];
  const data: Buffer[] = [];
  let offset = 8;
  let width = 0;
  let height = 0;
  let ended = false;
  for (let count = 0; offset < bytes.length && !ended; count += 1) {
    if (count > MAX_CHUNKS || offset + 12 > bytes.length) {
      return { refused: 'badChunk' };
    }
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) {
      return { refused: 'badChunk' };
    }
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) {
      return { refused: 'badChunk' };
    }
    if (count === 0) {
      if (type !== 'IHDR' || length !== 13) {
        return { refused: 'badChunk' };
      }
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (width === 0 || height === 0 || width > bounds.maxWidth || height > bounds.maxHeight) {
        return { refused: 'tooLarge' };
      }
    }
    if (type === 'IDAT') {
      data.push(body);
    }
    if (KEPT.has(type)) {
      kept.push(bytes.subarray(offset, end));
    }
    ended = type === 'IEND';
    offset = end;
  }
  if (!ended || data.length === 0) {
    return { refused: 'badChunk' };
  }
  // At most 8 bytes a pixel (RGBA, 16 bits) plus a filter byte a row: a deflate bomb stops here.
  const maxOutput = height * (width * 8 + 1);
  try {
    inflateSync(Buffer.concat(data), { maxOutputLength: maxOutput });
  } catch {
    return { refused: 'badImage' };
  }
  return { png: Buffer.concat(kept) };
};
