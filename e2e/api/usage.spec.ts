import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { bearer, expect, expectProblem, test } from "./api-fixtures";

// GET /v1/usage over real HTTP: requests made here show up in the token's current hour exactly,
// by status class; the call itself is counted once answered. Scope and tenancy as everywhere.

type Usage = { range: string; granularity: string; resource_id: string | null; data: { start: string; total: number; status_2xx: number; status_4xx: number }[] };

test.describe("usage", () => {
  const usageOf = async (request: APIRequestContext, token: string, query: string) => request.get(`/v1/usage${query}`, { headers: bearer(token) });

  test("counts a token's requests exactly, by status class, in the current hour", async ({ request, tokens, matchesDocument }) => {
    const { token, id } = tokens.acmeRead;
    const before = (await matchesDocument(await usageOf(request, token, `?resource_id=${id}`), "/v1/usage", "get")) as Usage;
    expect(before).toMatchObject({ range: "24h", granularity: "hour", resource_id: id });
    expect(before.data).toHaveLength(24);
    const hourBefore = before.data[23]!;

    for (let index = 0; index < 5; index++) expect((await request.get("/v1/modules", { headers: bearer(token) })).status()).toBe(200);
    expect((await request.get("/v1/modules/mod_nope/status", { headers: bearer(token) })).status()).toBe(404);

    const after = (await (await usageOf(request, token, `?resource_id=${id}`)).json()) as Usage;
    const hourAfter = after.data[23]!;
    if (hourAfter.start === hourBefore.start) {
      // The first usage call (200), five module lists (200) and one 404.
      expect(hourAfter.total - hourBefore.total).toBe(7);
      expect(hourAfter.status_2xx - hourBefore.status_2xx).toBe(6);
      expect(hourAfter.status_4xx - hourBefore.status_4xx).toBe(1);
    }

    const week = (await (await usageOf(request, token, "?range=7d")).json()) as Usage;
    expect(week).toMatchObject({ range: "7d", granularity: "day", resource_id: null });
    expect(week.data).toHaveLength(7);
    expect(week.data[6]!.total).toBeGreaterThanOrEqual(hourAfter.total);
  });

  test("counts requests another instance answered, through Redis, exactly once", async ({ request, tokens, project }) => {
    test.skip(!project.secondInstanceURL, "needs two app instances on a shared Redis (the PostgreSQL project)");
    // The rate-limit spec's token: whatever it sent earlier has settled once two reads agree.
    const { token, id } = tokens.rateLimitSplit;
    const totalNow = async () => ((await (await usageOf(request, tokens.acmeRead.token, `?resource_id=${id}`)).json()) as Usage).data.reduce((sum, bucket) => sum + bucket.total, 0);
    let before = -1;
    const settled = async () => {
      const previous = before;
      before = await totalNow();
      return before === previous;
    };
    await expect.poll(settled, { intervals: [1500], timeout: 10_000 }).toBe(true);

    // Answered by the second instance (200s, or 429s if the token is still spent: both count).
    for (let index = 0; index < 3; index++) expect([200, 429]).toContain((await request.get(`${project.secondInstanceURL}/v1/modules`, { headers: bearer(token) })).status());
    // Read on the first: the second pushes to Redis within a second, and the read rolls it up.
    await expect.poll(async () => (await totalNow()) - before, { intervals: [250], timeout: 5_000 }).toBe(3);
    // And no more than that arrives later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await totalNow()) - before).toBe(3);
  });

  test("shows an OAuth client as the sum of every token it obtained", async ({ request, tokens, project, matchesDocument }) => {
    const { acmeSecret, globexSecret } = (JSON.parse(fs.readFileSync(project.tokensFile, "utf8")) as { oauthClients: Record<"acmeSecret" | "globexSecret", { clientId: string; secret: string }> }).oauthClients;
    const mint = async () => {
      const response = await request.post("/oauth/token", {
        headers: { Authorization: `Basic ${Buffer.from(`${acmeSecret.clientId}:${acmeSecret.secret}`).toString("base64")}` },
        form: { grant_type: "client_credentials", scope: "read" },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const ofClient = async () => (await matchesDocument(await usageOf(request, tokens.acmeRead.token, `?resource_id=${acmeSecret.clientId}`), "/v1/usage", "get")) as Usage;
    const before = await ofClient();
    expect(before.resource_id).toBe(acmeSecret.clientId);
    const [first, second] = [await mint(), await mint()];
    for (let index = 0; index < 3; index++) expect((await request.get("/v1/modules", { headers: bearer(first) })).status()).toBe(200);
    for (let index = 0; index < 2; index++) expect((await request.get("/v1/modules/mod_nope/status", { headers: bearer(second) })).status()).toBe(404);
    const after = await ofClient();
    if (after.data[23]!.start === before.data[23]!.start) {
      expect(after.data[23]!.status_2xx - before.data[23]!.status_2xx).toBe(3);
      expect(after.data[23]!.status_4xx - before.data[23]!.status_4xx).toBe(2);
    }
    // Another account's client is not found, like its tokens.
    await expectProblem(await usageOf(request, tokens.acmeRead.token, `?resource_id=${globexSecret.clientId}`), 404, "not_found");
  });

  test("answers 12 months in calendar months, the days retention folded into daily totals included", async ({ request, tokens, project, matchesDocument }) => {
    const { token, id, accountId } = tokens.acmeRead;
    const year = async () => (await matchesDocument(await usageOf(request, token, `?range=12m&resource_id=${id}`), "/v1/usage", "get")) as Usage;
    expect((await request.get("/v1/modules", { headers: bearer(token) })).status()).toBe(200);
    const before = await year();
    expect(before).toMatchObject({ range: "12m", granularity: "month", resource_id: id });
    expect(before.data).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    // Each bucket starts at midnight UTC on the first of a month.
    expect(before.data.every((bucket) => { const start = new Date(bucket.start); return start.getUTCDate() === 1 && start.getTime() % 86_400_000 === 0; })).toBe(true);
    expect(before.data[11]!.start.slice(0, 7)).toBe(thisMonth);
    // The module list just answered, at least, is in the current month.
    expect(before.data[11]!.total).toBeGreaterThan(0);

    // Writing a folded day needs direct database access (the PostgreSQL project); on PGlite the service tests cover it.
    if (!project.databaseUrl) return;
    // A day 200 days back, past the hourly retention: only usage_daily holds it.
    const day = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const client = new pg.Client({ connectionString: project.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into usage_daily (token_id, account_id, day, status_2xx, status_4xx, rate_limited) values ($1, $2, $3, 40, 2, 1)
         on conflict (token_id, day) do update set status_2xx = usage_daily.status_2xx + 40, status_4xx = usage_daily.status_4xx + 2, rate_limited = usage_daily.rate_limited + 1`,
        [id, accountId, day],
      );
    } finally {
      await client.end();
    }
    const after = await year();
    const month = (usage: Usage) => usage.data.find((bucket) => bucket.start.startsWith(day.slice(0, 7)))!;
    expect(month(after).total - month(before).total).toBe(42);
    expect(month(after).status_2xx - month(before).status_2xx).toBe(40);
  });

  test("refuses bad input, a write-only token and another account's token", async ({ request, tokens }) => {
    await expectProblem(await usageOf(request, tokens.acmeRead.token, "?range=1y"), 422, "validation_failed");
    await expectProblem(await usageOf(request, tokens.acmeRead.token, "?resource_id=nope"), 422, "validation_failed");
    await expectProblem(await usageOf(request, tokens.acmeRead.token, "?token=x"), 422, "validation_failed");
    await expectProblem(await usageOf(request, tokens.acmeWrite.token, ""), 403, "insufficient_scope");
    await expectProblem(await usageOf(request, tokens.acmeRead.token, `?resource_id=${tokens.globexReadWrite.id}`), 404, "not_found");
  });
});
