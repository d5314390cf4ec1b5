import { migrateDatabase } from "../../platform/db/migrate";

/**
 * Wraps a command's action: migrations run first, so every command works on a fresh
 * embedded database. Help and bad options never reach here, so they open nothing.
 */
export function withDatabase<Options>(run: (options: Options) => Promise<void>): (options: Options) => Promise<void> {
  return async (options) => {
    await migrateDatabase();
    await run(options);
  };
}
