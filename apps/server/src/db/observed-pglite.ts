import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { traceStatement } from '#server/core/telemetry';

/** Use of a database's connections: in use, idle, requests waiting for one, and the most there can be. */
export type PoolStats = { used: number; idle: number; pending: number; max: number };

/**
 * PGlite as Drizzle gets it, observed: PGlite is one connection that runs one statement or transaction at a time, so
 * its "pool" is that connection, in use while a statement or transaction runs, with the others waiting for it. Each
 * statement runs in a span when a trace is active (`traceStatement`; pg has OpenTelemetry's own instrumentation).
 */
export const observePglite = (client: PGlite): { client: PGlite; stats: () => PoolStats } => {
  let inFlight = 0;
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  const query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    track(() => traceStatement(text, () => client.query<T>(text, params, options)));
  const exec = (text: string, options?: QueryOptions) =>
    track(() => traceStatement(text, () => client.exec(text, options)));
  const tracedTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query') {
          return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
            traceStatement(text, () => target.query<T>(text, params, options));
        }
        if (property === 'exec') {
          return (text: string, options?: QueryOptions) => traceStatement(text, () => target.exec(text, options));
        }
        return Reflect.get(target, property, target);
      },
    });
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    track(() => client.transaction((tx) => callback(tracedTransaction(tx))));
  const observed = new Proxy(client, {
    get(target, property) {
      switch (property) {
        case 'query':
          return query;
        case 'exec':
          return exec;
        case 'transaction':
          return transaction;
        default: {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
      }
    },
  });
  return {
    client: observed,
    stats: () => ({
      max: 1,
      used: Math.min(inFlight, 1),
      idle: inFlight > 0 ? 0 : 1,
      pending: Math.max(inFlight - 1, 0),
    }),
  };
};
