// The CPU cost of the /v1 pipeline alone, no socket: GET /v1/modules through the v1 app in
// process (16 in flight, like bench:api's connections) on PostgreSQL + Redis, beside its parts:
// authentication (token cache), the rate-limit round trip, the cached module read, building the
// Response. Prints
// microseconds per request; what remains of a bench:api request is HTTP and the Request/Response
// conversion.
//
//   npx tsx --tsconfig tsconfig.json scripts/bench/pipeline-cost.ts
import { benchRedisUrl, createBenchDatabase, prepareBenchDatabase } from "./bench-server";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const IN_FLIGHT = 16;
process.env.REDIS_URL = benchRedisUrl;
process.env.LOG_LEVEL = "warn";

async function measure(name: string, run: (index: number) => Promise<unknown>): Promise<void> {
  const once = async (count: number) => {
    let next = 0;
    const worker = async () => {
      while (next < count) await run(next++);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  };
  await once(2000); // warm: JIT, pools, caches
  const started = performance.now();
  await once(REQUESTS);
  const micros = ((performance.now() - started) * 1000) / REQUESTS;
  console.log(`${name.padEnd(48)} ${micros.toFixed(1).padStart(8)} µs/request  ${Math.round(1e6 / micros).toString().padStart(7)} /s`);
}

const database = await createBenchDatabase("pipeline_cost");
try {
  const { accountId, tokens } = await prepareBenchDatabase(database.url, 120);
  const { v1App } = await import("../../lib/adapters/api/v1-app");
  const { authenticateRequest } = await import("../../lib/adapters/api/authenticate-request");
  const { consumeRateLimit } = await import("../../lib/adapters/api/rate-limit");
  const { moduleListRepresentation } = await import("../../lib/domains/modules/module-read-cache");
  const { untilListening } = await import("../../lib/platform/cache/listen-for-invalidations");
  const { representationResponse } = await import("../../lib/adapters/api/representation-response");
  const { rateLimitHeaders } = await import("../../lib/adapters/api/rate-limit");
  const { closeDb } = await import("../../lib/platform/db/client");
  const { closeRedis } = await import("../../lib/platform/redis/client");
  await untilListening();
  const request = (index: number) =>
    new Request("http://127.0.0.1/v1/modules", { headers: { authorization: `Bearer ${tokens[index % tokens.length]}`, "x-forwarded-for": "127.0.0.1" } });
  const origin = { ip: "127.0.0.1", userAgent: null };

  console.log(`\n/v1 pipeline in process, ${REQUESTS} requests, ${IN_FLIGHT} in flight, PostgreSQL + Redis\n`);
  await measure("GET /v1/modules via the v1 app (whole pipeline)", async (index) => (await v1App.fetch(request(index))).text());
  await measure("  authenticate, then count (as the pipeline does)", async (index) => {
    const principal = await authenticateRequest(request(index), origin);
    return consumeRateLimit(principal.rateLimitKey, principal.rateLimit);
  });
  await measure("  authenticateRequest (token cache)", (index) => authenticateRequest(request(index), origin));
  await measure("  consumeRateLimit (one Redis round trip)", (index) => consumeRateLimit(`bench:${index % 500}`, 1_000_000));
  await measure("  moduleListRepresentation (module cache)", () => moduleListRepresentation({ accountId }));
  const list = await moduleListRepresentation({ accountId });
  const limits = await consumeRateLimit("bench:headers", 1_000_000);
  await measure("  a Response with the pipeline's 7 headers set, read", async (index) => {
    const response = representationResponse(request(index), list);
    response.headers.set("X-Request-Id", "req_0123456789abcdef");
    for (const [name, value] of Object.entries(rateLimitHeaders(limits))) response.headers.set(name, value);
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response.text();
  });
  await measure("  new Request (for scale)", async (index) => request(index));
  // touchTokenUsage writes in the background; let the last ones land before closing.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await closeRedis();
  await closeDb();
} finally {
  await database.drop();
}
