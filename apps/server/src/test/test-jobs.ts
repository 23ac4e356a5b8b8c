import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { JobRunner } from '#server/services/job-runner';

/** The kind of the test-only slow job. */
export const TEST_SLOW_JOB = 'testSlow';

/**
 * Test only (registered by `test/test-jobs-server.ts`): a job that writes `start <id> <pid>` to
 * `DATA_DIR/test-jobs.log`, waits `payload.ms` milliseconds and writes `end <id> <pid>`. The restart tests kill a
 * server in its wait and count the lines and the job's history.
 */
export const registerTestJobs = (runner: JobRunner, dataDir: string): void => {
  const log = path.join(dataDir, 'test-jobs.log');
  const write = async (line: string) => {
    await mkdir(dataDir, { recursive: true });
    await appendFile(log, `${line}\n`);
  };
  runner.register(TEST_SLOW_JOB, {
    async run(job) {
      await write(`start ${job.id} ${process.pid}`);
      const ms = typeof job.payload.ms === 'number' ? job.payload.ms : 100;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return {
        finish: async () => {
          await write(`end ${job.id} ${process.pid}`);
        },
      };
    },
  });
};
