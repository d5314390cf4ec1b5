// npm run bench:invoices [-- --rounds 5] [-- --no-api]: how long one invoice PDF takes to
// render, then the API's PDF throughput. The render part seeds the demo tenants into an
// in-memory PGlite and renders every demo invoice, so the figures are for real invoices
// (6 lines at most) without touching any database on disk. The API part
// (scripts/bench/invoice-pdf-throughput.ts) serves GET /v1/invoices/{id}?format=pdf with
// `npm run start:api` on PostgreSQL and needs a build; `--no-api` skips it.
import { spawnSync } from "node:child_process";
import type { Account } from "../lib/platform/db/schema";
import type { InvoiceWithLines } from "../lib/domains/invoices/invoice-with-lines";

// The API part runs in a process of its own, with the environment as it was given.
const givenEnv = { ...process.env };
// The environment must be set before lib/platform/env.ts is first imported, hence the dynamic imports.
process.env.PGLITE_DIR = "memory://";
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= "warn";

const { closeDb } = await import("../lib/platform/db/client");
const { migrateDatabase } = await import("../lib/platform/db/migrate");
const { getDb } = await import("../lib/platform/db/client");
const { accounts } = await import("../lib/platform/db/schema");
const { seedDemoData } = await import("../lib/domains/seed/seed-demo-data");
const { listInvoices } = await import("../lib/domains/invoices/list-invoices");
const { renderInvoicePdf } = await import("../lib/domains/invoices/render-invoice-pdf");
const { getInvoicePdf } = await import("../lib/domains/invoices/get-invoice-pdf");

const roundsFlag = process.argv.indexOf("--rounds");
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 3;

interface Row {
  what: string;
  samples: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function printTable(rows: Row[]): void {
  const header = ["", "n", "p50 ms", "p99 ms", "max ms", "per s (1 core)"];
  const body = rows.map(({ what, samples }) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    return [what, String(sorted.length), p50.toFixed(1), percentile(sorted, 99).toFixed(1), sorted.at(-1)!.toFixed(1), (1000 / p50).toFixed(0)];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((row) => row[column]!.length)));
  const format = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  console.log(format(header));
  for (const row of body) console.log(format(row));
}

try {
  await migrateDatabase();
  const seedStarted = performance.now();
  await seedDemoData();
  console.log(`seeded the demo data in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const tenants = await getDb().select().from(accounts);
  const work: (InvoiceWithLines & { account: Account })[] = [];
  for (const account of tenants) {
    const page = await listInvoices({ accountId: account.id, limit: 200 });
    for (const stored of page.invoices) work.push({ ...stored, account });
  }
  if (work.length === 0) throw new Error("The demo seed created no invoices.");
  const lineCount = work.reduce((sum, item) => sum + item.lines.length, 0);
  console.log(`${work.length} invoices (${lineCount} lines) from ${tenants.length} accounts, ${rounds} rounds\n`);

  const first = await timed(() => renderInvoicePdf(work[0]!));
  const warm: number[] = [];
  const bytes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const item of work) {
      const started = performance.now();
      const pdf = await renderInvoicePdf(item);
      warm.push(performance.now() - started);
      bytes.push(pdf.length);
    }
  }
  const miss: number[] = [];
  const hit: number[] = [];
  for (const { invoice, account } of work) miss.push(await timed(() => getInvoicePdf({ accountId: account.id, invoiceId: invoice.id })));
  for (const { invoice, account } of work) hit.push(await timed(() => getInvoicePdf({ accountId: account.id, invoiceId: invoice.id })));

  printTable([
    { what: "renderInvoicePdf, first (fonts load)", samples: [first] },
    { what: "renderInvoicePdf, warm", samples: warm },
    { what: "getInvoicePdf, cache miss (DB + render)", samples: miss },
    { what: "getInvoicePdf, cache hit (DB only)", samples: hit },
  ]);
  const sortedBytes = [...bytes].sort((a, b) => a - b);
  console.log(`\nPDF size: ${(sortedBytes[0]! / 1024).toFixed(1)}–${(sortedBytes.at(-1)! / 1024).toFixed(1)} KiB`);
} finally {
  await closeDb();
}

if (!process.argv.includes("--no-api")) {
  const api = spawnSync("node_modules/.bin/tsx", ["--tsconfig", "tsconfig.json", "scripts/bench/invoice-pdf-throughput.ts"], { env: givenEnv, stdio: "inherit" });
  if (api.status !== 0) process.exitCode = api.status ?? 1;
}
