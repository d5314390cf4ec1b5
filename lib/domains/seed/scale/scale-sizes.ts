// How many rows the synthetic scale data holds at a given scale (1 = the figures of issue 25).

/** One large tenant's shape, the same at every scale, so each hot operation returns as much data at 1/200 as at 1. */
export const LARGE_TENANT = {
  modules: 12,
  /** Users acting in its audit journal. */
  actors: 40,
  webhooks: 20,
  /** Tokens sending requests every hour: the rows GET /v1/usage sums. */
  tokensInUse: 50,
  /** Share of all audit entries and of all webhook deliveries that are the large tenant's. */
  share: 0.1,
} as const;

export interface ScaleSizes {
  scale: number;
  accounts: number;
  auditEntries: number;
  accessTokens: number;
  /** Of which the large tenant's. */
  largeTenantTokens: number;
  webhooks: number;
  /** One event per delivery; 1.25 attempts per delivery. */
  deliveries: number;
  /** Hours of usage history: a year at scale 1, never less than 31 days (GET /v1/usage reads 30). */
  usageHours: number;
  /** Small tenants' tokens that send requests, every 8th hour. */
  smallTokensInUse: number;
}

export function scaleSizes(scale: number): ScaleSizes {
  if (!(scale > 0 && scale <= 10)) throw new Error(`The scale must be above 0 and at most 10, not ${scale}.`);
  const of = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  const webhooks = of(100_000, 2 * LARGE_TENANT.webhooks);
  return {
    scale,
    accounts: of(10_000, 20),
    auditEntries: of(10_000_000, 20_000),
    accessTokens: of(1_000_000, 2_000),
    largeTenantTokens: of(10_000, 2 * LARGE_TENANT.tokensInUse),
    webhooks,
    deliveries: 20 * webhooks,
    usageHours: of(8_760, 31 * 24),
    smallTokensInUse: of(1_000, 10),
  };
}
