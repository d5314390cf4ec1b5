import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION, type DeprecationRegistry } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { enqueueDeprecationMails, flushDeprecatedCalls } from "../../domains/deprecated-calls";
import { createUser } from "../../domains/users/create-user";
import { getDb } from "../../platform/db/client";
import { deprecatedCalls, notifications } from "../../platform/db/schema";
import { noteForWeeklyMail } from "./note-for-weekly-mail";
import { v1Operations } from "./operations";
import { createV1App } from "./v1-app";

// From a call to the weekly mail: the /v1 pipeline reports calls that use something being
// retired, they are noted under the calling token, and the admins' mail names it. Nothing is
// retired yet, so the test retires the first version, one operation and one of its parameters in
// a registry of its own.

const retiring = { deprecatedAt: "2027-01-01T00:00:00Z", sunsetAt: "2028-01-01T00:00:00Z" };
const registry: DeprecationRegistry = {
  versions: API_VERSIONS.map((entry) => (entry.version === OLDEST_API_VERSION ? { ...entry, deprecation: retiring } : entry)),
  operations: { listWebhooks: retiring },
  parameters: { getUsage: { range: retiring } },
};

describe("deprecated calls, from the /v1 pipeline to the weekly mail", () => {
  it("notes the version, operation and parameter a token used, nothing for current calls, and mails the admins naming the token", async () => {
    const actor = systemActor();
    const account = await createAccount({ actor, slug: "deprecated-pipeline", name: "Acme", apiVersion: OLDEST_API_VERSION });
    await createUser({ accountId: account.id, actor, email: "ada@deprecated-pipeline.test", password: "correct horse battery", name: "Ada" });
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "ERP nightly export", scopes: ["read"], expiresInSeconds: 3600 });
    const app = createV1App(v1Operations, { deprecations: registry, noteDeprecatedCall: noteForWeeklyMail });
    const call = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } }));

    expect((await call("/v1/modules", { "Api-Version": NEWEST_API_VERSION })).status).toBe(200);
    const old = await call("/v1/webhooks");
    expect(old.status).toBe(200);
    expect(old.headers.get("sunset")).toBe(new Date(retiring.sunsetAt).toUTCString());
    await call("/v1/usage?range=24h", { "Api-Version": NEWEST_API_VERSION });
    await flushDeprecatedCalls();

    const rows = await getDb().select().from(deprecatedCalls).where(eq(deprecatedCalls.accountId, account.id)).orderBy(deprecatedCalls.subject);
    expect(rows.map((row) => [row.credentialId, row.subject])).toEqual([
      [record.id, `API version ${OLDEST_API_VERSION}`],
      [record.id, "operation listWebhooks"],
      [record.id, "parameter range of getUsage"],
    ]);

    await enqueueDeprecationMails({ changelogUrl: "http://localhost/v1/changelog" });
    const [mail] = await getDb().select().from(notifications).where(and(eq(notifications.accountId, account.id), eq(notifications.kind, "api.deprecated_calls")));
    expect(mail!.recipient).toBe("ada@deprecated-pipeline.test");
    expect(mail!.body).toContain(`Access token "ERP nightly export" (${record.tokenHint})`);
    expect(mail!.body).toContain("- parameter range of getUsage: retired on 2028-01-01");
  });
});
