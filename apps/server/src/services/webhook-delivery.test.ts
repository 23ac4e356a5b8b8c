import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './claimed-work';
import { WEBHOOK_RETRY_POLICY } from './webhook-delivery';

describe('webhook retries', () => {
  it('retry for about 24 hours: the waits between the 15 attempts grow from 30 s to at most 4 h', () => {
    const waits = Array.from({ length: WEBHOOK_RETRY_POLICY.maxAttempts - 1 }, (_, index) =>
      retryDelayMs(index + 1, { ...WEBHOOK_RETRY_POLICY, claimTimeoutMs: 60_000 }),
    );
    expect(waits[0]).toBe(30_000);
    expect(waits.at(-1)).toBe(4 * 60 * 60 * 1000);
    expect(waits.every((wait, index) => index === 0 || wait >= (waits[index - 1] ?? 0))).toBe(true);
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(25);
  });
});
