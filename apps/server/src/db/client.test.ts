import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase', () => {
  it('counts the migrations of this build that are not applied yet', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const before = await database.pendingMigrations();
      expect(before).toBeGreaterThan(20);
      await database.migrate();
      expect(await database.pendingMigrations()).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('names an unreachable PostgreSQL without its password', async () => {
    // Port 1 refuses at once; the message must help without leaking DATABASE_URL's secret into logs.
    const failure = openDatabase({ kind: 'postgres', url: 'postgres://door:s3cret-pass@127.0.0.1:1/door' });
    await expect(failure).rejects.toThrow(
      /^PostgreSQL at postgres:\/\/door:\*\*\*@127\.0\.0\.1:1\/door is unreachable/,
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });
});
