import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND } from '#server/test/build-test-app';
import { statementPerConnection } from './statement-per-connection';

const { database } = await buildTestApp();
const db = database.db;

describe('statementPerConnection', () => {
  it('runs its statement inside each transaction, on that transaction’s connection', async () => {
    let builds = 0;
    const backend = statementPerConnection((on) => {
      builds += 1;
      return on.select({ pid: sql<number>`pg_backend_pid()` }).from(sql`(select 1) as one`).prepare('test_backend_pid');
    });
    const seen = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.transaction(async (tx) => {
          const [outer] = await tx
            .execute(sql`select pg_backend_pid() as pid`)
            .then((result) => (Array.isArray(result) ? result : (result as { rows: { pid: number }[] }).rows));
          const [inner] = await backend(tx).execute();
          return { outer: Number(outer?.pid), inner: Number(inner?.pid) };
        }),
      ),
    );
    for (const { outer, inner } of seen) {
      expect(inner).toBe(outer);
    }
    const afterFirstRound = builds;
    await Promise.all(Array.from({ length: 6 }, () => db.transaction(async (tx) => backend(tx).execute())));
    if (TEST_DB_KIND === 'postgres') {
      // The pool's connections are reused, and so are their statements.
      expect(builds).toBe(afterFirstRound);
    } else {
      // An embedded transaction is a new object each time: it builds.
      expect(builds).toBe(afterFirstRound + 6);
    }
  });
});
