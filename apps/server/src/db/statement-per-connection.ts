import type { DbOrTx } from './client';

/**
 * A statement Drizzle builds once per database connection instead of on every call. Building a query costs Drizzle
 * more CPU than PostgreSQL's execution of a named statement, and `tx.select(…).prepare(name)` inside a transaction
 * builds it again each time; a built statement is bound to its connection, so it is kept per connection: the
 * pool's clients are reused, so a transaction on a known connection finds its statement ready. (An embedded PGlite
 * transaction is a new object each time and simply builds.)
 *
 * Drizzle keeps a session's driver client in `session.client` (node-postgres: the pool or the pool client of a
 * transaction; PGlite: the instance or its transaction); both drivers run the statements through this in the tests.
 */
export const statementPerConnection = <Statement>(build: (db: DbOrTx) => Statement) => {
  const built = new WeakMap<object, Statement>();
  return (db: DbOrTx): Statement => {
    const connection = connectionOf(db);
    let statement = built.get(connection);
    if (statement === undefined) {
      statement = build(db);
      built.set(connection, statement);
    }
    return statement;
  };
};

const connectionOf = (db: DbOrTx): object => {
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (typeof client !== 'object' || client === null) {
    throw new Error('a Drizzle session without its driver client');
  }
  return client;
};
