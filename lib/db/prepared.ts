import type { Database } from "./client";

/**
 * A statement built once per database connection and reused: for the queries on every /v1
 * request, building SQL each time costs more than PostgreSQL takes to answer. On PostgreSQL the
 * name makes it a server-side prepared statement, planned once per pooled connection.
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
