// `npm run typecheck`: every TypeScript program of the repository, two at a time (one per core; tsc uses one), the
// longest first. The Node side (contract, engine, server, bench) is one program (tsconfig.node.json): checked apart,
// the server's and the bench's programs checked the contract's and engine's files again. Exits non-zero if any fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const PROGRAMS = ['tsconfig.node.json', 'apps/web', 'e2e'];

const check = (project) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });

const queue = [...PROGRAMS];
const lane = async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) {
    ok = (await check(project)) && ok;
  }
  return ok;
};
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const results = await Promise.all(Array.from({ length: lanes }, lane));
process.exitCode = results.every(Boolean) ? 0 : 1;
