import { namedPreparedStatements } from "../env";
import type { Database } from "./client";

/**
 * The name to prepare a statement under: `name`, or "" (an unnamed statement, parsed with each
 * execution) when named statements are off behind a transaction pooler, where the next
 * transaction may run on a server connection that never saw the statement.
 */
export function statementName(name: string): string {
  return namedPreparedStatements ? name : "";
}

/**
 * A statement built once per database connection and reused: for the queries on every /v1
 * request, building SQL each time costs more than PostgreSQL takes to answer. On PostgreSQL the
 * name makes it a server-side prepared statement, planned once per pooled connection (pass it
 * through `statementName`, which drops it behind a transaction pooler).
 */
export function preparedPerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
