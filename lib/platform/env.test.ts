import { afterEach, describe, expect, it, vi } from "vitest";

// lib/platform/env.ts validates at import: each case loads it afresh with an environment of its own.
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function loadEnvWith(values: Record<string, string | undefined>) {
  process.env = { ...saved };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
  return import("./env");
}

describe("the database and Redis settings", () => {
  it("turns named prepared statements off behind a pooler, unless told otherwise", async () => {
    const pooled = { DATABASE_URL: "postgres://app@pgbouncer:6432/db", DATABASE_LISTEN_URL: "postgres://app@postgres:5432/db" };
    const behindPooler = await loadEnvWith({ ...pooled, DATABASE_PREPARED_STATEMENTS: undefined });
    expect(behindPooler.namedPreparedStatements).toBe(false);
    expect(behindPooler.sessionDatabaseUrl).toBe(pooled.DATABASE_LISTEN_URL);
    expect((await loadEnvWith({ ...pooled, DATABASE_PREPARED_STATEMENTS: "true" })).namedPreparedStatements).toBe(true);
    const direct = await loadEnvWith({ DATABASE_URL: pooled.DATABASE_URL, DATABASE_LISTEN_URL: undefined, DATABASE_PREPARED_STATEMENTS: undefined });
    expect(direct.namedPreparedStatements).toBe(true);
    expect(direct.sessionDatabaseUrl).toBe(pooled.DATABASE_URL);
  });

  it("refuses a listen URL without DATABASE_URL, a URL that is not PostgreSQL, and a malformed cluster", async () => {
    await expect(loadEnvWith({ DATABASE_URL: undefined, DATABASE_LISTEN_URL: "postgres://app@postgres:5432/db" })).rejects.toThrow(
      "DATABASE_LISTEN_URL: is only used with DATABASE_URL",
    );
    await expect(loadEnvWith({ DATABASE_URL: "postgres://a@b/c", DATABASE_LISTEN_URL: "mysql://app@db/x" })).rejects.toThrow(
      "DATABASE_LISTEN_URL: must be a postgres:// URL",
    );
    await expect(loadEnvWith({ REDIS_URL: "redis-cluster://10.0.0.1" })).rejects.toThrow('REDIS_URL: cluster node "10.0.0.1" must be host:port');
    expect((await loadEnvWith({ REDIS_URL: "redis-cluster://10.0.0.1:6379,10.0.0.2:6379" })).env.REDIS_URL).toBe("redis-cluster://10.0.0.1:6379,10.0.0.2:6379");
  });
});

describe("the retention settings", () => {
  it("default to 13 months of audit and 30/90/90/90 days, take other values, and refuse hours the charts still need", async () => {
    const defaults = await loadEnvWith({
      RETENTION_AUDIT_MONTHS: undefined,
      RETENTION_WEBHOOK_ATTEMPTS_DAYS: undefined,
      RETENTION_WEBHOOK_DELIVERIES_DAYS: undefined,
      RETENTION_USAGE_HOURLY_DAYS: undefined,
      RETENTION_NOTIFICATIONS_DAYS: undefined,
    });
    expect([
      defaults.env.RETENTION_AUDIT_MONTHS,
      defaults.env.RETENTION_WEBHOOK_ATTEMPTS_DAYS,
      defaults.env.RETENTION_WEBHOOK_DELIVERIES_DAYS,
      defaults.env.RETENTION_USAGE_HOURLY_DAYS,
      defaults.env.RETENTION_NOTIFICATIONS_DAYS,
    ]).toEqual([13, 30, 90, 90, 90]);
    expect((await loadEnvWith({ RETENTION_AUDIT_MONTHS: "24" })).env.RETENTION_AUDIT_MONTHS).toBe(24);
    await expect(loadEnvWith({ RETENTION_USAGE_HOURLY_DAYS: "30" })).rejects.toThrow("RETENTION_USAGE_HOURLY_DAYS");
    await expect(loadEnvWith({ RETENTION_AUDIT_MONTHS: "0" })).rejects.toThrow("RETENTION_AUDIT_MONTHS");
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("is the one setting for the public origin: AUTH_URL is refused at start, naming its replacement", async () => {
    await expect(loadEnvWith({ AUTH_URL: "https://integrations.example.com" })).rejects.toThrow(/AUTH_URL: is replaced by PUBLIC_ORIGIN/);
    const { env } = await loadEnvWith({ PUBLIC_ORIGIN: "https://integrations.example.com" });
    vi.resetModules();
    const { publicOrigin } = await import("./http/public-origin");
    expect(publicOrigin(new Headers({ host: "other.test" }), "http://localhost:3000")).toBe(env.PUBLIC_ORIGIN);
  });
});

describe("the origin links in mails name", () => {
  // Never a request's Host (lib/platform/http/public-origin.ts): PUBLIC_ORIGIN, else where this process listens.
  async function serverPublicOriginWith(values: Record<string, string | undefined>) {
    await loadEnvWith(values);
    vi.resetModules();
    return (await import("./http/public-origin")).serverPublicOrigin();
  }

  it("is PUBLIC_ORIGIN's origin when set, else the listen address, with localhost for every interface", async () => {
    expect(await serverPublicOriginWith({ PUBLIC_ORIGIN: "https://integrations.example.com/ignored", HOSTNAME: "10.0.0.5", PORT: "4000" })).toBe("https://integrations.example.com");
    expect(await serverPublicOriginWith({ PUBLIC_ORIGIN: undefined, HOSTNAME: "0.0.0.0", PORT: "4000" })).toBe("http://localhost:4000");
    expect(await serverPublicOriginWith({ PUBLIC_ORIGIN: undefined, HOSTNAME: undefined, PORT: "4000" })).toBe("http://localhost:4000");
    expect(await serverPublicOriginWith({ PUBLIC_ORIGIN: undefined, HOSTNAME: "127.0.0.1", PORT: "3100" })).toBe("http://127.0.0.1:3100");
    expect(await serverPublicOriginWith({ PUBLIC_ORIGIN: undefined, HOSTNAME: "::1", PORT: "3100" })).toBe("http://[::1]:3100");
  });
});

describe("TRUST_PROXY", () => {
  // One rule for every process: the public server (lib/adapters/server/public-server.ts), the pages and the
  // Auth.js routes all read it through lib/platform/env.ts (lib/platform/http/public-origin.ts).
  it("is true for true or 1, false for false, 0 or unset", async () => {
    for (const value of ["true", "1"]) expect((await loadEnvWith({ TRUST_PROXY: value })).trustProxy, value).toBe(true);
    for (const value of ["false", "0", undefined]) expect((await loadEnvWith({ TRUST_PROXY: value })).trustProxy, String(value)).toBe(false);
    const { env } = await loadEnvWith({ TRUST_PROXY: "1" });
    vi.resetModules();
    const { originSettingsFromEnvironment } = await import("./http/public-origin");
    expect(originSettingsFromEnvironment()).toEqual({ configured: env.PUBLIC_ORIGIN, trustProxy: true });
  });

  it("refuses anything else, yes included, at start rather than guessing", async () => {
    for (const value of ["yes", "on", "TRUE"]) await expect(loadEnvWith({ TRUST_PROXY: value }), value).rejects.toThrow("TRUST_PROXY:");
  });
});
