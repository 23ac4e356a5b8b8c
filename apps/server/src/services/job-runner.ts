import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { currentTraceParent, measureJob } from '#server/core/telemetry';
import type { Db, DbOrTx } from '#server/db/client';
import { documentHistory, jobs } from '#server/db/schema';
import { type ClaimStore, createPoller, type RetryPolicy, runClaimedBatch } from './claimed-work';

/** A stored job as its handler gets it. */
export type Job = typeof jobs.$inferSelect;

/** What a handler's run hands back: work to do in the transaction that marks the job done (or nothing). */
export type JobOutcome =
  | {
      finish?: (tx: DbOrTx) => Promise<void>;
      /** Runs after the job's end was committed (deleting files the result replaced); its errors are only logged. */
      afterCommit?: () => Promise<void>;
    }
  | undefined;

/**
 * One kind of job: `run` does the work with no transaction open (it may take long: rendering, uploading, mail);
 * `finish` of its outcome is written in the same transaction as the job's `done`, and only while this process still
 * holds the claim, so a job's result is recorded once even if two processes ever ran it. `onFailed` records the
 * final failure (a status, a history line) in the transaction that marks the job failed.
 */
export type JobHandler = {
  run: (job: Job) => Promise<JobOutcome>;
  onFailed?: (tx: DbOrTx, job: Job, error: string) => Promise<void>;
  /** Overrides of the runner's retry policy for this kind. */
  policy?: Partial<Omit<RetryPolicy, 'claimTimeoutMs'>>;
  /** Loads what the first run would otherwise pay for (fonts, renderers); called once when the loop starts. */
  warmUp?: () => Promise<void>;
};

/** A new job: its kind, payload and the document (and configuration in it) whose history shows it. */
export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  documentId?: string | null;
  documentConfigurationId?: string | null;
  /** When the job is due; now when not given (an offer's expiry is due on the day after its valid-until date). */
  runAt?: Date;
};

/**
 * Three attempts, 5 s then 10 s apart; the lease is one minute, renewed every third of it while the job runs, so
 * a job of a process that was killed is taken over about a minute later and a long job of a live one never is.
 */
export const JOB_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 5_000,
  maxDelayMs: 60_000,
  claimTimeoutMs: 60_000,
};

// One job per claim: a claimed job starts at once, so its lease is renewed from its claim until it ends.
const BATCH_SIZE = 1;
const ERROR_MAX_LENGTH = 1000;

const intervalMs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
const cut = (text: string) => text.slice(0, 500);

/** Puts a job into the table inside the caller's transaction, so the change and its job are saved together. */
export const enqueueJob = async (tx: DbOrTx, job: NewJob): Promise<string> => {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      documentId: job.documentId ?? null,
      documentConfigurationId: job.documentConfigurationId ?? null,
      traceParent: currentTraceParent(),
      ...(job.runAt ? { nextAttemptAt: job.runAt } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) {
    throw new Error('job insert returned no row');
  }
  return row.id;
};

/** A history line of the job's document (none for a job of no document). */
const historyOf = async (tx: DbOrTx, job: Job, type: 'jobStarted' | 'jobFinished' | 'jobFailed', value = '') => {
  if (!job.documentId) {
    return;
  }
  await tx.insert(documentHistory).values({
    documentId: job.documentId,
    documentConfigurationId: job.documentConfigurationId,
    type,
    text: job.kind,
    value: cut(value),
    userId: null,
  });
};

/** Thrown inside a finishing transaction when another process took the claim over: nothing is written. */
class LostClaim extends Error {}

/** The jobs table as a claim store. */
const createJobStore = (
  db: Db,
  handlerOf: (kind: string) => JobHandler | undefined,
  leaseMs: number,
  onError: (error: unknown) => void,
): ClaimStore<Job, JobOutcome> => {
  const holdsClaim = (job: Job) =>
    and(
      eq(jobs.id, job.id),
      eq(jobs.status, 'running'),
      job.claimedAt ? eq(jobs.claimedAt, job.claimedAt) : sql`false`,
    );
  const finishOrFail = async (job: Job, work: (tx: DbOrTx) => Promise<unknown>): Promise<boolean> => {
    try {
      await db.transaction(async (tx) => {
        const [held] = await tx.select({ id: jobs.id }).from(jobs).where(holdsClaim(job)).for('update');
        if (!held) {
          throw new LostClaim();
        }
        await work(tx);
      });
      return true;
    } catch (error) {
      if (!(error instanceof LostClaim)) {
        throw error;
      }
      return false;
    }
  };
  return {
    async claimDue(limit, policy) {
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            or(
              and(eq(jobs.status, 'pending'), lte(jobs.nextAttemptAt, sql`now()`)),
              and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, sql`now()`)),
            ),
          )
          .orderBy(jobs.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) {
          return [];
        }
        // A lapsed claim on its last attempt is not run again: its process died mid-run, so the job fails for good
        // rather than running more often than the policy allows.
        const exhausted = sql`${jobs.status} = 'running' and ${jobs.attempts} >= ${policy.maxAttempts}`;
        return tx
          .update(jobs)
          .set({
            status: sql`case when ${exhausted} then 'failed' else 'running' end`,
            attempts: sql`case when ${exhausted} then ${jobs.attempts} else ${jobs.attempts} + 1 end`,
            lastError: sql`case when ${exhausted} then 'the running process stopped before it finished' else ${jobs.lastError} end`,
            claimedAt: sql`date_trunc('milliseconds', clock_timestamp())`,
            leaseUntil: sql`now() + ${intervalMs(leaseMs)}`,
            finishedAt: sql`case when ${exhausted} then now() else null end`,
          })
          .where(
            inArray(
              jobs.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
      for (const job of claimed.filter((row) => row.status === 'failed')) {
        await db.transaction(async (tx) => {
          await handlerOf(job.kind)?.onFailed?.(tx, job, job.lastError ?? '');
          await historyOf(tx, job, 'jobFailed', job.lastError ?? '');
        });
      }
      const running = claimed.filter((row) => row.status === 'running');
      for (const job of running) {
        await historyOf(db, job, 'jobStarted', `attempt ${job.attempts}`);
      }
      return running;
    },
    async markDone(job, outcome) {
      const held = await finishOrFail(job, async (tx) => {
        await tx
          .update(jobs)
          .set({ status: 'done', lastError: null, leaseUntil: null, finishedAt: sql`now()` })
          .where(eq(jobs.id, job.id));
        await outcome?.finish?.(tx);
        await historyOf(tx, job, 'jobFinished');
      });
      if (held) {
        await outcome?.afterCommit?.().catch(onError);
      }
    },
    async markRetry(job, error, delayMs) {
      await db
        .update(jobs)
        .set({
          status: 'pending',
          lastError: error,
          claimedAt: null,
          leaseUntil: null,
          nextAttemptAt: sql`now() + ${intervalMs(delayMs)}`,
        })
        .where(holdsClaim(job));
    },
    async markFailed(job, error) {
      await finishOrFail(job, async (tx) => {
        await tx
          .update(jobs)
          .set({ status: 'failed', lastError: error, leaseUntil: null, finishedAt: sql`now()` })
          .where(eq(jobs.id, job.id));
        await handlerOf(job.kind)?.onFailed?.(tx, job, error);
        await historyOf(tx, job, 'jobFailed', error);
      });
    },
    async release(items, reason, delayMs) {
      for (const job of items) {
        await db
          .update(jobs)
          .set({
            status: 'pending',
            attempts: sql`${jobs.attempts} - 1`,
            lastError: reason.slice(0, ERROR_MAX_LENGTH),
            claimedAt: null,
            leaseUntil: null,
            nextAttemptAt: sql`now() + ${intervalMs(delayMs)}`,
          })
          .where(holdsClaim(job));
      }
    },
  };
};

/** The error as stored: its message, at most 1000 characters. */
const describeJobError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);

/** Other claimed work the runner's loop drives besides the jobs table (the mail outbox). */
export type ExtraQueue = { name: string; runDue: () => Promise<unknown> };

/** Options of the job runner. */
export type JobRunnerOptions = {
  db: Db;
  /** How long a claim holds without renewal (default one minute). */
  leaseMs?: number;
  /** Overrides of the default retry policy (tests shorten it). */
  retryPolicy?: Partial<Omit<RetryPolicy, 'claimTimeoutMs'>>;
  onError?: (error: unknown) => void;
};

/** What one run of the loop did with jobs. */
export type JobBatchResult = { done: number; retried: number; failed: number };

/**
 * The one background loop of the server: claims due jobs in a short transaction, runs each with no transaction
 * open (renewing its lease meanwhile), and marks it done, due again after a backoff, or failed for good, with a line
 * in the document's history for each start, end and failure. The mail outbox is driven by the same loop. Several
 * server processes on one PostgreSQL never run a job twice: a claim is taken under `FOR UPDATE SKIP LOCKED` and only
 * its holder may finish it.
 */
export const createJobRunner = ({
  db,
  leaseMs = JOB_RETRY_POLICY.claimTimeoutMs,
  retryPolicy,
  onError = () => undefined,
}: JobRunnerOptions) => {
  const handlers = new Map<string, JobHandler>();
  const extraQueues: ExtraQueue[] = [];
  const basePolicy: RetryPolicy = { ...JOB_RETRY_POLICY, ...retryPolicy, claimTimeoutMs: leaseMs };
  const store = createJobStore(db, (kind) => handlers.get(kind), leaseMs, onError);
  const policyOf = (job: Job): RetryPolicy => ({ ...basePolicy, ...handlers.get(job.kind)?.policy });

  /** Renews the job's lease every third of it while `work` runs. */
  const withLease = async <T>(job: Job, work: () => Promise<T>): Promise<T> => {
    const timer = setInterval(
      () => {
        db.update(jobs)
          .set({ leaseUntil: sql`now() + ${intervalMs(leaseMs)}` })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
          .catch(onError);
      },
      Math.max(Math.floor(leaseMs / 3), 50),
    );
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  };

  const runJobs = async (): Promise<JobBatchResult> => {
    const total: JobBatchResult = { done: 0, retried: 0, failed: 0 };
    // The claim counts attempts against the longest policy; each job's own policy decides retry or failure.
    const maxAttempts = Math.max(
      basePolicy.maxAttempts,
      ...[...handlers.values()].map((h) => h.policy?.maxAttempts ?? 0),
    );
    for (;;) {
      const result = await runClaimedBatch<Job, JobOutcome>({
        store,
        policy: { ...basePolicy, maxAttempts },
        policyOf,
        batchSize: BATCH_SIZE,
        run: (job) => {
          const handler = handlers.get(job.kind);
          if (!handler) {
            return Promise.reject(new Error(`no handler for jobs of kind ${job.kind}`));
          }
          return measureJob(job.kind, job.traceParent, () => withLease(job, () => handler.run(job)));
        },
        describeError: describeJobError,
      });
      total.done += result.done;
      total.retried += result.retried;
      total.failed += result.failed;
      if (result.done + result.retried + result.failed + result.released < BATCH_SIZE) {
        return total;
      }
    }
  };

  const runOnce = async (): Promise<JobBatchResult> => {
    const result = await runJobs();
    for (const queue of extraQueues) {
      await queue.runDue().catch(onError);
    }
    return result;
  };
  const poller = createPoller(runOnce, onError);
  let started = false;

  return {
    /** Registers the handler of a kind of job. */
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },
    /** The kinds with a handler (the metrics report each, idle ones as 0). */
    kinds(): string[] {
      return [...handlers.keys()];
    },
    /** Adds other claimed work to the loop (the mail outbox). */
    addQueue(queue: ExtraQueue): void {
      extraQueues.push(queue);
    },
    /** Runs due jobs (and the other queues) now, or joins the run in progress. Tests call this instead of waiting. */
    runDue: poller.runNow,
    /**
     * Asks the loop to look for work now (after a request queued a job), when it is started; tests drive it with
     * `runDue` instead.
     */
    wake(): void {
      if (started) {
        // A run in progress may have claimed before the new job was committed: look once more after it.
        poller
          .runNow()
          .then(() => poller.runNow())
          .catch(onError);
      }
    },
    /** Starts polling every `intervalMs`. */
    start(intervalMs = 1000): void {
      if (!started) {
        for (const handler of handlers.values()) {
          handler.warmUp?.().catch(onError);
        }
      }
      started = true;
      poller.start(intervalMs);
    },
    /** Stops polling and waits for a running batch. */
    async stop(): Promise<void> {
      started = false;
      await poller.stop();
    },
  };
};
/** The job runner. */
export type JobRunner = ReturnType<typeof createJobRunner>;
