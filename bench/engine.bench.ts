// Configurator engine: one change with propagation on the largest demo model, in process (no I/O).
// Run: npx tsx bench/engine.bench.ts
import { type Change, configure, presentTreeJson } from '@door/engine';
import { loadDemoCatalogue } from '../apps/server/src/test/demo-catalogue';

const catalogue = loadDemoCatalogue();
const size = (model: (typeof catalogue.ordered)[number]) =>
  model.def.parameters.reduce((sum, param) => sum + 1 + param.values.length, 0) + model.def.rules.length;
const largest = [...catalogue.ordered].sort((a, b) => size(b) - size(a))[0];
if (!largest) {
  throw new Error('the demo catalogue is empty');
}
const model = largest.compiled;
const change = (code: string, value: string): Change => {
  const param = model.params[model.paramIndexByCode.get(code) as number];
  const valueIndex = param?.valueIndexByCode.get(value);
  if (!param) {
    throw new Error(`no parameter ${code}`);
  }
  return valueIndex === undefined
    ? { parameterId: param.def.id, customValue: value }
    : { parameterId: param.def.id, parameterValueId: param.def.values[valueIndex]?.id ?? '' };
};
// A cycle of changes that each propagate: double leaf (width moves), RC3 (lock and glass move), side panels, back.
const cycle: Change[] = [
  change('leaves', 'double'),
  change('security', 'rc3'),
  change('sidePanel', 'both'),
  change('width', '2400'),
  change('leaves', 'single'),
  change('lock', 'single'),
  change('sidePanel', 'none'),
  change('cutout', 'none'),
  change('cutout', 'model'),
];
const prices = { markupBasisPoints: 1200 };

const measure = (
  label: string,
  iterations: number,
  step: (choices: Record<string, string>, change: Change) => Record<string, string>,
) => {
  let choices = configure(model, {}, null, prices).choices;
  const samples = new Float64Array(iterations);
  for (let i = 0; i < 2000; i += 1) {
    choices = step(choices, cycle[i % cycle.length] as Change);
  }
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    choices = step(choices, cycle[i % cycle.length] as Change);
    samples[i] = Number(process.hrtime.bigint() - start) / 1e6;
  }
  samples.sort();
  const at = (q: number) => (samples[Math.min(iterations - 1, Math.floor(q * iterations))] as number).toFixed(4);
  console.log(`${label}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms (${iterations} changes)`);
  return Number(at(0.5));
};

console.log(
  `largest demo model ${largest.def.code}: ${largest.def.parameters.length} parameters, ` +
    `${largest.def.parameters.reduce((sum, param) => sum + param.values.length, 0)} values, ${largest.def.rules.length} rules`,
);
const median = measure(
  'engine: one change with propagation',
  50_000,
  (choices, next) => configure(model, choices, next, prices).choices,
);
measure('engine + Tree JSON for the wire (en, with prices)', 20_000, (choices, next) => {
  const result = configure(model, choices, next, prices);
  presentTreeJson(
    result,
    { lang: 'en', showPrices: true, markupBasisPoints: 1200, valueImageUrl: () => null },
    'bench',
  );
  return result.choices;
});
console.log(`goal: median under 0.2 ms: ${median < 0.2 ? 'met' : 'NOT met'}`);
