import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses, sleep, TEST_JOBS_SERVER } from '#server/test/server-processes';

// Real server processes on one PostgreSQL database: a job survives a SIGKILL of its server, and two servers run
// each job once. Needs TEST_DATABASE_URL (the project's machines have it; CI sets it when PostgreSQL answers).
const adminUrl = process.env.TEST_DATABASE_URL;

const waitFor = async <T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) {
      return value;
    }
    if (Date.now() > until) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await sleep(100);
  }
};

describe.skipIf(!adminUrl)('job runner with real server processes on PostgreSQL', () => {
  const servers = serverProcesses(adminUrl ?? 'postgres://x/y', 'door_jobs', TEST_JOBS_SERVER);
  // One DATA_DIR for every process: the test jobs write their log there.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'door-jobs-'));
  const logFile = path.join(dataDir, 'test-jobs.log');
  const client = new pg.Client({ connectionString: servers.databaseUrl });

  const startServer = () =>
    servers.start({
      DATA_DIR: dataDir,
      JWT_SECRET: 'process-test-secret-long-enough-for-hs256',
      JOB_LEASE_SECONDS: '1',
      JOB_POLL_MS: '100',
    });

  const logLines = () => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };

  const insertJobs = async (count: number, ms: number): Promise<string[]> => {
    const document = await client.query<{ id: string }>('select id from sales_documents order by id limit 1');
    const documentId = document.rows[0]?.id;
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const row = await client.query<{ id: string }>(
        `insert into jobs (kind, payload, document_id) values ('testSlow', $1, $2) returning id`,
        [JSON.stringify({ ms }), documentId],
      );
      ids.push(row.rows[0]?.id ?? '');
    }
    return ids;
  };

  const historyCount = async (jobId: string, type: string) => {
    // The history names the job's kind; the job's own time window ties a line to the job.
    const rows = await client.query<{ count: number }>(
      `select count(*)::int as count from document_history h join jobs j on j.document_id = h.document_id
       where j.id = $1 and h.type = $2 and h.created_at >= j.created_at and h.text = 'testSlow'`,
      [jobId, type],
    );
    return rows.rows[0]?.count ?? 0;
  };

  beforeAll(() => servers.create());

  afterAll(async () => {
    await client.end().catch(() => undefined);
    await servers.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a job exactly once after its server was killed mid-way and started again', async () => {
    const first = await startServer();
    await client.connect();
    const [jobId = ''] = await insertJobs(1, 3000);
    await waitFor('the job to start', async () => logLines().some((line) => line.startsWith(`start ${jobId}`)));
    await servers.kill(first);
    const killed = await client.query('select status, attempts from jobs where id = $1', [jobId]);
    expect(killed.rows[0]).toMatchObject({ status: 'running', attempts: 1 });
    expect(logLines().filter((line) => line.startsWith(`end ${jobId}`))).toEqual([]);

    const second = await startServer();
    const done = await waitFor('the job to be done', async () => {
      const row = await client.query('select status, attempts, last_error from jobs where id = $1', [jobId]);
      return row.rows[0]?.status === 'done' && row.rows[0];
    });
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    const lines = logLines();
    expect(lines.filter((line) => line.startsWith(`start ${jobId}`))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith(`end ${jobId}`))).toHaveLength(1);
    expect(await historyCount(jobId, 'jobStarted')).toBe(2);
    expect(await historyCount(jobId, 'jobFinished')).toBe(1);
    await servers.kill(second);
  }, 240_000);

  it('runs each of many jobs once with two server processes on one database', async () => {
    const a = await startServer();
    const b = await startServer();
    const ids = await insertJobs(16, 150);
    await waitFor(
      'every job to be done',
      async () => {
        const rows = await client.query<{ count: number }>(
          `select count(*)::int as count from jobs where id = any($1) and status = 'done'`,
          [ids],
        );
        return rows.rows[0]?.count === ids.length;
      },
      60_000,
    );
    const lines = logLines();
    const pids = new Set<string>();
    for (const id of ids) {
      const starts = lines.filter((line) => line.startsWith(`start ${id} `));
      expect(starts, id).toHaveLength(1);
      expect(
        lines.filter((line) => line.startsWith(`end ${id} `)),
        id,
      ).toHaveLength(1);
      pids.add(starts[0]?.split(' ')[2] ?? '');
    }
    // Both processes took part.
    expect([...pids].sort()).toEqual([String(servers.pidOf(a)), String(servers.pidOf(b))].sort());
    const attempts = await client.query<{ attempts: number }>('select attempts from jobs where id = any($1)', [ids]);
    expect(attempts.rows.every((row) => row.attempts === 1)).toBe(true);
  }, 240_000);
});
