import { randomBytes } from "node:crypto";
import os from "node:os";
import pg from "pg";
import { pacedLoad } from "./paced-load";

// The request log's soak (issue 34): RATE req/s of GET /v1/modules for SOAK_SECONDS on the server
// with the log on and, at the same time, on the one with it off, so both see the same machine
// and the same database; then p99 of each and the difference (goal ≤ 1 ms), and an exact count:
// every request carries an X-Request-Id of the soak's own (the API echoes a caller's id), so each
// answered request must have exactly one record, no record may be duplicated or unknown, and the
// server with the log off must have written none.

/** Connections per server; at 200 req/s and a few ms each, two or three are busy at once. */
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
  maxLagMs: number;
}

async function soakOne(server: SoakServer, tokens: string[], run: string, seconds: number, rate: number): Promise<SoakRun> {
  const prefix = `soak-${run}-${server.log}-`;
  const sent = new Set<string>();
  const answered = new Set<string>();
  const result = await pacedLoad({
    port: server.port,
    rate,
    seconds,
    connections: CONNECTIONS,
    request: (index) => {
      const id = `${prefix}${index}`;
      sent.add(id);
      return { path: "/v1/modules", headers: { authorization: `Bearer ${tokens[index % tokens.length]}`, "x-request-id": id } };
    },
    onAnswer: (_status, headers) => {
      const id = headers["x-request-id"];
      if (typeof id === "string") answered.add(id);
    },
  });
  return { server, prefix, sent, answered, p50: result.p50, p99: result.p99, total: result.answered, non2xx: result.non2xx, errors: result.errors, maxLagMs: result.maxLagMs };
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
  console.log(`${"server".padEnd(20)} ${["answers", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "lag ms"].map((cell) => cell.padStart(8)).join(" ")}`);
  for (const result of runs) {
    const cells = [result.total, (result.total / options.seconds).toFixed(0), result.p50.toFixed(2), result.p99.toFixed(2), result.non2xx, result.errors, result.maxLagMs.toFixed(1)];
    console.log(`${result.server.name.padEnd(20)} ${cells.map((cell) => String(cell).padStart(8)).join(" ")}`);
  }
  const on = runs.find((result) => result.server.log === "on")!;
  const off = runs.find((result) => result.server.log === "off")!;
  const p99Difference = on.p99 - off.p99;
  console.log(`p99 log on − off: ${p99Difference.toFixed(2)} ms (goal ≤ 1 ms); lag ms: the most a send of the paced driver started late`);

  // Past two flush intervals (500 ms each by default), every record is written.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const recorded = await recordedIds(options.databaseUrl, on.prefix);
  const missing = [...on.answered].filter((id) => !recorded.has(id));
  const duplicated = [...recorded].filter(([, count]) => count > 1);
  const unknown = [...recorded.keys()].filter((id) => !on.sent.has(id));
  // The paced driver waits for every request it sent: a record of a request without an answer is a fault.
  const unanswered = [...recorded.keys()].filter((id) => on.sent.has(id) && !on.answered.has(id));
  const offRecords = (await recordedIds(options.databaseUrl, off.prefix)).size;
  console.log(
    `records (log on): ${recorded.size} distinct ids for ${on.answered.size} answers counted; missing ${missing.length}, duplicated ${duplicated.length}, unknown ${unknown.length}, recorded but unanswered ${unanswered.length}`,
  );
  console.log(`records (log off): ${offRecords}`);
  const exact = on.answered.size > 0 && missing.length === 0 && duplicated.length === 0 && unknown.length === 0 && unanswered.length === 0 && on.answered.size === on.sent.size && offRecords === 0;
  console.log(exact ? "every request has exactly one record: OK" : "request log MISMATCH");
  if (missing.length) console.log(`  missing, e.g. ${missing.slice(0, 3).join(", ")}`);
  if (duplicated.length) console.log(`  duplicated, e.g. ${duplicated.slice(0, 3).map(([id, count]) => `${id} ×${count}`).join(", ")}`);
  return exact;
}
