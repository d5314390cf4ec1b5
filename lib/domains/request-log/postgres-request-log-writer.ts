import { inArray } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { oauthClients, requestLog } from "../../platform/db/schema";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

/**
 * The request log in PostgreSQL: one multi-row insert per batch into the day-partitioned table.
 * Records of /oauth/* know their client only: one query per batch finds its account and name.
 */
export function postgresRequestLogWriter(executor?: Executor): RequestLogWriter {
  return {
    async write(records) {
      const db = executor ?? getDb();
      await db.insert(requestLog).values(await withClientAccounts(db, records));
    },
  };
}

async function withClientAccounts(db: Executor, records: RequestLogRecord[]): Promise<RequestLogRecord[]> {
  const unknown = [...new Set(records.filter((record) => record.clientId && !record.accountId).map((record) => record.clientId!))];
  if (unknown.length === 0) return records;
  const clients = await db
    .select({ id: oauthClients.id, accountId: oauthClients.accountId, name: oauthClients.name })
    .from(oauthClients)
    .where(inArray(oauthClients.id, unknown));
  const byId = new Map(clients.map((client) => [client.id, client]));
  return records.map((record) => {
    const client = record.clientId && !record.accountId ? byId.get(record.clientId) : undefined;
    return client ? { ...record, accountId: client.accountId, credentialName: record.credentialName ?? client.name } : record;
  });
}
