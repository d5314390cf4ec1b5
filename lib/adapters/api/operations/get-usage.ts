// GET /v1/usage: requests per hour, day or month, by status class, for the account, one token or one OAuth client.
import { usageQuerySchema, usageSchema } from "../../../platform/schemas/usage";
import { listUsage } from "../../../domains/usage/list-usage";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

const exampleBucket = { start: "2026-11-22T09:00:00Z", total: 130, status_2xx: 120, status_3xx: 2, status_4xx: 8, status_5xx: 0, rate_limited: 3 };

export const getUsage = defineOperation({
  method: "get",
  path: "/v1/usage",
  operationId: "getUsage",
  summary: "Get API usage",
  description:
    "Requests answered for this account's access tokens, per hour over the last 24 hours, per day over the last 7 or 30 days, or per calendar month over the last 12 months (UTC; days past the hourly retention are read from their daily totals), split by status class, with the 429s on their own. Pass `resource_id` (a `tok_` id) for one access token, or an OAuth client's `oac_` id for the sum of every token that client obtained. Counts are added to the store every few seconds.",
  tags: ["Usage"],
  scope: "read",
  query: usageQuerySchema,
  success: { status: 200, description: "The usage buckets.", schema: usageSchema, example: { range: "24h", granularity: "hour", resource_id: null, data: [exampleBucket] } },
  errors: [404, 422],
  handler: async ({ query, principal }) => {
    const { granularity, buckets } = await listUsage({ accountId: principal.accountId, range: query.range, resourceId: query.resource_id });
    return jsonResponse({
      range: query.range,
      granularity,
      resource_id: query.resource_id ?? null,
      data: buckets.map((bucket) => ({
        start: bucket.start.toISOString(),
        total: bucket.status2xx + bucket.status3xx + bucket.status4xx + bucket.status5xx,
        status_2xx: bucket.status2xx,
        status_3xx: bucket.status3xx,
        status_4xx: bucket.status4xx,
        status_5xx: bucket.status5xx,
        rate_limited: bucket.rateLimited,
      })),
    });
  },
});
