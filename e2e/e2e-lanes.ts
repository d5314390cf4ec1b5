import { test } from "@playwright/test";

// The run's e2e servers form two lanes, which a full run (scripts/test-all.sh sets E2E_LANES=2)
// takes side by side, one worker each (playwright.config.ts):
// - "embedded": `npm start` on PGlite (the base port). The browser specs (chromium), then the API
//   specs (api-pglite): both use its demo accounts, so they run one after the other.
// - "postgres": the servers on TEST_DATABASE_URL (base + 1 … base + 3). The browser specs that need
//   nothing of the embedded server (chromium-postgres), then the API specs again (api-postgres).
// Each lane has its own mail and OIDC provider ports, so a spec in one lane never binds the other's
// port nor reads mail that the other's servers sent.

export type E2eLane = "embedded" | "postgres";

export const e2eBasePort = Number(process.env.E2E_PORT ?? 3100);

export const laneOfProject = (projectName: string): E2eLane => (projectName.endsWith("-postgres") ? "postgres" : "embedded");

/** The lane of the spec running now (in a test, a hook or a fixture). */
export const currentLane = (): E2eLane => laneOfProject(test.info().project.name);

/** A port of the run beside its app ports: `offset` above the base for the embedded lane, the next one for the postgres lane. */
export const lanePort = (lane: E2eLane, offset: number): number => e2eBasePort + offset + (lane === "postgres" ? 1 : 0);
