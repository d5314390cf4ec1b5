import pg from "pg";
import type { RecordedQuery } from "./record-queries";

// EXPLAIN (ANALYZE, BUFFERS) of recorded statements, each in a transaction rolled back after
// (ANALYZE runs the statement: a claim's UPDATE must not stay), and the walk that finds the
// sequential scans in a plan.

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  "Actual Total Time"?: number;
  Plans?: PlanNode[];
}

export interface ExplainedQuery {
  text: string;
  /** EXPLAIN (ANALYZE, BUFFERS) as PostgreSQL prints it. */
  plan: string;
  /** The same, as JSON: the plan's root node. */
  root: PlanNode;
  executionMs: number;
}

/** Statements worth a plan: reads and writes, not BEGIN, SET or LISTEN. */
const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;

export async function explainQueries(url: string, queries: RecordedQuery[]): Promise<ExplainedQuery[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const explained: ExplainedQuery[] = [];
    for (const query of queries.filter((recorded) => EXPLAINABLE.test(recorded.text))) {
      await client.query("begin");
      try {
        const text = await client.query(`explain (analyze, buffers) ${query.text}`, query.values);
        const json = await client.query(`explain (analyze, buffers, format json) ${query.text}`, query.values);
        const [document] = json.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
        explained.push({
          text: query.text,
          plan: text.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n"),
          root: document.Plan,
          executionMs: document["Execution Time"],
        });
      } finally {
        await client.query("rollback");
      }
    }
    return explained;
  } finally {
    await client.end();
  }
}

/** The tables a plan reads by sequential scan, among `tables`. */
export function sequentialScans(root: PlanNode, tables: string[]): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"] && tables.includes(node["Relation Name"])) found.push(node["Relation Name"]);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return found;
}

/** Shared buffers the whole plan touched (hit in memory + read from disk or the OS cache). */
export const sharedBuffers = (root: PlanNode) => (root["Shared Hit Blocks"] ?? 0) + (root["Shared Read Blocks"] ?? 0);
