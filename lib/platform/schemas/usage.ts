import { z } from "zod";
import { timestampSchema, typeIdOfSchema } from "./common";

// GET /v1/usage: the account's API requests over time, by status class.

export const usageQuerySchema = z.strictObject({
  range: z
    .enum(["24h", "7d", "30d", "12m"])
    .default("24h")
    .meta({ description: "`24h` in hourly buckets; `7d` and `30d` in daily buckets; `12m` in calendar-month buckets (UTC). Default `24h`.", example: "7d" }),
  // Not `token_id`: a parameter named like a credential reads as one to scanners and proxies.
  resource_id: typeIdOfSchema(
    ["tok", "oac"],
    "An access token's id (`tok_…`): only its requests; or an OAuth client's id (`oac_…`): the requests of every token it obtained. All of the account's when omitted.",
  ).optional(),
});

const countSchema = (description: string) => z.number().int().min(0).max(2_147_483_647).meta({ format: "int32", description, example: 120 });

const usageBucketSchema = z
  .object({
    start: timestampSchema.meta({ description: "Start of the hour, day or month (UTC)." }),
    total: countSchema("Every request answered."),
    status_2xx: countSchema("Successful answers."),
    status_3xx: countSchema("Redirects and 304 Not Modified."),
    status_4xx: countSchema("Client errors, 429s included."),
    status_5xx: countSchema("Server errors."),
    rate_limited: countSchema("429 Too Many Requests (also counted in status_4xx)."),
  })
  .meta({ id: "UsageBucket", description: "Requests in one hour, day or month." });

export const usageSchema = z
  .object({
    range: z.enum(["24h", "7d", "30d", "12m"]).meta({ description: "The range asked for.", example: "24h" }),
    granularity: z.enum(["hour", "day", "month"]).meta({ description: "Bucket size.", example: "hour" }),
    resource_id: typeIdOfSchema(["tok", "oac"], "The access token or OAuth client asked for, or null for the whole account.").nullable(),
    data: z.array(usageBucketSchema).max(30).meta({ description: "Buckets oldest first; the last is the current, partial one. Empty ones are zeros." }),
  })
  .meta({ id: "Usage", description: "Requests over time. Counted off the request path: the last few seconds may still be on their way." });

