import { z } from "zod";
import { timestampSchema, typeIdSchema } from "./common";
import { syncStates } from "./vocabulary";

export const syncStateSchema = z
  .enum(syncStates)
  .meta({
    id: "SyncState",
    description:
      "pending (never synced) → syncing → synced | failed; synced and failed go back to syncing; any state can go to paused, and paused returns to pending.",
  });

export const moduleIdParamsSchema = z.object({
  id: typeIdSchema("mod", "The module's id.").meta({ param: { description: "The module's id (`mod_…`)." } }),
});

export const moduleStatusSchema = z
  .object({
    module_id: typeIdSchema("mod", "The module's id."),
    state: syncStateSchema,
    progress: z.number().min(0).max(1).nullable().meta({ description: "0–1 while syncing, null otherwise.", example: 0.42 }),
    last_sync_started_at: timestampSchema.nullable(),
    last_succeeded_at: timestampSchema.nullable().meta({ description: "End of the last successful sync (a failed sync does not move it). Named `last_synced_at` before API version 2026-11-27." }),
    next_sync_at: timestampSchema.nullable(),
    records_synced: z
      .number()
      .int()
      .min(0)
      .max(2_147_483_647)
      .meta({ description: "Records transferred by the last successful sync.", example: 12840, format: "int32" }),
    last_error: z
      .object({
        code: z
          .string()
          .max(64)
          .regex(/^[a-z][a-z0-9_]*$/)
          .meta({ description: "Stable snake_case code reported by the cloud platform, or `internal_error`.", example: "upstream_timeout" }),
        message: z.string().max(1000).meta({ description: "What went wrong, for a human.", example: "The support desk did not answer within 30 seconds." }),
      })
      .nullable()
      .meta({ description: "Why the last sync failed; null unless the state is failed." }),
    updated_at: timestampSchema.meta({ description: "When the state last changed." }),
  })
  .meta({ id: "ModuleStatus", description: "The synchronization state of one module." });

const moduleSchema = z
  .object({
    id: typeIdSchema("mod", "The module's id."),
    key: z
      .string()
      .max(64)
      .regex(/^[a-z][a-z0-9_-]*$/)
      .meta({ description: "Stable machine name of the module kind, unique per account.", example: "crm" }),
    name: z.string().min(1).max(200).meta({ description: "Display name.", example: "CRM" }),
    activated_at: timestampSchema,
    sync_state: moduleStatusSchema,
  })
  .meta({ id: "Module", description: "A module active on the account, with a copy of its synchronization state." });

// Not paged: an account has a handful of modules, at most one per module kind.
export const moduleListSchema = z
  .object({ data: z.array(moduleSchema).max(100).meta({ description: "The active modules, by name (at most one per module kind)." }) })
  .meta({ id: "ModuleList" });

