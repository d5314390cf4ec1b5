import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccessToken } from "@/lib/domains/access-tokens/create-access-token";
import { systemActor } from "@/lib/domains/audit/actor";
import { untilListening } from "@/lib/platform/cache/listen-for-invalidations";
import { writeUnannounced } from "@/lib/platform/cache/testing/write-unannounced";
import { getDb } from "@/lib/platform/db/client";
import { modules, type Module } from "@/lib/platform/db/schema";
import { createAccountFixture, createModuleFixture } from "@/lib/domains/modules/testing/create-module-fixture";
import { transitionModuleSyncState } from "@/lib/domains/modules/transition-module-sync-state";
import { updateSyncProgress } from "@/lib/domains/modules/update-sync-progress";
import { v1App } from "@/lib/adapters/api/v1-app";

// GET /v1/modules and /status served from the per-account cache, through the v1 app: a 304 for a held ETag, sync changes seen at once, a row edited with its triggers off not seen, one edited in SQL seen.

// On PostgreSQL the cache stores nothing until its LISTEN connection is up.
beforeAll(async () => expect(await untilListening()).toBe(true));

let token: string;
let module: Module;

beforeEach(async () => {
  const account = await createAccountFixture();
  module = await createModuleFixture({ accountId: account.id, name: "Payroll" });
  ({ token } = await createAccessToken({ accountId: account.id, actor: systemActor(), name: "ci", scopes: ["read"], expiresInSeconds: 3600 }));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
const list = (headers?: Record<string, string>) => v1App.fetch(get("/v1/modules", headers));
const status = (id: string, headers?: Record<string, string>) => v1App.fetch(get(`/v1/modules/${id}/status`, headers));
const states = async (response: Response) => ((await response.json()) as { data: { sync_state: { state: string } }[] }).data.map((item) => item.sync_state.state);

describe("cached module reads", () => {
  it("answers 304 with the same ETag and no body when the client holds it", async () => {
    const first = await list();
    const etag = first.headers.get("etag")!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"modules-[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await list({ "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await status(module.id, { "If-None-Match": (await status(module.id)).headers.get("etag")! })).status).toBe(304);
  });

  it("serves from memory: a row edited with its triggers off is not seen until a transition", async () => {
    const before = await list();
    await writeUnannounced((tx) => tx.update(modules).set({ name: "Renamed silently" }).where(eq(modules.id, module.id)));
    const cached = await list();
    expect(await cached.text()).not.toContain("Renamed silently");

    await transitionModuleSyncState({ accountId: module.accountId, moduleId: module.id, to: "syncing", reason: "scheduled" });
    const after = await list({ "If-None-Match": before.headers.get("etag")! });
    expect(after.status).toBe(200);
    expect(await states(after.clone())).toEqual(["syncing"]);
    expect(await after.text()).toContain("Renamed silently");
    expect(((await (await status(module.id)).json()) as { state: string }).state).toBe("syncing");
  });

  it("shows a progress tick at once", async () => {
    await transitionModuleSyncState({ accountId: module.accountId, moduleId: module.id, to: "syncing", reason: "scheduled" });
    expect(((await (await status(module.id)).json()) as { progress: number }).progress).toBe(0);
    await updateSyncProgress({ accountId: module.accountId, moduleId: module.id, progress: 0.5 });
    expect(((await (await status(module.id)).json()) as { progress: number }).progress).toBe(0.5);
  });

  it("shows a row changed in plain SQL within 1 s: the database announces it", async () => {
    await list();
    const started = performance.now();
    await getDb().update(modules).set({ name: "Renamed by an operator" }).where(eq(modules.id, module.id));
    // In-process on PGlite; through the LISTEN connection on PostgreSQL, a few milliseconds later.
    while (performance.now() - started < 1000 && !(await (await list()).text()).includes("Renamed by an operator")) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await (await list()).text()).toContain("Renamed by an operator");
  });

  it("keeps another account's and unknown modules not found", async () => {
    const other = await createModuleFixture({ accountId: (await createAccountFixture()).id });
    expect((await status(other.id)).status).toBe(404);
    expect((await status("mod_nonsense")).status).toBe(404);
  });
});
