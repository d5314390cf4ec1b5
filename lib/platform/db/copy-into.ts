import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { from as copyFrom } from "pg-copy-streams";
import type { DatabaseDriver } from "./client";

// COPY … FROM STDIN, which drizzle does not speak, over either driver: node-postgres's COPY
// protocol (pg-copy-streams) on a connection of the pool, or PGlite's /dev/blob. One statement:
// the rows go in whole or not at all.

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Streams rows already encoded as COPY text (lib/platform/db/copy-text.ts), as UTF-8 bytes, into `table`'s `columns`. */
export async function copyInto(driver: DatabaseDriver, table: string, columns: readonly string[], rows: Uint8Array): Promise<void> {
  const target = `${quoted(table)} (${columns.map(quoted).join(", ")})`;
  if (driver instanceof PGlite) {
    await driver.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([rows as Uint8Array<ArrayBuffer>]) });
    return;
  }
  const connection = await driver.connect();
  let failure: Error | undefined;
  try {
    await pipeline(Readable.from([rows]), connection.query(copyFrom(`copy ${target} from stdin`)));
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection whose COPY failed midway is in no state to reuse: the pool closes it.
    connection.release(failure);
  }
}
