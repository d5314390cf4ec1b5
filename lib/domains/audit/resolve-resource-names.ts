import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, accounts, auditEntries, invoices, modules, users, webhooks } from "../../platform/db/schema";

export interface ResolveResourceNamesOptions {
  accountId: string;
  resources: { type: string; id: string }[];
}

/** `"module:mod_…"` → "HR & Payroll": the key a resource's name is found under. */
export const resourceKey = (resource: { type: string; id: string }) => `${resource.type}:${resource.id}`;

/**
 * The names people know the journal's resources by (a module's name, a token's name, an
 * invoice's number, a webhook's description or URL), for this account's resources only. A
 * resource that no longer exists (a deleted webhook) is named from the journal: the name its
 * own entries recorded, marked "(deleted)"; only a resource the journal never named falls back to its id.
 */
export async function resolveResourceNames({ accountId, resources }: ResolveResourceNamesOptions): Promise<Map<string, string>> {
  const idsOf = (type: string) => [...new Set(resources.filter((resource) => resource.type === type).map((resource) => resource.id))];
  const db = getDb();
  const lookups: Promise<{ type: string; id: string; name: string | null }[]>[] = [];
  const moduleIds = idsOf("module");
  if (moduleIds.length)
    lookups.push(
      db.select({ id: modules.id, name: modules.name }).from(modules).where(and(eq(modules.accountId, accountId), inArray(modules.id, moduleIds)))
        .then((rows) => rows.map((row) => ({ type: "module", ...row }))),
    );
  const tokenIds = idsOf("access_token");
  if (tokenIds.length)
    lookups.push(
      db.select({ id: accessTokens.id, name: accessTokens.name }).from(accessTokens)
        .where(and(eq(accessTokens.accountId, accountId), inArray(accessTokens.id, tokenIds)))
        .then((rows) => rows.map((row) => ({ type: "access_token", ...row }))),
    );
  const invoiceIds = idsOf("invoice");
  if (invoiceIds.length)
    lookups.push(
      db.select({ id: invoices.id, name: invoices.number }).from(invoices)
        .where(and(eq(invoices.accountId, accountId), inArray(invoices.id, invoiceIds)))
        .then((rows) => rows.map((row) => ({ type: "invoice", ...row }))),
    );
  const webhookIds = idsOf("webhook");
  if (webhookIds.length)
    lookups.push(
      db.select({ id: webhooks.id, description: webhooks.description, url: webhooks.url }).from(webhooks)
        .where(and(eq(webhooks.accountId, accountId), inArray(webhooks.id, webhookIds)))
        .then((rows) => rows.map((row) => ({ type: "webhook", id: row.id, name: row.description || row.url }))),
    );
  const userIds = idsOf("user");
  if (userIds.length)
    lookups.push(
      db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
        .then((rows) => rows.map((row) => ({ type: "user", ...row }))),
    );
  if (idsOf("account").includes(accountId))
    lookups.push(
      db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, accountId))
        .then((rows) => rows.map((row) => ({ type: "account", ...row }))),
    );
  const names = new Map<string, string>();
  for (const rows of await Promise.all(lookups)) for (const row of rows) if (row.name) names.set(resourceKey(row), row.name);
  const gone = resources.filter((resource) => resource.type !== "account" && !names.has(resourceKey(resource)));
  for (const [key, name] of await namesRecordedInJournal(accountId, gone)) names.set(key, `${name} (deleted)`);
  return names;
}

/** The name each resource's latest journal entry recorded (`name`, `description` or `url` in its metadata). */
async function namesRecordedInJournal(accountId: string, resources: { type: string; id: string }[]): Promise<Map<string, string>> {
  const recorded = new Map<string, string>();
  const ids = [...new Set(resources.map((resource) => resource.id))];
  if (ids.length === 0) return recorded;
  const entries = await getDb()
    .select({ type: auditEntries.resourceType, id: auditEntries.resourceId, metadata: auditEntries.metadata })
    .from(auditEntries)
    .where(and(eq(auditEntries.accountId, accountId), inArray(auditEntries.resourceId, ids)))
    .orderBy(desc(auditEntries.occurredAt));
  // Newest first: the latest name or description the journal holds, else the latest URL (a
  // webhook's deletion records its URL, its creation and edits its description).
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);
  const urls = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.type || !entry.id) continue;
    const key = resourceKey({ type: entry.type, id: entry.id });
    const name = text(entry.metadata.name) ?? text(entry.metadata.description);
    if (name && !recorded.has(key)) recorded.set(key, name);
    const url = text(entry.metadata.url);
    if (url && !urls.has(key)) urls.set(key, url);
  }
  for (const [key, url] of urls) if (!recorded.has(key)) recorded.set(key, url);
  return recorded;
}
