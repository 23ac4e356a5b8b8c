import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// SVG → PNG runs in a few child processes, never in the server's own: resvg is native code, and a Rust panic in it
// (a layer with an empty box, an allocation that fails) aborts the process it runs in. A child that dies takes only
// its picture with it; one that runs too long or grows too large is killed. The next picture starts a new child.

/** Bounds of the pool: processes, time and memory per picture, output pixels and waiting pictures. */
export type RenderPoolOptions = {
  /** Child processes rendering at the same time. */
  size: number;
  /** A picture that takes longer is given up and its process killed. */
  timeoutMs: number;
  /** A process whose resident memory grows beyond this while rendering is killed (Linux: read from /proc). */
  maxRssBytes: number;
  /** A picture of more pixels (width × height of the PNG) is refused before it is drawn. */
  maxPixels: number;
  /** Pictures waiting for a process; more are refused at once. */
  maxQueue: number;
};

/** The bounds the server renders with. */
export const RENDER_POOL_DEFAULTS: RenderPoolOptions = {
  size: 2,
  timeoutMs: 10_000,
  maxRssBytes: 512 * 1024 * 1024,
  maxPixels: 16 * 1024 * 1024,
  maxQueue: 200,
};

/** Why a picture was not rendered. */
export type RenderFailureReason = 'crashed' | 'timeout' | 'memory' | 'tooLarge' | 'busy' | 'invalid';

/** A picture the pool could not render; the caller shows the placeholder instead. */
export class RenderFailure extends Error {
  constructor(
    readonly reason: RenderFailureReason,
    detail = '',
  ) {
    super(`SVG rendering failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'RenderFailure';
  }
}

/** What is drawn: the SVG text, and how much larger than its own size the PNG is. */
export type RenderJob = { svg: string; scale: number };

const FONT_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].filter((file) => existsSync(file));

/**
 * The child's program (an ES module given to `node -e`, so it runs the same from the sources and from the bundle).
 * It loads resvg, then draws each picture it is sent: only the bundled font, no system fonts, and it refuses a PNG
 * above the pixel bound before allocating it. It leaves when the server does.
 */
const CHILD_PROGRAM = `
const { Resvg } = await import(process.argv[1]);
const fontFiles = JSON.parse(process.argv[2]);
process.on('disconnect', () => process.exit(0));
process.on('message', (job) => {
  try {
    const options = {
      font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'DejaVu Sans' },
      shapeRendering: 2,
      fitTo: { mode: 'zoom', value: job.scale },
    };
    const resvg = new Resvg(job.svg, options);
    const pixels = Math.ceil(resvg.width * job.scale) * Math.ceil(resvg.height * job.scale);
    if (!(pixels > 0) || pixels > job.maxPixels) {
      process.send({ id: job.id, error: 'tooLarge', detail: String(pixels) });
      return;
    }
    process.send({ id: job.id, png: resvg.render().asPng() });
  } catch (error) {
    process.send({ id: job.id, error: 'invalid', detail: String(error && error.message) });
  }
});
process.send({ ready: true });
`;

type Pending = {
  job: RenderJob;
  resolve: (png: Buffer) => void;
  reject: (error: RenderFailure) => void;
};

type Worker = {
  child: ChildProcess;
  current: (Pending & { id: number; timer: NodeJS.Timeout; watch: NodeJS.Timeout | null }) | null;
  alive: boolean;
};

type ChildReply = { id: number; png?: Uint8Array; error?: RenderFailureReason; detail?: string };

/** Resident memory of a process in bytes (Linux), or null where /proc is not there. */
const residentBytes = (pid: number): number | null => {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(pages) ? pages * 4096 : null;
  } catch {
    return null;
  }
};

/** A pool of rendering processes; see the top of this file. */
export const createRenderPool = (options: RenderPoolOptions = RENDER_POOL_DEFAULTS) => {
  const require = createRequire(import.meta.url);
  const resvgUrl = pathToFileURL(require.resolve('@resvg/resvg-js')).href;
  const workers: Worker[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;
  const stats = { rendered: 0, failed: 0, started: 0 };

  const release = (worker: Worker) => {
    if (worker.current) {
      clearTimeout(worker.current.timer);
      if (worker.current.watch) {
        clearInterval(worker.current.watch);
      }
      worker.current = null;
    }
  };

  const fail = (worker: Worker, reason: RenderFailureReason, detail = '') => {
    const current = worker.current;
    release(worker);
    if (current) {
      stats.failed += 1;
      current.reject(new RenderFailure(reason, detail));
    }
  };

  /** Ends a process that misbehaved: its picture fails, the next picture gets a new process. */
  const kill = (worker: Worker, reason: RenderFailureReason) => {
    worker.alive = false;
    fail(worker, reason);
    worker.child.kill('SIGKILL');
    workers.splice(workers.indexOf(worker), 1);
    pump();
  };

  const idle = (worker: Worker) => {
    // An idle process keeps neither the server nor a command from ending.
    worker.child.unref();
    (worker.child.channel as { unref?: () => void } | undefined)?.unref?.();
  };

  const busy = (worker: Worker) => {
    worker.child.ref();
    (worker.child.channel as { ref?: () => void } | undefined)?.ref?.();
  };

  const start = (): Worker => {
    const { NODE_OPTIONS: _loaders, ...env } = process.env;
    const child = spawn(
      process.execPath,
      ['--input-type=module', '--max-old-space-size=128', '-e', CHILD_PROGRAM, resvgUrl, JSON.stringify(FONT_FILES)],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced', env },
    );
    stats.started += 1;
    const worker: Worker = { child, current: null, alive: true };
    child.on('message', (message: ChildReply | { ready: true }) => {
      if (!('id' in message) || worker.current?.id !== message.id) {
        return;
      }
      const current = worker.current;
      if (message.png) {
        release(worker);
        stats.rendered += 1;
        current.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
      } else {
        fail(worker, message.error ?? 'invalid', message.detail);
      }
      pump();
    });
    const onGone = () => {
      if (!worker.alive) {
        return;
      }
      worker.alive = false;
      // A panic aborts the child: the picture it was drawing fails, nothing else does.
      fail(worker, 'crashed');
      const index = workers.indexOf(worker);
      if (index >= 0) {
        workers.splice(index, 1);
      }
      pump();
    };
    child.on('exit', onGone);
    child.on('error', onGone);
    workers.push(worker);
    return worker;
  };

  const dispatch = (worker: Worker, pending: Pending) => {
    const id = nextId++;
    const timer = setTimeout(() => kill(worker, 'timeout'), options.timeoutMs);
    const pid = worker.child.pid;
    const watch =
      pid === undefined
        ? null
        : setInterval(() => {
            const rss = residentBytes(pid);
            if (rss !== null && rss > options.maxRssBytes) {
              kill(worker, 'memory');
            }
          }, 25);
    worker.current = { ...pending, id, timer, watch };
    busy(worker);
    worker.child.send({ id, svg: pending.job.svg, scale: pending.job.scale, maxPixels: options.maxPixels }, (error) => {
      if (error && worker.current?.id === id) {
        kill(worker, 'crashed');
      }
    });
  };

  function pump() {
    while (queue.length > 0 && !closed) {
      let worker = workers.find((candidate) => candidate.alive && candidate.current === null);
      if (!worker && workers.length < options.size) {
        worker = start();
      }
      if (!worker) {
        return;
      }
      dispatch(worker, queue.shift() as Pending);
    }
    for (const worker of workers) {
      if (worker.current === null) {
        idle(worker);
      }
    }
  }

  return {
    /** The PNG of an SVG; rejects with a `RenderFailure` when the picture cannot be drawn within the bounds. */
    render(job: RenderJob): Promise<Buffer> {
      if (closed) {
        return Promise.reject(new RenderFailure('busy', 'closed'));
      }
      if (!(job.scale > 0) || !Number.isFinite(job.scale)) {
        return Promise.reject(new RenderFailure('invalid', 'scale'));
      }
      if (queue.length >= options.maxQueue) {
        stats.failed += 1;
        return Promise.reject(new RenderFailure('busy'));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    /** Counts since the pool was made: pictures drawn, pictures failed, processes started. */
    stats: () => ({ ...stats }),
    /** Ends every process; waiting pictures fail. */
    close() {
      closed = true;
      for (const pending of queue.splice(0)) {
        pending.reject(new RenderFailure('busy', 'closed'));
      }
      for (const worker of [...workers]) {
        kill(worker, 'busy');
      }
    },
  };
};

/** A pool of rendering processes. */
export type RenderPool = ReturnType<typeof createRenderPool>;
