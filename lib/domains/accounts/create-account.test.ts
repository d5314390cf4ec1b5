import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createAccount } from "./create-account";
import { getAccountBySlug } from "./get-account-by-slug";

const actor = systemActor();

describe("createAccount", () => {
  it("creates an account with defaults and records account.created", async () => {
    const account = await createAccount({ actor, slug: "initech", name: "  Initech  " });
    expect(account).toMatchObject({ slug: "initech", name: "Initech", currency: "EUR", taxRateBps: 2000 });
    expect(account.id).toMatch(/^acc_/);
    const entries = await getDb().select().from(auditEntries).where(eq(auditEntries.accountId, account.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "account.created", actorType: "system", resourceId: account.id });
    expect(await getAccountBySlug({ slug: "initech" })).toEqual(account);
  });

  it("refuses a slug that is taken with a conflict", async () => {
    await createAccount({ actor, slug: "umbrella", name: "Umbrella" });
    await expect(createAccount({ actor, slug: "umbrella", name: "Umbrella again" })).rejects.toSatisfy((error) =>
      isAppError(error, "conflict"),
    );
  });

  it.each(["A", "a", "Acme", "acme corp", "acme_corp", "-acme", "acme-", "a".repeat(41), "ümlaut"])(
    "refuses the slug %j",
    async (slug) => {
      await expect(createAccount({ actor, slug, name: "X" })).rejects.toSatisfy((error) =>
        isAppError(error, "validation_failed"),
      );
    },
  );

  it("accepts 2 and 40 character slugs with digits and hyphens", async () => {
    await expect(createAccount({ actor, slug: "a1", name: "Short" })).resolves.toMatchObject({ slug: "a1" });
    const long = `x-${"9".repeat(38)}`;
    await expect(createAccount({ actor, slug: long, name: "Long" })).resolves.toMatchObject({ slug: long });
  });

  it("validates currency and tax rate", async () => {
    for (const bad of [{ currency: "eur" }, { taxRateBps: -1 }, { taxRateBps: 10_001 }, { taxRateBps: 12.5 }]) {
      await expect(createAccount({ actor, slug: "validated", name: "V", ...bad })).rejects.toSatisfy((error) =>
        isAppError(error, "validation_failed"),
      );
    }
  });

  it("getAccountBySlug throws not_found for an unknown slug", async () => {
    await expect(getAccountBySlug({ slug: "nobody" })).rejects.toSatisfy((error) => isAppError(error, "not_found"));
  });
});
