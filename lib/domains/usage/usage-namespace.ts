import { sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { usageNamespace } from "../../platform/db/schema";

let cached: Promise<string> | undefined;

/**
 * The name of this database's usage counts in Redis (a migration writes it once). Read once per
 * process; a database that somehow lost the row gets a new one, for every instance alike.
 */
export function getUsageNamespace(): Promise<string> {
  cached ??= readOrCreate().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function readOrCreate(): Promise<string> {
  const db = getDb();
  await db.execute(sql`insert into usage_namespace (id) select gen_random_uuid()::text where not exists (select 1 from usage_namespace)`);
  const [row] = await db.select({ id: usageNamespace.id }).from(usageNamespace).orderBy(usageNamespace.id).limit(1);
  return row!.id;
}
