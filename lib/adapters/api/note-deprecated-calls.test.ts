import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION, type DeprecationRegistry } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { flushDeprecatedCalls } from "../../domains/deprecated-calls";
import { getDb } from "../../platform/db/client";
import { deprecatedCalls } from "../../platform/db/schema";
import { answerHeaders } from "./middleware/answer-headers";
import { authenticate } from "./middleware/authenticate";
import { noteDeprecatedCalls } from "./middleware/note-deprecated-calls";
import type { PipelineEnv } from "./middleware/pipeline-env";
import { answerWithProblem } from "./middleware/problem-on-error";

// The /v1 pipeline notes calls to what is being retired under the calling token. Nothing is
// retired yet, so the test retires the first version, one operation and one of its parameters
// in a registry of its own, and runs the pipeline's pieces around a stand-in operation.

const retiring = { deprecatedAt: "2027-01-01T00:00:00Z", sunsetAt: "2028-01-01T00:00:00Z" };
const registry: DeprecationRegistry = {
  versions: API_VERSIONS.map((entry) => (entry.version === OLDEST_API_VERSION ? { ...entry, deprecation: retiring } : entry)),
  operations: { listWebhooks: retiring },
  parameters: { listModules: { state: retiring } },
};

function pipeline() {
  const app = new Hono<PipelineEnv>();
  app.use(answerHeaders);
  app.onError(answerWithProblem);
  for (const operationId of ["listWebhooks", "listModules"]) {
    app.get(`/v1/${operationId}`, authenticate, noteDeprecatedCalls(operationId, registry), (context) => context.json({ data: [] }));
  }
  return app;
}

describe("noting deprecated calls in the /v1 pipeline", () => {
  it("notes the version, the operation and the parameter a token used, and nothing for current calls", async () => {
    const actor = systemActor();
    const account = await createAccount({ actor, slug: "notes-deprecations", name: "Acme", apiVersion: OLDEST_API_VERSION });
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "ci", scopes: ["read"], expiresInSeconds: 3600 });
    const app = pipeline();
    const call = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } }));

    expect((await call("/v1/listModules", { "Api-Version": NEWEST_API_VERSION })).status).toBe(200);
    expect((await call("/v1/listWebhooks")).status).toBe(200);
    expect((await call("/v1/listModules?state=failed", { "Api-Version": NEWEST_API_VERSION })).status).toBe(200);
    await call("/v1/listModules", { authorization: "Bearer mis_at_not-a-token" });
    await flushDeprecatedCalls();

    const rows = await getDb().select().from(deprecatedCalls).where(eq(deprecatedCalls.accountId, account.id)).orderBy(deprecatedCalls.subject);
    expect(rows.map((row) => [row.credentialId, row.subject, row.sunsetAt])).toEqual([
      [record.id, `API version ${OLDEST_API_VERSION}`, retiring.sunsetAt],
      [record.id, "operation listWebhooks", retiring.sunsetAt],
      [record.id, "parameter state of listModules", retiring.sunsetAt],
    ]);
  });
});
