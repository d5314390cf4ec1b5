import { CommanderError } from "commander";
import { EmbeddedDatabaseBusyError } from "../../platform/db/embedded-lock";
import { isAppError } from "../../platform/errors/app-error";
import { say } from "./output";
import { UsageError } from "./usage-error";

export const EXIT_OK = 0;
const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;

/** Reports a failure in one line on stderr (commander has already printed its own) and picks the exit code. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    // Help and version also arrive here, with exit code 0.
    return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
  }
  if (error instanceof UsageError || isAppError(error, "validation_failed")) {
    say(`error: ${error.message}`);
    return EXIT_USAGE;
  }
  if (isAppError(error) || error instanceof EmbeddedDatabaseBusyError) {
    say(`error: ${error.message}`);
    return EXIT_FAILURE;
  }
  // Drivers wrap the database's message in `cause`; the outer one is only the failed SQL.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  say(`error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}${cause}`);
  return EXIT_FAILURE;
}
