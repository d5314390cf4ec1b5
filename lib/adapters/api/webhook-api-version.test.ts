import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { v1App } from "./v1-app";

// The webhook endpoint resource's api_version over /v1: additive (every version shows it),
// defaulting to the account's, settable on create and update, and on a test event.

const actor = systemActor();

async function tokenOf(slug: string, apiVersion: string) {
  const account = await createAccount({ actor, slug, name: slug, apiVersion });
  return (await createAccessToken({ accountId: account.id, actor, name: "ci", scopes: ["read", "write"], expiresInSeconds: 3600 })).token;
}

function caller(token: string) {
  return (method: string, path: string, body?: unknown) =>
    v1App.fetch(
      new Request(`http://localhost${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
}

describe("a webhook endpoint's api_version over /v1", () => {
  it("defaults to the account's, is set on create and update, and an unknown one is a 422 at #/api_version", async () => {
    const call = caller(await tokenOf("wh-version-api", OLDEST_API_VERSION));
    const created = await call("POST", "/v1/webhooks", { url: "https://hooks.example.com/a", events: ["*"] });
    expect(created.status).toBe(201);
    const webhook = (await created.json()) as { id: string; api_version: string };
    expect(webhook.api_version).toBe(OLDEST_API_VERSION);

    const chosen = await call("POST", "/v1/webhooks", { url: "https://hooks.example.com/b", events: ["*"], api_version: NEWEST_API_VERSION });
    expect(((await chosen.json()) as { api_version: string }).api_version).toBe(NEWEST_API_VERSION);

    const unknown = await call("POST", "/v1/webhooks", { url: "https://hooks.example.com/c", events: ["*"], api_version: "2020-01-01" });
    expect(unknown.status).toBe(422);
    const problem = (await unknown.json()) as { errors: { pointer: string; detail: string }[] };
    expect(problem.errors[0]!.pointer).toBe("#/api_version");
    expect(problem.errors[0]!.detail).toContain(KNOWN_API_VERSIONS.join(", "));
    const malformed = await call("PATCH", `/v1/webhooks/${webhook.id}`, { api_version: "yesterday" });
    expect(malformed.status).toBe(422);

    const moved = await call("PATCH", `/v1/webhooks/${webhook.id}`, { api_version: NEWEST_API_VERSION });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { api_version: string }).api_version).toBe(NEWEST_API_VERSION);
    const read = await call("GET", `/v1/webhooks/${webhook.id}`);
    expect(((await read.json()) as { api_version: string }).api_version).toBe(NEWEST_API_VERSION);
  });

  it("sends a test event at another version, with no body at the endpoint's, and the delivery says which", async () => {
    const call = caller(await tokenOf("wh-version-test", NEWEST_API_VERSION));
    const { id } = (await (await call("POST", "/v1/webhooks", { url: "https://hooks.example.com/t", events: ["*"] })).json()) as { id: string };
    const atOld = await call("POST", `/v1/webhooks/${id}/test`, { api_version: OLDEST_API_VERSION });
    expect(atOld.status).toBe(202);
    const delivery = (await atOld.json()) as { id: string };
    const detail = (await (await call("GET", `/v1/webhooks/${id}/deliveries/${delivery.id}`)).json()) as { api_version: string };
    expect(detail.api_version).toBe(OLDEST_API_VERSION);

    const plain = await call("POST", `/v1/webhooks/${id}/test`);
    expect(plain.status).toBe(202);
    const plainDetail = (await (await call("GET", `/v1/webhooks/${id}/deliveries/${((await plain.json()) as { id: string }).id}`)).json()) as { api_version: string };
    expect(plainDetail.api_version).toBe(NEWEST_API_VERSION);
    expect((await call("POST", `/v1/webhooks/${id}/test`, { api_version: "1999-12-31" })).status).toBe(422);
  });
});
