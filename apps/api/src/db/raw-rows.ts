import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from './client.js';

/** The rows of a statement written as SQL: `execute` answers with the driver's result, typed as unknown rows. */
export async function rawRows<Row>(executor: Database | Tx, statement: SQL): Promise<Row[]> {
  const result = await executor.execute(statement);
  return (result as unknown as { rows: Row[] }).rows;
}
