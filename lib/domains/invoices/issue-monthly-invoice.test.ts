import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, events, invoices, modules, type Account } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { billingPeriodLabel, billingPeriodOf, billingPeriodRange, shiftBillingPeriod } from "./billing-period";
import { issueMonthlyInvoice } from "./issue-monthly-invoice";
import { taxAmount } from "./tax-amount";

const actor = systemActor("billing");

async function accountWithModules(slug: string, taxRateBps: number): Promise<Account> {
  const account = await createAccount({ actor, slug, name: slug, taxRateBps, currency: "EUR" });
  const module = (key: string, name: string, price: number, activatedAt: string, deactivatedAt?: string) => ({
    id: newId("mod"),
    accountId: account.id,
    key,
    name,
    monthlyPrice: price,
    activatedAt: new Date(activatedAt),
    deactivatedAt: deactivatedAt ? new Date(deactivatedAt) : null,
  });
  await getDb()
    .insert(modules)
    .values([
      module("crm", "CRM", 1000, "2024-01-10T08:00:00Z"),
      // Switched off on 10 February: still billed for January and February, not for March.
      module("old", "Legacy Sync", 500, "2023-06-01T00:00:00Z", "2024-02-10T00:00:00Z"),
      // Activated mid-history: first billed in March.
      module("erp", "ERP Finance", 1100, "2024-03-15T12:00:00Z"),
    ]);
  return account;
}

describe("billing periods and tax", () => {
  it("computes UTC month ranges, labels and shifts", () => {
    expect(billingPeriodRange("2024-12")).toEqual({
      start: new Date("2024-12-01T00:00:00Z"),
      end: new Date("2025-01-01T00:00:00Z"),
    });
    expect(billingPeriodLabel("2024-03")).toBe("March 2024");
    expect(shiftBillingPeriod("2024-01", -1)).toBe("2023-12");
    expect(shiftBillingPeriod("2024-11", 14)).toBe("2026-01");
    expect(billingPeriodOf(new Date("2024-02-29T23:59:59Z"))).toBe("2024-02");
    expect(() => billingPeriodRange("2024-13")).toThrow();
  });

  it("rounds tax half up in integers", () => {
    expect(taxAmount(1500, 1250)).toBe(188); // 187.5
    expect(taxAmount(1499, 1250)).toBe(187); // 187.375
    expect(taxAmount(2100, 1250)).toBe(263); // 262.5
    expect(taxAmount(1, 4999)).toBe(0); // 0.4999
    expect(taxAmount(1, 5000)).toBe(1); // 0.5
    expect(taxAmount(79500, 2000)).toBe(15900);
    expect(taxAmount(12345, 0)).toBe(0);
  });
});

describe("issueMonthlyInvoice", () => {
  it("bills every module active in the month, with tax, dates, event and audit entry", async () => {
    const account = await accountWithModules("billed", 1250);
    const { invoice, lines, created } = await issueMonthlyInvoice({ accountId: account.id, period: "2024-02", actor });
    expect(created).toBe(true);
    expect(lines.map((line) => line.description)).toEqual(["Legacy Sync — February 2024", "CRM — February 2024"]);
    expect(lines.every((line) => line.quantity === 1 && line.amount === line.unitAmount)).toBe(true);
    expect(invoice).toMatchObject({
      number: "BILLED-000001",
      sequence: 1,
      period: "2024-02",
      status: "open",
      currency: "EUR",
      taxRateBps: 1250,
      subtotal: 1500,
      tax: 188,
      total: 1688,
      issuedAt: new Date("2024-03-01T00:00:00Z"),
      dueAt: new Date("2024-03-15T00:00:00Z"),
    });
    const emitted = await getDb()
      .select()
      .from(events)
      .where(and(eq(events.accountId, account.id), eq(events.type, "invoice.created")));
    expect(emitted.map((event) => event.data)).toEqual([
      { id: invoice.id, number: "BILLED-000001", period: "2024-02", total: 1688, currency: "EUR" },
    ]);
    const audited = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, "invoice.created")));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorType: "system", resourceId: invoice.id });
  });

  it("excludes a module before its activation and after its deactivation", async () => {
    const account = await accountWithModules("history", 1250);
    const keysOf = async (period: string) => {
      const { lines } = await issueMonthlyInvoice({ accountId: account.id, period, actor });
      return lines.map((line) => line.description.split(" — ")[0]);
    };
    expect(await keysOf("2023-12")).toEqual(["Legacy Sync"]);
    expect(await keysOf("2024-01")).toEqual(["Legacy Sync", "CRM"]);
    expect(await keysOf("2024-03")).toEqual(["CRM", "ERP Finance"]);
    const [march] = await getDb()
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountId, account.id), eq(invoices.period, "2024-03")));
    expect(march).toMatchObject({ subtotal: 2100, tax: 263, total: 2363 });
  });

  it("is idempotent per period and numbers gaplessly", async () => {
    const account = await accountWithModules("gapless", 2000);
    const first = await issueMonthlyInvoice({ accountId: account.id, period: "2024-01", actor });
    await issueMonthlyInvoice({ accountId: account.id, period: "2024-02", actor });
    const again = await issueMonthlyInvoice({ accountId: account.id, period: "2024-01", actor, status: "paid" });
    expect(again.created).toBe(false);
    expect(again.invoice).toEqual(first.invoice);
    expect(again.lines).toEqual(first.lines);
    await issueMonthlyInvoice({ accountId: account.id, period: "2024-03", actor });
    const rows = await getDb()
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, account.id))
      .orderBy(asc(invoices.sequence));
    expect(rows.map((row) => row.number)).toEqual(["GAPLESS-000001", "GAPLESS-000002", "GAPLESS-000003"]);
    const emitted = await getDb().select().from(events).where(eq(events.accountId, account.id));
    expect(emitted.filter((event) => event.type === "invoice.created")).toHaveLength(3);
  });

  it("keeps numbers gapless and periods unique under concurrent issuing", async () => {
    const account = await accountWithModules("parallel", 2000);
    const periods = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06"];
    await Promise.all(
      [...periods, ...periods].map((period) => issueMonthlyInvoice({ accountId: account.id, period, actor })),
    );
    const rows = await getDb().select().from(invoices).where(eq(invoices.accountId, account.id));
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("takes issuedAt and status when given, and refuses bad periods and unknown accounts", async () => {
    const account = await accountWithModules("options", 0);
    const issuedAt = new Date("2024-04-03T10:00:00Z");
    const { invoice } = await issueMonthlyInvoice({
      accountId: account.id,
      period: "2024-03",
      actor,
      issuedAt,
      status: "paid",
    });
    expect(invoice).toMatchObject({ issuedAt, dueAt: new Date("2024-04-17T10:00:00Z"), status: "paid", tax: 0 });
    await expect(issueMonthlyInvoice({ accountId: account.id, period: "2024-3", actor })).rejects.toSatisfy((e) =>
      isAppError(e, "validation_failed"),
    );
    await expect(issueMonthlyInvoice({ accountId: newId("acc"), period: "2024-03", actor })).rejects.toSatisfy((e) =>
      isAppError(e, "not_found"),
    );
  });
});
