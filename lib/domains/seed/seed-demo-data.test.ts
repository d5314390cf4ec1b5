import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import * as schema from "../../platform/db/schema";
import { accessTokens, accounts, invoices, memberships, modules, moduleStateTransitions, users } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";
import { verifyPassword } from "../users/hash-password";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoData } from "./seed-demo-data";

// The contract's state machine, written out again so the seed is checked against the contract
// rather than against its own copy.
const allowed: Record<SyncState, SyncState[]> = {
  pending: ["syncing", "paused"],
  syncing: ["synced", "failed", "paused"],
  synced: ["syncing", "paused"],
  failed: ["syncing", "paused"],
  paused: ["pending"],
};

const countedTables = {
  accounts,
  users,
  memberships,
  modules,
  moduleStateTransitions,
  moduleTokens: schema.moduleTokens,
  accessTokens,
  invoices,
  invoiceLines: schema.invoiceLines,
  auditEntries: schema.auditEntries,
  events: schema.events,
};

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(countedTables)) {
    const [row] = await getDb()
      .select({ count: sql<number>`count(*)::int` })
      .from(table);
    counts[name] = row!.count;
  }
  return counts;
}

async function accountBySlug(slug: string) {
  const [account] = await getDb().select().from(accounts).where(eq(accounts.slug, slug));
  return account!;
}

describe("seedDemoData", () => {
  it("loads the demo once; a second run changes nothing", async () => {
    const first = await seedDemoData();
    expect(first.created).toBe(true);
    const before = await rowCounts();
    expect(before.auditEntries).toBeGreaterThan(3000);
    const started = Date.now();
    expect(await seedDemoData()).toEqual({ created: false, changes: [] });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await rowCounts()).toEqual(before);
  }, 60_000);

  it("gives acme's demo tokens thirty days of usage, and nobody else's", async () => {
    const acme = await accountBySlug("acme");
    const rows = await getDb().select().from(schema.usageHourly).where(eq(schema.usageHourly.accountId, acme.id));
    const tokens = await getDb().select().from(schema.accessTokens).where(eq(schema.accessTokens.accountId, acme.id));
    const demoTokenIds = tokens.filter((token) => ["CI pipeline", "Reporting"].includes(token.name)).map((token) => token.id);
    expect(new Set(rows.map((row) => row.tokenId))).toEqual(new Set(demoTokenIds));
    const oldest = Math.min(...rows.map((row) => row.hour.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(29 * 24 * 3_600_000);
    expect(Date.now() - oldest).toBeLessThanOrEqual(30 * 24 * 3_600_000 + 3_600_000);
    for (const row of rows) expect(row.rateLimited).toBeLessThanOrEqual(row.status4xx);
    const globex = await accountBySlug("globex");
    expect(await getDb().select().from(schema.usageHourly).where(eq(schema.usageHourly.accountId, globex.id))).toEqual([]);
  });

  it("gives acme six modules in all five states, with histories that follow the state machine", async () => {
    const acme = await accountBySlug("acme");
    const rows = await getDb().select().from(modules).where(eq(modules.accountId, acme.id));
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.syncState).sort()).toEqual([
      "failed",
      "paused",
      "pending",
      "synced",
      "synced",
      "syncing",
    ]);
    expect(rows.find((row) => row.syncState === "syncing")?.syncProgress).toBeCloseTo(0.4);
    const failed = rows.find((row) => row.syncState === "failed")!;
    expect(failed.lastErrorCode).toBeTruthy();
    expect(failed.lastErrorMessage).toBeTruthy();
    for (const module of rows) {
      const steps = await getDb()
        .select()
        .from(moduleStateTransitions)
        .where(eq(moduleStateTransitions.moduleId, module.id))
        .orderBy(asc(moduleStateTransitions.occurredAt));
      let state: SyncState = "pending";
      for (const step of steps) {
        expect(step.fromState).toBe(state);
        expect(allowed[state]).toContain(step.toState);
        state = step.toState;
      }
      expect(state).toBe(module.syncState);
      const tokens = await getDb()
        .select()
        .from(schema.moduleTokens)
        .where(eq(schema.moduleTokens.moduleId, module.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("issues 13 numbered invoices per account: the latest open, one void, the rest paid", async () => {
    for (const slug of ["acme", "globex"]) {
      const account = await accountBySlug(slug);
      const rows = await getDb()
        .select()
        .from(invoices)
        .where(eq(invoices.accountId, account.id))
        .orderBy(asc(invoices.sequence));
      expect(rows).toHaveLength(13);
      expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
      expect(rows.at(-1)!.status).toBe("open");
      expect(rows.filter((row) => row.status === "void")).toHaveLength(1);
      expect(rows.filter((row) => row.status === "paid")).toHaveLength(11);
      expect(rows.every((row) => row.total === row.subtotal + row.tax && row.currency === account.currency)).toBe(true);
    }
    // Analytics was activated five months ago, so acme's invoices are not all the same.
    const acme = await accountBySlug("acme");
    const totals = await getDb()
      .select({ total: invoices.total })
      .from(invoices)
      .where(eq(invoices.accountId, acme.id));
    expect(new Set(totals.map((row) => row.total)).size).toBeGreaterThan(1);
  });

  it("lets the demo admin sign in to both accounts, and creates the demo tokens", async () => {
    const [ada] = await getDb().select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(await verifyPassword(ada!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    const adaMemberships = await getDb().select().from(memberships).where(eq(memberships.userId, ada!.id));
    expect(adaMemberships).toHaveLength(2);
    const acme = await accountBySlug("acme");
    const tokens = await getDb().select().from(accessTokens).where(eq(accessTokens.accountId, acme.id));
    expect(tokens.map((token) => [token.name, token.scopes]).sort()).toEqual([
      ["CI pipeline", ["read", "write"]],
      ["Reporting", ["read"]],
    ]);
  });
});
