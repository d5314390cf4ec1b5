import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { logger } from "../logger";
import { getRedis } from "../redis/client";

// Readiness for orchestrators: can this process serve requests right now? It can when its
// database answers and, if one is configured, Redis (the rate limits fail closed without it).

/** A probe that hangs is a failed probe: orchestrators time out after a few seconds. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** Which dependency failed, for the log only: the HTTP answer names none of them. */
  failing: string[];
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function passes(name: string, check: () => Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(check());
    return true;
  } catch (error) {
    logger.warn({ check: name, error: error instanceof Error ? error.message : String(error) }, "readiness check failed");
    return false;
  }
}

/** Checks the database and, when REDIS_URL is set, Redis, side by side. */
export async function checkReadiness(): Promise<Readiness> {
  const redis = getRedis();
  const checks: [string, () => Promise<unknown>][] = [["database", () => getDb().execute(sql`select 1`)]];
  if (redis) checks.push(["redis", () => redis.ping()]);
  const results = await Promise.all(checks.map(([name, check]) => passes(name, check)));
  const failing = checks.filter((_, index) => !results[index]).map(([name]) => name);
  return { ready: failing.length === 0, failing };
}
