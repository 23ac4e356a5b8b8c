// What the isolated renderer costs per picture (issue 37): SVG → PNG as the server drew it before (resvg in the
// server's own process, where a panic aborts the server) against the rendering pool (the SVG rebuilt from the
// sanitiser's allow-list, then drawn by resvg in a child process; a panic ends only that process).
// Run: npx tsx bench/svg-render.bench.ts   (BENCH_RUNS overrides the 30 measured runs per picture)

import { type DoorDrawing, drawDoorSvg } from '@door/engine/door';
import { Resvg } from '@resvg/resvg-js';
import { renderPool, svgToPng } from '../apps/server/src/render/door/door-png';
import { prepareSvgForRendering } from '../apps/server/src/render/png/prepare-svg';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const door: DoorDrawing = {
  kind: 'entrance',
  widthMm: 1000,
  heightMm: 2100,
  leaves: 1,
  leafColor: '#383E42',
  frameColor: '#F1F0EA',
  surface: 'woodgrain',
  pattern: 'panels4',
  glazing: 'strip',
  glassColor: '#CFE3EC',
  glassKind: 'satin',
  inlay: 'steel',
  handle: 'bar1200',
  handleColor: '#B8BCBF',
  hingeSide: 'left',
  opening: 'outward',
  sidePanel: 'right',
  sideWidthMm: 400,
  fanlight: true,
  fanlightHeightMm: 350,
  houseNumber: '12a',
};
const pictures: [string, string][] = [
  ['door 600×900 (original)', drawDoorSvg(door, { width: 600, height: 900 })],
  ['door 180×240 (print)', drawDoorSvg(door, { width: 180, height: 240 })],
  ['door 120×120 (m)', drawDoorSvg(door, { width: 120, height: 120 })],
  ['handle close-up 120×120', drawDoorSvg(door, { width: 120, height: 120 }, 'handle')],
  [
    'logo 96×128 ×4 (letterhead)',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64" width="384" height="512"><rect x="6" y="4" width="36" height="56" rx="2" fill="#E9E4DA"/><rect x="11" y="9" width="26" height="51" fill="#8A5A36"/></svg>',
  ],
];

const FONT = { loadSystemFonts: false, fontFiles: [], defaultFontFamily: 'DejaVu Sans' };
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
const time = async (run: () => unknown | Promise<unknown>) => {
  for (let warm = 0; warm < 3; warm += 1) {
    await run();
  }
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
};

console.log(`SVG → PNG, median of ${RUNS} runs each (ms); the machine is shared, so compare the columns of one run`);
console.log('picture | in-process resvg | rebuild from allow-list | pool (rebuild + child) | isolation cost');
for (const [name, svg] of pictures) {
  const inProcess = await time(() => new Resvg(svg, { font: FONT, shapeRendering: 2 }).render().asPng());
  const rebuild = await time(() => prepareSvgForRendering(svg));
  const pooled = await time(() => svgToPng(svg));
  console.log(
    `${name} | ${inProcess.toFixed(1)} | ${rebuild.toFixed(2)} | ${pooled.toFixed(1)} | ${(pooled - inProcess).toFixed(1)} ms (${((pooled / inProcess - 1) * 100).toFixed(0)} %)`,
  );
}
// Two pictures at once: the pool draws in two processes, beside the server's own event loop.
const parallel = await time(() => Promise.all(pictures.slice(1, 3).map(([, svg]) => svgToPng(svg))));
const serial = await time(() => pictures.slice(1, 3).map(([, svg]) => new Resvg(svg, { font: FONT }).render().asPng()));
console.log(
  `two pictures (print + m): in-process one after the other ${serial.toFixed(1)} ms, pool ${parallel.toFixed(1)} ms`,
);
const started = performance.now();
const cold = (await import('../apps/server/src/render/png/svg-render-pool')).createRenderPool();
await cold.render({ svg: pictures[2]?.[1] as string, scale: 1 });
console.log(
  `a new rendering process, first picture (start-up after a crash): ${(performance.now() - started).toFixed(0)} ms`,
);
cold.close();
console.log(`pool: ${JSON.stringify(renderPool().stats())}`);
renderPool().close();
