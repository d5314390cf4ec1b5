import { z } from "zod";
import { timestampSchema, typeIdSchema } from "./common";

// POST /v1/webhooks/{id}/recover: re-queue the failed deliveries since a moment.

/** How far back a recovery may reach; older failures stay failed (they can still be resent one by one). */
export const MAX_RECOVERY_WINDOW_DAYS = 7;

export const recoverWebhookBodySchema = z
  .strictObject({
    since: timestampSchema.meta({
      description: `Re-queue the deliveries created at or after this moment that failed. Not in the future; a moment more than ${MAX_RECOVERY_WINDOW_DAYS} days back counts from ${MAX_RECOVERY_WINDOW_DAYS} days ago.`,
      example: "2026-11-20T09:00:00Z",
    }),
  })
  .meta({ id: "RecoverWebhookRequest" });

export const webhookRecoverySchema = z
  .object({
    webhook_id: typeIdSchema("wh", "The webhook recovered."),
    since: timestampSchema.meta({ description: `The moment used, in UTC: the one given, or ${MAX_RECOVERY_WINDOW_DAYS} days ago if it was earlier.` }),
    requeued: z
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .meta({ format: "int32", description: "How many failed deliveries were queued again now. Zero on a repeat: they are already pending.", example: 3 }),
  })
  .meta({ id: "WebhookRecovery", description: "The outcome of a recovery." });

