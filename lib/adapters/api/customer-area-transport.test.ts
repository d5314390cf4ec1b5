import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIntegrationsClient } from "@/clients/typescript/src";
import { createAccount } from "../../domains/accounts/create-account";
import { NEWEST_API_VERSION } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { createModuleFixture } from "../../domains/modules/testing/create-module-fixture";
import { createUser } from "../../domains/users/create-user";
import { customerAreaTransport } from "./customer-area-transport";
import type { CustomerAreaCaller } from "../v1-client/customer-area-transport-slot";
import { edgeApp } from "./edge-app";

// Both ways the customer area's calls reach /v1, through the project's own client and the whole
// v1 pipeline: in process (the default), and over a real socket to INTERNAL_API_URL. Each must
// answer with the member's account's one module.

const actor = systemActor();
let server: ServerType;
let internalApiUrl: string;
let caller: CustomerAreaCaller;
let moduleId: string;

beforeAll(async () => {
  const account = await createAccount({ actor, slug: "transport", name: "Transport" });
  const { user } = await createUser({ accountId: account.id, actor, email: "transport@example.test", password: "a long enough password" });
  moduleId = (await createModuleFixture({ accountId: account.id })).id;
  caller = { userId: user.id, userEmail: user.email, accountId: account.id, role: "admin", scopes: ["read"], ip: "198.51.100.7", userAgent: "browser" };
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: edgeApp.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(started));
  });
  internalApiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function listModules(transport: Awaited<ReturnType<typeof customerAreaTransport>>) {
  const client = createIntegrationsClient({ maxRetries: 0, ...transport });
  return client.GET("/v1/modules");
}

describe("customerAreaTransport", () => {
  it("calls the v1 app in process, as the member, with no credential, at the newest version", async () => {
    const transport = await customerAreaTransport(caller, undefined);
    expect(transport.token).toBeUndefined();
    const { response, data } = await listModules(transport);
    expect(response.status).toBe(200);
    expect(response.headers.get("Api-Version")).toBe(NEWEST_API_VERSION);
    expect(data?.data.map((module) => module.id)).toEqual([moduleId]);
  });

  it("calls INTERNAL_API_URL over HTTP with a dashboard credential minted for the member, at the newest version", async () => {
    const transport = await customerAreaTransport(caller, internalApiUrl);
    expect(transport.baseUrl).toBe(internalApiUrl);
    const { response, data } = await listModules(transport);
    expect(response.status).toBe(200);
    expect(response.headers.get("Api-Version")).toBe(NEWEST_API_VERSION);
    expect(data?.data.map((module) => module.id)).toEqual([moduleId]);
    // The same call without the member's credential is refused: the credential is what admits it.
    const bare = await fetch(`${internalApiUrl}/v1/modules`);
    expect(bare.status).toBe(401);
  });
});
