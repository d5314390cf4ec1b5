"use server";

import { z } from "zod";
import { unwrap } from "@/clients/typescript/src";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { MAX_GRACE_PERIOD_SECONDS } from "./grace-period-choices";

const rotateSchema = z.object({
  id: z.string().min(1).max(64),
  gracePeriodSeconds: z.number().int().min(0).max(MAX_GRACE_PERIOD_SECONDS),
  /** Generated when the dialog opens: a retry from the same dialog rotates once. */
  idempotencyKey: z.string().regex(/^[\x21-\x7e]{16,255}$/),
});

/** `POST /v1/modules/{id}/tokens` through the v1 client: the new token comes back this once. */
export const rotateModuleTokenAction = adminAction(rotateSchema, async ({ id, gracePeriodSeconds, idempotencyKey }, { admin }) => {
  const client = await getV1Client(admin, ["write"]);
  const rotation = unwrap(
    await client.POST("/v1/modules/{id}/tokens", {
      params: { path: { id }, header: { "Idempotency-Key": idempotencyKey } },
      body: { grace_period_seconds: gracePeriodSeconds },
    }),
  );
  // Nothing on the page is derived from tokens, so nothing to revalidate.
  return rotation;
}, { permission: "api_write" });
