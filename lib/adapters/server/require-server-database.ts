import { usesEmbeddedDatabase } from "../../platform/env";

// The production processes with one job each share a PostgreSQL server; the embedded database
// belongs to one process, which is `npm start`'s demo shape. Two shapes, no third.

/** Exits with one line saying so when `script` is started without DATABASE_URL. */
export function requireServerDatabase(script: string): void {
  if (!usesEmbeddedDatabase) return;
  process.stderr.write(`npm run ${script} needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, so run \`npm start\` for the demo.\n`);
  process.exit(1);
}
