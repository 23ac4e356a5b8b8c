// Print: an offer with 20 positions and door pictures rendered as PDF and as DOCX, in process (no I/O), every position with its own drawn door.
// Run: npx tsx bench/print.bench.ts   (BENCH_RUNS overrides the 15 measured runs)

import { preparePrintFixtures, printModelFixture } from '../apps/server/src/render/print/print.fixtures';
import { renderPrintDocx } from '../apps/server/src/render/print/print-docx';
import { renderPrintPdf } from '../apps/server/src/render/print/print-pdf';

const GOAL_MS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
await preparePrintFixtures(20);
const model = printModelFixture(20, 'de', {}, true);

const measure = async (name: string, render: () => Promise<Buffer>) => {
  // Warm-up: the first runs load fonts and compile the renderer's code.
  for (let run = 0; run < 3; run += 1) {
    await render();
  }
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] as number;
  const p50 = at(0.5);
  const p95 = at(0.95);
  console.log(
    `${name}: ${RUNS} runs, p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${at(1).toFixed(0)} ms, ` +
      `${(bytes / 1024).toFixed(0)} KiB; goal < ${GOAL_MS} ms: ${p50 < GOAL_MS ? 'met' : 'NOT met'}`,
  );
};

await measure('offer PDF, 20 positions with pictures', () => renderPrintPdf(model));
await measure('offer DOCX, 20 positions with pictures', () => renderPrintDocx(model));
