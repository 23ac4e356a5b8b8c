import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Runs raw SQL and answers its rows as the driver returns them (column names as written, bigint as text on
 * node-postgres): node-postgres and PGlite wrap the rows differently.
 */
export const executeRows = async <Row extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<Row[]> => {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
};
