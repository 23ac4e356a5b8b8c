import type { Readable, Writable } from 'node:stream';

/** A tar entry's data is at most 8 GiB (eleven octal digits of the ustar size field). */
const MAX_ENTRY_BYTES = 8 * 1024 ** 3 - 1;
const BLOCK = 512;

const field = (header: Buffer, offset: number, length: number, value: string) => {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
};

const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, '0')}\0`;

/** The 512-byte ustar header of a regular file (names up to 100 bytes: the backup names its entries itself). */
export const tarHeader = (name: string, size: number, mtime: Date): Buffer => {
  if (Buffer.byteLength(name) > 100) {
    throw new Error(`tar entry name longer than 100 bytes: ${name}`);
  }
  if (size > MAX_ENTRY_BYTES) {
    throw new Error(`tar entry larger than 8 GiB: ${name}`);
  }
  const header = Buffer.alloc(BLOCK);
  field(header, 0, 100, name);
  field(header, 100, 8, octal(0o644, 7));
  field(header, 108, 8, octal(0, 7));
  field(header, 116, 8, octal(0, 7));
  field(header, 124, 12, octal(size, 11));
  field(header, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 11));
  field(header, 148, 8, '        ');
  header[156] = '0'.charCodeAt(0);
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  let sum = 0;
  for (const byte of header) {
    sum += byte;
  }
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
};

/** Zero bytes that fill an entry's data to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The two empty blocks that end a tar archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

/** Writes to a stream, waiting when it asks to (backpressure). */
export const writeTo = async (stream: Writable, chunk: Uint8Array): Promise<void> => {
  if (!stream.write(chunk)) {
    await new Promise<void>((resolve, reject) => {
      const onDrain = () => {
        stream.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        stream.off('drain', onDrain);
        reject(error);
      };
      stream.once('drain', onDrain);
      stream.once('error', onError);
    });
  }
};

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly chunks: AsyncIterator<Buffer>;
  private isDone = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** Up to `count` bytes (fewer only at the end of the stream). */
  async read(count: number): Promise<Buffer> {
    while (this.length < count && !this.isDone) {
      const next = await this.chunks.next();
      if (next.done) {
        this.isDone = true;
      } else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    const all = this.buffered.length === 1 ? (this.buffered[0] as Buffer) : Buffer.concat(this.buffered);
    const taken = all.subarray(0, count);
    const rest = all.subarray(taken.length);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/** One entry of a tar archive: its name, size, and its data in pieces (read them before asking for the next entry). */
export type TarEntry = { name: string; size: number; data: AsyncIterable<Buffer> };

const readOctal = (header: Buffer, offset: number, length: number): number => {
  const text = header
    .subarray(offset, offset + length)
    .toString('latin1')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) {
    throw new Error('a tar header has a damaged number field');
  }
  return text === '' ? 0 : Number.parseInt(text, 8);
};

const PIECE = 1024 * 1024;

/**
 * The entries of a tar archive (regular files; other entry types are refused, as this reader only reads backups it
 * wrote). Throws on a damaged header (checksum) or an archive cut short.
 */
export async function* readTar(source: Readable | AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source as AsyncIterable<Buffer>);
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header.length < BLOCK) {
      throw new Error('the archive ends in the middle (no end marker)');
    }
    if (header.every((byte) => byte === 0)) {
      return;
    }
    const stored = readOctal(header, 148, 8);
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) {
      sum += index >= 148 && index < 156 ? 32 : (header[index] as number);
    }
    if (sum !== stored) {
      throw new Error('a tar header is damaged (checksum differs)');
    }
    const type = String.fromCharCode(header[156] as number);
    if (type !== '0' && type !== '\0') {
      throw new Error(`unexpected tar entry type ${JSON.stringify(type)}`);
    }
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = readOctal(header, 124, 12);
    let left = size;
    const data = async function* () {
      while (left > 0) {
        const piece = await reader.read(Math.min(left, PIECE));
        if (piece.length === 0) {
          throw new Error(`the archive ends in the middle of ${name}`);
        }
        left -= piece.length;
        yield piece;
      }
    };
    yield { name, size, data: data() };
    // Skips what the consumer did not read.
    while (left > 0) {
      const piece = await reader.read(Math.min(left, PIECE));
      if (piece.length === 0) {
        throw new Error(`the archive ends in the middle of ${name}`);
      }
      left -= piece.length;
    }
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if ((await reader.read(padding)).length < padding) {
      throw new Error(`the archive ends in the middle of ${name}`);
    }
  }
}
