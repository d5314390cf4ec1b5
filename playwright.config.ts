import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import type { ApiProjectMetadata } from "./e2e/api/api-fixtures";
import { e2eSecretScanningPublicKeys } from "./e2e/secret-scanning-test-key";
import { e2eSmtpUrl } from "./e2e/e2e-smtp";
import { e2eOidcServerEnv } from "./e2e/e2e-oidc";

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
  SMTP_URL: e2eSmtpUrl,
  NOTIFICATIONS_RETRY_BASE_MS: "500",
  // Every spec calls from 127.0.0.1, and across the run their deliberate wrong secrets pass the
  // per-address block (100) meant for one attacker; the pair's block (10) is what the specs test.
  CLIENT_AUTH_ADDRESS_FAILURES: "100000",
  // A real OIDC provider, started by the specs that sign in through it, on a port fixed here.
  ...e2eOidcServerEnv(),
};

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>[number];

const server = (command: string, port: number, env: Record<string, string> = {}): WebServer => ({
  command,
  url: `${url(port)}/sign-in`,
  timeout: 300_000,
  reuseExistingServer: !isCI,
  stdout: "pipe",
  stderr: "pipe",
  env: { ...serverEnv, PORT: String(port), ...env },
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

export default defineConfig({
  testDir: "./e2e",
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two cores, and the app under test is the bottleneck.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
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
    { name: "chromium", testIgnore: /api\//, use: { baseURL: url(basePort) } },
    { name: "api-pglite", testMatch: /api\/.*\.spec\.ts/, use: { baseURL: url(basePort) }, metadata: pgliteApi },
    ...(postgresUrl
      ? [{ name: "api-postgres", testMatch: /api\/.*\.spec\.ts/, use: { baseURL: url(basePort + 1) }, metadata: postgresApi }]
      : []),
  ],
  // Started in this order: the first one builds the app the others serve.
  webServer: [
    server("bash scripts/e2e-server.sh", basePort, { PGLITE_DIR: `.data/e2e/${basePort}/pglite`, E2E_TOKENS_FILE: pgliteApi.tokensFile }),
    ...(postgresUrl
      ? [server(`bash scripts/e2e-server-postgres.sh ${basePort + 1} prepare`, basePort + 1, { E2E_TOKENS_FILE: postgresApi.tokensFile })]
      : []),
    // `npm run start:api` (the edge app alone), as production runs it behind an ingress: it has
    // no pages, so Playwright waits on its probe.
    ...(postgresUrl ? [{ ...server(`bash scripts/e2e-server-postgres.sh ${basePort + 2} start-api`, basePort + 2), url: `${url(basePort + 2)}/healthz` }] : []),
    // `npm run start:web` (Next alone): the customer area as production runs it.
    ...(postgresUrl ? [server(`bash scripts/e2e-server-postgres.sh ${basePort + 3} start-web`, basePort + 3)] : []),
  ],
});
