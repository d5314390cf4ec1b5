import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, usageHourly } from "../../platform/db/schema";
import { applyUsageBatch } from "../usage";
import { HOUR_MS, type UsageCounts } from "../usage";
import { seededRandom } from "./seeded-random";

// Thirty days of API traffic for the demo tokens, so the usage charts of a fresh demo show what
// they are for: busier working hours on weekdays, a few client errors, the odd 429 and 5xx.
// Deterministic (seeded), and written once: an account that has any usage is left alone.

const DAYS = 30;

export interface SeedDemoUsageOptions {
  accountId: string;
  /** Names of the demo tokens that made the traffic, with their typical requests per busy hour. */
  tokens: { name: string; busyHourRequests: number }[];
  now: Date;
  seed: number;
}

/** Returns how many (token, hour) rows it wrote; 0 when the account already had usage. */
export async function seedDemoUsage(options: SeedDemoUsageOptions): Promise<number> {
  const [existing] = await getDb().select({ hour: usageHourly.hour }).from(usageHourly).where(eq(usageHourly.accountId, options.accountId)).limit(1);
  if (existing) return 0;
  const rows = await getDb()
    .select({ id: accessTokens.id, name: accessTokens.name })
    .from(accessTokens)
    .where(and(eq(accessTokens.accountId, options.accountId), isNull(accessTokens.revokedAt), inArray(accessTokens.name, options.tokens.map((token) => token.name))));
  const random = seededRandom(options.seed);
  const currentHour = Math.floor(options.now.getTime() / HOUR_MS) * HOUR_MS;
  const counts: UsageCounts[] = [];
  for (const token of rows) {
    const busy = options.tokens.find((spec) => spec.name === token.name)!.busyHourRequests;
    for (let hour = currentHour - DAYS * 24 * HOUR_MS; hour < currentHour; hour += HOUR_MS) {
      const requests = Math.round(busy * activity(hour) * (0.6 + 0.8 * random.next()));
      if (requests === 0) continue;
      const status4xx = Math.round(requests * 0.03 * random.next());
      const rateLimited = random.next() < 0.02 ? Math.min(status4xx, random.integer(1, 5)) : 0;
      const status5xx = random.next() < 0.03 ? 1 : 0;
      const status3xx = Math.round(requests * 0.05 * random.next());
      counts.push({ tokenId: token.id, accountId: options.accountId, hour, status2xx: requests - status3xx - status4xx - status5xx, status3xx, status4xx, status5xx, rateLimited });
    }
  }
  if (counts.length > 0) await applyUsageBatch(`demo-usage-${options.accountId}`, counts);
  return counts.length;
}

/** How busy an hour is, 0–1: working hours (UTC) on weekdays, a trickle at night and weekends. */
function activity(hour: number): number {
  const date = new Date(hour);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  const clock = date.getUTCHours();
  const working = clock >= 7 && clock < 19;
  return (weekend ? 0.15 : 1) * (working ? 1 : 0.1);
}
