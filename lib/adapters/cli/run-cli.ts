import { Command } from "commander";
import { closeDb } from "../../platform/db/client";
import { closeRedis } from "../../platform/redis/client";
import { registerAccountCommands } from "./commands/account";
import { registerDbCommands } from "./commands/db";
import { registerRateLimitCommands } from "./commands/rate-limit";
import { registerSeedCommand } from "./commands/seed";
import { registerTokenCommands } from "./commands/token";
import { registerUserCommands } from "./commands/user";
import { EXIT_OK, exitCodeFor } from "./exit-code";

function buildProgram(): Command {
  const program = new Command("npm run cli --")
    .description(
      "Operator command line: bootstrap and administer accounts, users and access tokens.\n" +
        "Uses DATABASE_URL when set, otherwise the embedded database in PGLITE_DIR (.data/pglite).\n" +
        "Changes are recorded in the audit journal with actor type `system`.",
    )
    // Throw instead of exiting, so the database is always closed and the exit code is ours.
    // Set before the commands are added: subcommands copy these settings.
    .exitOverride()
    .showSuggestionAfterError();
  registerAccountCommands(program);
  registerUserCommands(program);
  registerTokenCommands(program);
  registerRateLimitCommands(program);
  registerSeedCommand(program);
  registerDbCommands(program);
  return program;
}

/** Runs one command line and returns the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return EXIT_OK;
  } catch (error) {
    return exitCodeFor(error);
  } finally {
    // An open PGlite or pg pool keeps the process alive; close it whatever happened.
    await closeDb();
    // Whatever opened Redis (counters) must not keep the process alive either.
    await closeRedis();
  }
}
