import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, body and CRC. */
export const pngChunk = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
};

/** The IHDR body of an 8-bit RGBA picture. */
export const pngHeader = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return header;
};

/** A PNG file of the given chunks after the signature. */
export const pngFile = (chunks: Buffer[]): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);

/** A plain RGBA PNG of a size (every byte `fill`), with extra chunks after its header. */
export const pngOf = (width: number, height: number, extra: Buffer[] = [], fill = 0): Buffer =>
  pngFile([
    pngChunk('IHDR', pngHeader(width, height)),
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.alloc(height * (width * 4 + 1), fill))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
