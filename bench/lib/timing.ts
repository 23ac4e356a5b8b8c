/** The p-th percentile of sorted times (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Prints a figure's runs with p50, p95 and max in milliseconds. */
export const report = (title: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const figure = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${title}: ${times.length} runs, p50 ${figure(percentile(sorted, 50))}, p95 ${figure(percentile(sorted, 95))}, ` +
      `max ${figure(sorted.at(-1) ?? 0)}`,
  );
};

/** The milliseconds a piece of work takes. */
export const time = async (work: () => unknown) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
