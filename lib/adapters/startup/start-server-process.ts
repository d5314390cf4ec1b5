import { env, runWorkersInProcess, seedOnStart, usesEmbeddedDatabase } from "../../platform/env";
import { startBackgroundWork } from "../workers/start-background-work";
import { migrateDatabase } from "../../platform/db/migrate";
import { logger } from "../../platform/logger";
import { serverPublicOrigin } from "../../platform/http/public-origin";
import { DEMO_PASSWORD, seedDemoData, DEMO_ADMIN_EMAIL } from "../../domains/seed/seed-demo-data";

/**
 * Runs once when the web process starts (from instrumentation.ts): applies migrations,
 * loads the demo data into an empty embedded database, and says how to sign in.
 */
export async function startServerProcess(): Promise<void> {
  await migrateDatabase();
  if (seedOnStart) {
    const { created } = await seedDemoData();
    if (created) logger.info("demo data loaded");
  }
  // On the embedded default one process does everything; scaled out, `npm run worker` does this.
  if (runWorkersInProcess) startBackgroundWork();
  // Links in mails never take a request's Host (serverPublicOrigin): without PUBLIC_ORIGIN they
  // name the address this process listens on, which is right on a laptop and wrong behind a proxy.
  if (!env.PUBLIC_ORIGIN && env.NODE_ENV === "production") {
    logger.warn({ linkOrigin: serverPublicOrigin() }, "PUBLIC_ORIGIN is not set: links in mails (invitations, password resets, deprecations) name the listen address; set it to the address people reach this server by");
  }
  const database = usesEmbeddedDatabase ? `embedded PGlite in ${env.PGLITE_DIR}` : "PostgreSQL (DATABASE_URL)";
  // Plain lines on stderr, not JSON: this is for the person who just ran the start command.
  if (seedOnStart) {
    process.stderr.write(
      `\n  Integrations is running on ${database}.\n` +
        `  Sign in at http://localhost:${env.PORT} with\n` +
        `    email:    ${DEMO_ADMIN_EMAIL}\n` +
        `    password: ${DEMO_PASSWORD}\n\n`,
    );
  }
}
