/**
 * Work kept in a database table and done outside any transaction: claim due rows in one short transaction
 * (`FOR UPDATE SKIP LOCKED`, so several server processes never take the same row), commit, run each item with no
 * transaction open, then mark it done, due again later (backoff), or failed for good after the last attempt.
 * The mail outbox uses it; a job table can use it the same way by giving its own store.
 */

/** When and how often a claimed item is tried again. */
export type RetryPolicy = {
  /** Attempts in all, the first one included; after the last failure the item is failed for good. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after every further one. */
  baseDelayMs: number;
  /** Longest wait between two attempts. */
  maxDelayMs: number;
  /** A claim older than this belongs to a process that stopped mid-run; the item is claimed again. */
  claimTimeoutMs: number;
};

/** A claimed row: its id, the attempt it is on (counted at claim time) and the claim's time stamp. */
export type ClaimedItem = { id: string; attempts: number; claimedAt: Date | null };

/** The table side of the work: each method is one short statement or transaction of its own. */
export type ClaimStore<Item extends ClaimedItem, Outcome> = {
  /**
   * Marks up to `limit` due items (and claims older than the policy's timeout) as claimed, counting one attempt,
   * and returns them; a stale claim that already used its last attempt is failed instead of returned.
   */
  claimDue(limit: number, policy: RetryPolicy): Promise<Item[]>;
  /** Records the outcome of a successful run. */
  markDone(item: Item, outcome: Outcome): Promise<void>;
  /** Makes the item due again after `delayMs`, keeping the error. */
  markRetry(item: Item, error: string, delayMs: number): Promise<void>;
  /** Ends the item for good with its last error. */
  markFailed(item: Item, error: string): Promise<void>;
  /**
   * Hands back claimed items that were not tried (the attempt is not counted), due again after `delayMs`, with the
   * reason they were not tried.
   */
  release(items: Item[], reason: string, delayMs: number): Promise<void>;
};

/** What one batch did. */
export type BatchResult = { done: number; retried: number; failed: number; released: number };

/** The wait before the next attempt after `attempts` failed ones: doubling from the base, capped. */
export const retryDelayMs = (attempts: number, policy: RetryPolicy): number =>
  Math.min(policy.baseDelayMs * 2 ** Math.max(attempts - 1, 0), policy.maxDelayMs);

/** Options of one batch run. */
export type BatchOptions<Item extends ClaimedItem, Outcome> = {
  store: ClaimStore<Item, Outcome>;
  /** The claim's policy (its attempt count and lease are the longest any item has). */
  policy: RetryPolicy;
  /** An item's own attempts and backoff, when items differ (a job's kind); the batch's policy otherwise. */
  policyOf?: (item: Item) => RetryPolicy;
  batchSize: number;
  /** Does the work of one item; runs with no transaction open. */
  run: (item: Item) => Promise<Outcome>;
  /** The error as stored: short, without secrets. */
  describeError: (error: unknown) => string;
  /**
   * Whether an error says the whole service is unreachable (not just this item): the rest of the batch is then
   * handed back untried instead of waiting for the same timeout once per item.
   */
  isServiceDown?: (error: unknown) => boolean;
};

/** Claims one batch of due items and runs them one after another outside any transaction. */
export const runClaimedBatch = async <Item extends ClaimedItem, Outcome>({
  store,
  policy,
  batchSize,
  run,
  describeError,
  isServiceDown = () => false,
  policyOf = () => policy,
}: BatchOptions<Item, Outcome>): Promise<BatchResult> => {
  const result: BatchResult = { done: 0, retried: 0, failed: 0, released: 0 };
  const items = await store.claimDue(batchSize, policy);
  for (const [index, item] of items.entries()) {
    try {
      const outcome = await run(item);
      await store.markDone(item, outcome);
      result.done += 1;
    } catch (error) {
      const message = describeError(error);
      const own = policyOf(item);
      const delayMs = retryDelayMs(item.attempts, own);
      if (item.attempts >= own.maxAttempts) {
        await store.markFailed(item, message);
        result.failed += 1;
      } else {
        await store.markRetry(item, message, delayMs);
        result.retried += 1;
      }
      if (isServiceDown(error)) {
        const rest = items.slice(index + 1);
        if (rest.length > 0) {
          await store.release(rest, `not tried: ${message}`, delayMs);
          result.released += rest.length;
        }
        break;
      }
    }
  }
  return result;
};

/**
 * Runs a batch function now and then on a timer, never two at once in this process: a call while one runs joins
 * it. Errors of the timer's runs go to `onError`.
 */
export const createPoller = <Result>(runOnce: () => Promise<Result>, onError: (error: unknown) => void) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Result> | undefined;
  const runNow = (): Promise<Result> => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    /** Runs one batch now, or joins the one that is running. */
    runNow,
    /** Starts running every `intervalMs`; the timer does not keep the process alive. */
    start(intervalMs: number): void {
      timer ??= setInterval(() => {
        runNow().catch(onError);
      }, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a running batch to end. */
    async stop(): Promise<void> {
      if (timer) {
        clearInterval(timer);
        timer = undefined;
      }
      await running?.catch(() => undefined);
    },
  };
};
