import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import type { ApiProjectMetadata } from "./e2e/api/api-fixtures";
import { e2eSecretScanningPublicKeys } from "./e2e/secret-scanning-test-key";
import { e2eSmtpUrl } from "./e2e/e2e-smtp";
import { e2eOidcServerEnv } from "./e2e/e2e-oidc";
import type { E2eLane } from "./e2e/e2e-lanes";

// End-to-end tests against the production build. Browser specs and the HTTP API specs run on
// the embedded default (port 3100, fresh PGlite, scripts/e2e-server.sh). When TEST_DATABASE_URL
// is set the API specs run again on PostgreSQL against `npm start` (port 3101), with
// `npm run start:api` (the edge app alone) on the same database and Redis (port 3102), which must
// answer as `npm start` does and shares its rate limits, and `npm run start:web` (Next alone, the
// customer area) on the same database (port 3103).
// Chromium is Debian's (/usr/bin/chromium); never run `npx playwright install` on these machines.

const isCI = !!process.env.CI;
// Base port of this run's servers (base, base + 1, base + 2). Another base, with NEXT_DIST_DIR
// set to a build directory of its own, lets two runs proceed side by side.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const url = (port: number) => `http://127.0.0.1:${port}`;

const serverEnv = {
  NODE_ENV: "production",
  AUTH_SECRET: "e2e-test-secret-0123456789abcdef0123456789abcdef",
  SYNC_SIMULATOR_DURATION_MS: "3000",
  // Syncs the specs start succeed: a random 10 % failure (the demo's default) made a spec that
  // reads a healthy module find it failed on some runs. Failures come from the seeded data.
  SYNC_SIMULATOR_FAILURE_RATE: "0",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
  SECRET_SCANNING_PUBLIC_KEYS: e2eSecretScanningPublicKeys(),
  NOTIFICATIONS_RETRY_BASE_MS: "500",
  // Every spec calls from 127.0.0.1, and across the run their deliberate wrong secrets pass the
  // per-address block (100) meant for one attacker; the pair's block (10) is what the specs test.
  CLIENT_AUTH_ADDRESS_FAILURES: "100000",
};

/** What differs between the lanes' servers (e2e/e2e-lanes.ts): where their mail goes, and their OIDC provider (started by the specs that sign in through it). */
const laneEnv = (lane: E2eLane): Record<string, string> => ({ SMTP_URL: e2eSmtpUrl(lane), ...e2eOidcServerEnv(lane) });

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>[number];

const server = (command: string, port: number, lane: E2eLane, env: Record<string, string> = {}): WebServer => ({
  command,
  url: `${url(port)}/sign-in`,
  timeout: 300_000,
  reuseExistingServer: !isCI,
  stdout: "pipe",
  stderr: "pipe",
  env: { ...serverEnv, ...laneEnv(lane), PORT: String(port), ...env },
});

const pgliteApi: ApiProjectMetadata = { tokensFile: `.data/e2e/${basePort}/pglite-tokens.json` };
const postgresApi: ApiProjectMetadata = {
  tokensFile: `.data/e2e/${basePort}/postgres-tokens.json`,
  databaseUrl: postgresUrl,
  secondInstanceURL: redisUrl ? url(basePort + 2) : undefined,
  apiURL: url(basePort + 2),
  webURL: url(basePort + 3),
};

if (!postgresUrl) console.warn("playwright: TEST_DATABASE_URL is not set, so the API specs on PostgreSQL are SKIPPED.");

// A full run (scripts/test-all.sh sets E2E_LANES=2) takes the two lanes of e2e/e2e-lanes.ts side
// by side, one worker each, in two phases (a project waits for its dependencies):
//   embedded lane: chromium, then api-pglite (both use the embedded server's accounts);
//   postgres lane: chromium-postgres, then api-postgres (both use the postgres lane's database).
// chromium-postgres holds the browser specs that need nothing of the embedded server's state: the
// walks over every page (they read, or make and remove what they check) against `npm start` on
// PostgreSQL, and the specs that start servers and databases of their own. Otherwise one worker
// runs everything in turn, and a run of chosen specs runs those alone (a project's dependencies
// would run in full).
const lanesSideBySide = process.env.E2E_LANES === "2" && !!postgresUrl;
const POSTGRES_LANE_BROWSER_SPECS = /(every-page|page-weight|customer-words|production-entry-points|observability|observability-dev|faults\/[\w-]+)\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores: one worker per lane at most, and one within a lane (its specs share its accounts).
  workers: lanesSideBySide ? 2 : 1,
  fullyParallel: false,
  // Side by side, each lane has about one of the two cores (its browser, its servers), so a test
  // runs at about half the speed it has alone: it gets twice the time. On a slow CI machine tests
  // of 10–13 s alone outlasted 30 s there. A test that sets a time of its own keeps it.
  timeout: lanesSideBySide ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: lanesSideBySide ? [/api\//, POSTGRES_LANE_BROWSER_SPECS] : /api\//, workers: 1, use: { baseURL: url(basePort) } },
    ...(lanesSideBySide
      ? [{ name: "chromium-postgres", testMatch: POSTGRES_LANE_BROWSER_SPECS, testIgnore: /api\//, workers: 1, use: { baseURL: url(basePort + 1) } }]
      : []),
    {
      name: "api-pglite",
      testMatch: /api\/.*\.spec\.ts/,
      workers: 1,
      dependencies: lanesSideBySide ? ["chromium"] : [],
      use: { baseURL: url(basePort) },
      metadata: pgliteApi,
    },
    ...(postgresUrl
      ? [
          {
            name: "api-postgres",
            testMatch: /api\/.*\.spec\.ts/,
            workers: 1,
            dependencies: lanesSideBySide ? ["chromium-postgres"] : [],
            use: { baseURL: url(basePort + 1) },
            metadata: postgresApi,
          },
        ]
      : []),
  ],
  // Started in this order: the first one builds the app the others serve.
  webServer: [
    server("bash scripts/e2e-server.sh", basePort, "embedded", { PGLITE_DIR: `.data/e2e/${basePort}/pglite`, E2E_TOKENS_FILE: pgliteApi.tokensFile }),
    ...(postgresUrl
      ? [server(`bash scripts/e2e-server-postgres.sh ${basePort + 1} prepare`, basePort + 1, "postgres", { E2E_TOKENS_FILE: postgresApi.tokensFile })]
      : []),
    // `npm run start:api` (the edge app alone), as production runs it behind an ingress: it has
    // no pages, so Playwright waits on its probe.
    ...(postgresUrl ? [{ ...server(`bash scripts/e2e-server-postgres.sh ${basePort + 2} start-api`, basePort + 2, "postgres"), url: `${url(basePort + 2)}/healthz` }] : []),
    // `npm run start:web` (Next alone): the customer area as production runs it.
    ...(postgresUrl ? [server(`bash scripts/e2e-server-postgres.sh ${basePort + 3} start-web`, basePort + 3, "postgres")] : []),
  ],
});
