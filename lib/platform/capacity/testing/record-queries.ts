import pg from "pg";

// Records the statements the app sends to PostgreSQL while a piece of work runs, as sent (text
// and parameters), so their plans can be read afterwards: bench:scale saves each hot
// operation's EXPLAIN (ANALYZE, BUFFERS), and the plan test looks for sequential scans. It
// watches pg's Client.query (every pool connection is one), and changes nothing it passes on.

export interface RecordedQuery {
  text: string;
  values: unknown[];
}

let sink: RecordedQuery[] | null = null;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] } | undefined, unknown];
    const text = typeof config === "string" ? config : config?.text;
    if (sink && text) sink.push({ text, values: (typeof config === "object" && config.values) || (Array.isArray(values) ? values : []) });
    return original.apply(this, args);
  };
}

/** Runs `work` once and returns what it sent. One recording at a time: the work runs alone. */
export async function recordQueries(work: () => Promise<unknown>): Promise<RecordedQuery[]> {
  install();
  if (sink) throw new Error("recordQueries is already recording");
  const queries: RecordedQuery[] = [];
  sink = queries;
  try {
    await work();
  } finally {
    sink = null;
  }
  return queries;
}
