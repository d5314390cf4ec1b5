import type { Command } from "commander";
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } from "../../../domains/seed/seed-demo-data";
import { say } from "../output";
import { withDatabase } from "../with-database";

export function registerSeedCommand(program: Command): void {
  program
    .command("seed")
    .description("Load the demo accounts acme and globex with modules, invoices and history. Safe to run again.")
    .action(
      withDatabase(async () => {
        const { created, changes } = await seedDemoData();
        if (created) {
          say("Loaded demo data:");
          for (const change of changes) say(`  ${change}`);
        } else {
          say("Demo data is already loaded; nothing changed.");
        }
        say(`Sign in as ${DEMO_EMAILS.join(" or ")} with the password ${DEMO_PASSWORD}`);
      }),
    );
}
