// The API side of bench:invoices: GET /v1/invoices/{id}?format=pdf on `npm run start:api` over
// PostgreSQL, measured with autocannon (requests/s, p50, p99), beside the same invoice as JSON
// and a 304 revalidation. Run by scripts/bench-invoices.ts in a process of its own, because the
// app's modules read DATABASE_URL once and the render benchmark runs on in-memory PGlite.
//
//   needs a built app (npm run build; NEXT_DIST_DIR honoured) and PostgreSQL at BENCH_DATABASE_URL,
//   TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { benchServerEnv, createBenchDatabase, prepareBenchDatabase, requireBuild, startApiServer, stopServer, waitForServer } from "./bench-server";
import { runAutocannon, type LoadOptions, type LoadResult } from "./run-autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3310);
// 60 tokens × 3 000/min: far above what PDF serving reaches, so no 429 is measured.
const TOKEN_COUNT = 60;
const origin = `http://127.0.0.1:${PORT}`;

async function invoiceIds(databaseUrl: string, accountId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from invoices where account_id = $1 order by issued_at desc", [accountId]);
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** One request by hand first: a benchmark of 4xx answers would measure nothing. */
async function checkPdf(path: string, token: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || body.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error(`GET ${path} answered ${response.status}, not a PDF`);
  return response.headers.get("etag")!;
}

function row(name: string, result: LoadResult): string {
  const cells = [result.requestsPerSecond.toFixed(0), String(result.p50), String(result.p99), String(result.non2xx), String(result.errors)];
  return `${name.padEnd(44)} ${cells.map((cell) => cell.padStart(8)).join(" ")}`;
}

requireBuild();
const database = await createBenchDatabase("bench_invoices");
let server: ChildProcess | undefined;
try {
  const { accountId, tokens } = await prepareBenchDatabase(database.url, TOKEN_COUNT);
  const ids = await invoiceIds(database.url, accountId);
  server = startApiServer({ ...benchServerEnv(database.url), PORT: String(PORT), HOSTNAME: "127.0.0.1" });
  await waitForServer(`${origin}/sign-in`);

  const one = `/v1/invoices/${ids[0]}?format=pdf`;
  const etag = await checkPdf(one, tokens[0]!);
  for (const id of ids) await checkPdf(`/v1/invoices/${id}?format=pdf`, tokens[0]!);
  const load = (path: string, options: LoadOptions = {}, seconds = SECONDS) => runAutocannon(`${origin}${path}`, tokens, seconds, CONNECTIONS, options);
  // Warm every measured path (JIT, connection pool, the route's first load) before measuring.
  await load(one, { paths: [...ids.map((id) => `/v1/invoices/${id}?format=pdf`), `/v1/invoices/${ids[0]}`] }, 5);

  const results: [string, LoadResult][] = [
    ["PDF, one invoice", await load(one)],
    [`PDF, rotating over ${ids.length} invoices`, await load(one, { paths: ids.map((id) => `/v1/invoices/${id}?format=pdf`) })],
    ["PDF by Accept: application/pdf", await load(`/v1/invoices/${ids[0]}`, { headers: { accept: "application/pdf" } })],
    ["PDF revalidated: If-None-Match → 304", await load(one, { headers: { "if-none-match": etag } })],
    ["JSON, the same invoice", await load(`/v1/invoices/${ids[0]}`)],
  ];

  console.log(`\nGET /v1/invoices/{id} on start:api, ${SECONDS} s each, ${CONNECTIONS} connections, PostgreSQL, one machine`);
  console.log("(the server caches rendered PDFs by ETag, so these are cache hits; a render's own cost is in the table above)\n");
  console.log(`${"".padEnd(44)} ${["req/s", "p50 ms", "p99 ms", "non-2xx", "errors"].map((cell) => cell.padStart(8)).join(" ")}`);
  for (const [name, result] of results) console.log(row(name, result));
  console.log("\n(a 304 is not a 2xx: in the revalidation row, non-2xx counts the 304s, as intended)");
} finally {
  if (server) stopServer(server);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database.drop();
}
