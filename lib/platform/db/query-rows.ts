import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<Row>(executor: Pick<Executor, "execute">, statement: SQL): Promise<Row[]> {
  const result = (await executor.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
