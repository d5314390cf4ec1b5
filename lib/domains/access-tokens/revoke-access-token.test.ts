import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, events } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createAccessToken } from "./create-access-token";
import { revokeAccessToken } from "./revoke-access-token";

const actor = systemActor();

describe("revokeAccessToken", () => {
  it("revokes once, with one audit entry and one event, and keeps tenancy", async () => {
    const account = await createAccount({ actor, slug: "revoking", name: "Revoking" });
    const other = await createAccount({ actor, slug: "revoking-other", name: "Other" });
    const { record, token } = await createAccessToken({
      accountId: account.id,
      actor,
      name: "ci",
      scopes: ["read"],
      expiresInSeconds: 3600,
    });

    await expect(revokeAccessToken({ tokenId: record.id, accountId: other.id, actor })).rejects.toSatisfy((e) =>
      isAppError(e, "not_found"),
    );
    const first = await revokeAccessToken({ tokenId: record.id, actor });
    expect(first.changed).toBe(true);
    expect(first.token.revokedAt).toBeInstanceOf(Date);
    expect((await revokeAccessToken({ tokenId: record.id, actor })).changed).toBe(false);

    const entries = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, "token.revoked")));
    expect(entries).toHaveLength(1);
    const emitted = await getDb()
      .select()
      .from(events)
      .where(and(eq(events.accountId, account.id), eq(events.type, "token.revoked")));
    expect(emitted).toHaveLength(1);
    expect(JSON.stringify(emitted[0]!.data)).not.toContain(token);
  });
});
