import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import os from "node:os";
import pg from "pg";

// The request log's soak (issue 34): RATE req/s of GET /v1/modules for SOAK_SECONDS on the server
// with the log on and, at the same time, on the one with it off, so both see the same machine
// and the same database; then p99 of each and the difference (goal ≤ 1 ms), and an exact count:
// every request carries an X-Request-Id of the soak's own (the API echoes a caller's id), so each
// answered request must have exactly one record, no record may be duplicated or unknown, and the
// server with the log off must have written none.

const CONNECTIONS = 8;

interface SoakServer {
  name: string;
  port: number;
  log: "on" | "off";
}

interface SoakRun {
  server: SoakServer;
  prefix: string;
  /** Ids of every request autocannon built (sent, or in flight when the run ended). */
  sent: Set<string>;
  /** Ids of the answers it counted. */
  answered: Set<string>;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

async function soakOne(server: SoakServer, tokens: string[], run: string, seconds: number, rate: number): Promise<SoakRun> {
  const prefix = `soak-${run}-${server.log}-`;
  const sent = new Set<string>();
  const answered = new Set<string>();
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/v1/modules`,
    connections: CONNECTIONS,
    duration: seconds,
    overallRate: rate,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const index = next++;
          const id = `${prefix}${index}`;
          sent.add(id);
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[index % tokens.length]}`, "x-request-id": id } };
        },
        onResponse: (_status, _body, _context, headers) => {
          const id = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "x-request-id")?.[1];
          if (typeof id === "string") answered.add(id);
        },
      },
    ],
  });
  return { server, prefix, sent, answered, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

/** What the log holds for one run: each id and how many records it has. */
async function recordedIds(databaseUrl: string, prefix: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ request_id: string; records: number }>(
      "select request_id, count(*)::int as records from request_log where request_id like $1 group by request_id",
      [`${prefix}%`],
    );
    return new Map(rows.map((row) => [row.request_id, row.records]));
  } finally {
    await client.end();
  }
}

/** Runs the soak on both servers at once; returns whether every check held. */
export async function soakRequestLog(options: { servers: readonly SoakServer[]; tokens: string[]; databaseUrl: string; seconds: number; rate: number }): Promise<boolean> {
  const run = randomBytes(4).toString("hex");
  console.log(`soak ${run}: ${options.rate} req/s of GET /v1/modules for ${options.seconds} s on each server at once (${options.servers.map((server) => server.name).join(", ")})`);
  const runs = await Promise.all(options.servers.map((server) => soakOne(server, options.tokens, run, options.seconds, options.rate)));

  console.log(`\n${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}`);
  console.log(`${"server".padEnd(20)} ${["answers", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"].map((cell) => cell.padStart(8)).join(" ")}`);
  for (const result of runs) {
    const cells = [result.total, (result.total / options.seconds).toFixed(0), result.p50, result.p99, result.non2xx, result.errors];
    console.log(`${result.server.name.padEnd(20)} ${cells.map((cell) => String(cell).padStart(8)).join(" ")}`);
  }
  const on = runs.find((result) => result.server.log === "on")!;
  const off = runs.find((result) => result.server.log === "off")!;
  const p99Difference = on.p99 - off.p99;
  console.log(`p99 log on − off: ${p99Difference.toFixed(1)} ms (goal ≤ 1 ms)`);

  // Past two flush intervals (500 ms each by default), every record is written.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const recorded = await recordedIds(options.databaseUrl, on.prefix);
  const missing = [...on.answered].filter((id) => !recorded.has(id));
  const duplicated = [...recorded].filter(([, count]) => count > 1);
  const unknown = [...recorded.keys()].filter((id) => !on.sent.has(id));
  // Requests in flight when autocannon stopped are answered and recorded, but not counted by it.
  const uncounted = [...recorded.keys()].filter((id) => on.sent.has(id) && !on.answered.has(id));
  const offRecords = (await recordedIds(options.databaseUrl, off.prefix)).size;
  console.log(
    `records (log on): ${recorded.size} distinct ids for ${on.answered.size} answers counted; missing ${missing.length}, duplicated ${duplicated.length}, unknown ${unknown.length}, in flight at the end ${uncounted.length} (≤ ${CONNECTIONS})`,
  );
  console.log(`records (log off): ${offRecords}`);
  const exact = on.answered.size > 0 && missing.length === 0 && duplicated.length === 0 && unknown.length === 0 && uncounted.length <= CONNECTIONS && offRecords === 0;
  console.log(exact ? "every request has exactly one record: OK" : "request log MISMATCH");
  if (missing.length) console.log(`  missing, e.g. ${missing.slice(0, 3).join(", ")}`);
  if (duplicated.length) console.log(`  duplicated, e.g. ${duplicated.slice(0, 3).map(([id, count]) => `${id} ×${count}`).join(", ")}`);
  return exact;
}
