// Writes .br and .gz beside every text asset of the build, so the server sends compressed files without
// compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

let saved = 0;
for (const file of walk(DIST).filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  if (content.length < 1024) {
    continue;
  }
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  saved += content.length - brotli.length;
}
console.log(`precompressed assets: ${(saved / 1024).toFixed(0)} KiB saved with brotli`);
