import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { type BackupSource, type BackupSummary, writeBackup } from './write-backup';

/**
 * Where a server on the embedded database takes backup requests: a Unix socket in its DATA_DIR, readable by its
 * owner only (the one process that may open the embedded database makes the snapshot; `npm run backup` asks it).
 */
export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'backup.sock');

/** Longest Unix socket path Linux takes. */
const MAX_SOCKET_PATH = 107;

const isNobodyThere = (error: unknown) =>
  ['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Answers one JSON line from the socket. */
const ask = (socketPath: string, request: object): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('end', () => resolve(reply));
    socket.on('error', (error) => (isNobodyThere(error) ? resolve(null) : reject(error)));
  });

/** True when a server answers on the installation's backup socket. */
export const isServerRunning = async (dataDir: string): Promise<boolean> => {
  try {
    return (await ask(backupSocketPath(dataDir), { ping: true })) !== null;
  } catch {
    return false;
  }
};

/**
 * Asks the server running on `dataDir` to write a backup to `out`: its summary, or null when no server runs there.
 * Throws with the server's reason when the backup failed.
 */
export const requestBackupFromServer = async (dataDir: string, out: string): Promise<BackupSummary | null> => {
  const reply = await ask(backupSocketPath(dataDir), { out: path.resolve(out) });
  if (reply === null) {
    return null;
  }
  const parsed = JSON.parse(reply) as { summary?: BackupSummary; error?: string };
  if (!parsed.summary) {
    throw new Error(parsed.error ?? 'the server answered without a summary');
  }
  return parsed.summary;
};

type Log = { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };

/**
 * Serves backup requests on the installation's socket (the server on the embedded database). Answers the function
 * that stops serving.
 */
export const serveBackupRequests = async (source: BackupSource, log: Log): Promise<() => Promise<void>> => {
  const socketPath = backupSocketPath(source.env.DATA_DIR);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'DATA_DIR is too long a path for the backup socket: npm run backup needs the server stopped',
    );
    return async () => {};
  }
  if (await isServerRunning(source.env.DATA_DIR)) {
    log.warn({ socketPath }, 'another server answers on the backup socket of this DATA_DIR');
    return async () => {};
  }
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        return;
      }
      socket.removeAllListeners('data');
      const answer = async (): Promise<object> => {
        const asked = JSON.parse(request) as { out?: unknown; ping?: boolean };
        if (asked.ping) {
          return { pong: true };
        }
        if (typeof asked.out !== 'string' || !path.isAbsolute(asked.out)) {
          return { error: 'the request names no absolute file' };
        }
        log.info({ file: asked.out }, 'backup started');
        const summary = await writeBackup(source, asked.out);
        log.info({ ...summary }, 'backup written');
        return { summary };
      };
      answer().then(
        (reply) => socket.end(JSON.stringify(reply)),
        (error: unknown) => {
          log.warn({ err: error }, 'backup failed');
          socket.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
};
