// Lint and test of the demo catalogue file, as the command runs them (a new process each time, as a maintainer
// types it) and in process. Run: npx tsx bench/catalogue-lint.bench.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintCatalogue } from '../apps/server/src/catalogue/catalogue-lint';
import { readCatalogueText } from '../apps/server/src/catalogue/catalogue-read';
import { runCatalogueTests } from '../apps/server/src/catalogue/catalogue-tests';
import { CATALOGUES_DIR } from '../apps/server/src/db/seed/catalogue.seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(CATALOGUES_DIR, 'alpina.json');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const command = (args: string[]) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const at = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/catalogue.ts', ...args], {
      cwd: root,
      stdio: 'ignore',
    });
    times.push(performance.now() - at);
  }
  return median(times);
};

const text = readFileSync(file, 'utf8');
const inProcess = (work: () => void) => {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const at = performance.now();
    work();
    times.push(performance.now() - at);
  }
  return median(times);
};
const reading = readCatalogueText(text);
const lintMs = inProcess(() => lintCatalogue(readCatalogueText(text)));
const testMs = inProcess(() => runCatalogueTests(reading.file as NonNullable<typeof reading.file>));
const lintCommand = command(['lint', file]);
const testCommand = command(['test', file]);
console.log(
  `demo file: ${(Buffer.byteLength(text) / 1024).toFixed(0)} kB, ${reading.file?.models.length} models, ${reading.file?.tests?.length} tests`,
);
console.log(
  `in process: read + lint (with the dead-end explorer) ${lintMs.toFixed(0)} ms, tests ${testMs.toFixed(0)} ms`,
);
console.log(
  `command (a new process, median of ${RUNS}): lint ${lintCommand.toFixed(0)} ms, test ${testCommand.toFixed(0)} ms`,
);
const total = lintCommand + testCommand;
console.log(
  `goal: lint and test ≤ 2 s: ${total <= 2000 ? 'met' : 'NOT met'} (${(total / 1000).toFixed(2)} s together)`,
);
