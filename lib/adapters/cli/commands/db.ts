import type { Command } from "commander";
import { databaseKind } from "../../../platform/db/client";
import { env } from "../../../platform/env";
import { say } from "../output";
import { withDatabase } from "../with-database";

export function registerDbCommands(program: Command): void {
  const db = program.command("db").description("Database maintenance.");
  db.command("migrate")
    .description("Apply pending migrations (every command also does this first).")
    .action(
      withDatabase(async () => {
        const where = databaseKind() === "pglite" ? `embedded database in ${env.PGLITE_DIR}` : "DATABASE_URL";
        say(`Migrations applied; the ${where} is up to date.`);
      }),
    );
}
