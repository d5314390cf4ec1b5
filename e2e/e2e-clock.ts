import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

// The PGlite e2e server runs under libfaketime (scripts/e2e-server.sh), which reads the clock's
// offset from this file: a spec moves the server's clock, not just the browser's, because the
// server decides (sudo mode's ten minutes). Only this run's server (by port) reads it.
export const e2eFaketimeFile = path.resolve(import.meta.dirname, "..", ".data", "e2e", String(process.env.E2E_PORT ?? 3100), "faketime");

/** The server's clock, from its Date header (Node writes it from its own clock, whole seconds). */
async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get("/sign-in", { maxRedirects: 0 });
  return Date.parse(response.headers()["date"]!);
}

/**
 * Moves the server's clock to `minutes` ahead of the real one (0: back to real time) and waits
 * until the server really reads it (libfaketime re-reads the file at most once a second), so a
 * machine without faketime fails here, plainly, rather than later in a confusing way.
 */
export async function moveServerClock(request: APIRequestContext, minutes: number): Promise<void> {
  writeFileSync(e2eFaketimeFile, `+${minutes}m\n`);
  await expect
    .poll(async () => ((await serverNow(request)) - Date.now()) / 60_000, {
      message: `the e2e server's clock should be ${minutes} min ahead (is faketime installed? apt-get install -y faketime)`,
      timeout: 10_000,
    })
    // Within half a minute of the offset asked for (the Date header has whole seconds).
    .toBeCloseTo(minutes, 0);
}
