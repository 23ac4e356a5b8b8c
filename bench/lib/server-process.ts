// A bench's server in a child process, so the load generator does not share the server's event loop (as a real
// client would not). The bench file runs twice: as the child (BENCH_ROLE=server) it starts the server, prepares
// its data on the server's own database (PGlite lives in one process only) and answers the parent's questions; as
// the parent it forks itself, receives the address and the prepared data, and generates the load.
import { fork } from 'node:child_process';
import { startBenchServer } from './bench-server';

/** The bench server as the child sees it. */
export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** Whether this process is a bench's server child. */
export const isBenchServerProcess = process.env.BENCH_ROLE === 'server';

type ChildMessage = { kind: 'ready'; url: string; data: unknown } | { kind: 'answer'; value: unknown };

/**
 * In the child: starts the server with the given environment overrides, runs `prepare` on it and sends its result
 * to the parent; then answers each question the parent asks with `answer`, and closes when the parent says so.
 */
export const serveBench = async <Prepared, Answer>(
  overrides: Record<string, string>,
  prepare: (server: BenchServer) => Promise<Prepared>,
  answer: (server: BenchServer) => Promise<Answer> = async () => undefined as Answer,
) => {
  const server = await startBenchServer(overrides);
  const data = await prepare(server);
  process.on('message', async (message: { kind: 'ask' } | { kind: 'stop' }) => {
    if (message.kind === 'ask') {
      process.send?.({ kind: 'answer', value: await answer(server) } satisfies ChildMessage);
      return;
    }
    await server.close();
    process.exit(0);
  });
  // A parent that dies (a failed bench, a timeout) must not leave its server running.
  process.on('disconnect', () => process.exit(1));
  process.send?.({ kind: 'ready', url: server.url, data } satisfies ChildMessage);
};

/**
 * In the parent: forks `file` as the server child and waits until it is ready. `ask` asks the child's `answer`,
 * `stop` closes the server and waits for the child to end. BENCH_PROFILE=<folder> profiles the server's CPU.
 */
export const startBenchServerProcess = async <Prepared, Answer = unknown>(file: string) => {
  const child = fork(file, [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
  });
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bench server ended (exit ${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as ChildMessage);
      });
    });
  const ready = await next();
  if (ready.kind !== 'ready') {
    throw new Error('the bench server did not start');
  }
  return {
    url: ready.url,
    data: ready.data as Prepared,
    ask: async () => {
      const reply = next();
      child.send({ kind: 'ask' });
      return ((await reply) as { value: Answer }).value;
    },
    stop: async () => {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.send({ kind: 'stop' });
      await ended;
    },
  };
};

/** The server process's memory as a bench reads it: now, and the peak since the last question. */
export type BenchMemory = { peak: number; rss: number };

/** Serves a bench on DATA_DIR=BENCH_DATA_DIR, answering each question with its peak and current memory. */
export const serveBenchWithMemory = async () => {
  let peak = 0;
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20).unref();
  await serveBench<BenchMemory, BenchMemory>(
    { DATA_DIR: process.env.BENCH_DATA_DIR as string },
    async () => ({ peak, rss: process.memoryUsage().rss }),
    async () => {
      const answer = { peak, rss: process.memoryUsage().rss };
      peak = 0;
      return answer;
    },
  );
};
