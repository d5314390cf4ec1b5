import { and, eq, lt } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { accounts, auditEntries, type Account } from "../../platform/db/schema";
import { buildDemoAuditHistory, type DemoAuditHistoryOptions } from "./demo-audit-history";

// Multi-row inserts keep 3 000 entries to a handful of statements; 500 rows × 12 columns
// stays far below PostgreSQL's 65 535 parameters per statement.
const BATCH_SIZE = 500;

/**
 * True once the back-dated history is in place. Live entries can never be older than their
 * account, so an entry from before the account's creation can only come from this seed.
 */
export async function hasDemoAuditHistory(executor: Executor, account: Account): Promise<boolean> {
  const [entry] = await executor
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(and(eq(auditEntries.accountId, account.id), lt(auditEntries.occurredAt, account.createdAt)))
    .limit(1);
  return Boolean(entry);
}

/** Writes the demo history unless it is there; all of it or none, in one transaction. Returns the count. */
export async function seedDemoAuditHistory(options: DemoAuditHistoryOptions): Promise<number> {
  return getDb().transaction(async (tx) => {
    // The lock serialises two seeds racing on one account, so the check below stays true.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, options.accountId)).for("update");
    if (!account || (await hasDemoAuditHistory(tx, account))) return 0;
    // Entries end an hour before `now` and the account was created at the start of this seed,
    // so they all predate the account as hasDemoAuditHistory expects.
    const entries = buildDemoAuditHistory({ ...options, now: minDate(options.now, account.createdAt) });
    for (let i = 0; i < entries.length; i += BATCH_SIZE) {
      await tx.insert(auditEntries).values(entries.slice(i, i + BATCH_SIZE));
    }
    return entries.length;
  });
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() < b.getTime() ? a : b;
}
