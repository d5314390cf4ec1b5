import { z } from "zod";
import { timestampSchema } from "./common";

export const rotateModuleTokenBodySchema = z
  .strictObject({
    grace_period_seconds: z
      .number()
      .int()
      .min(0)
      .max(86_400)
      .optional()
      .meta({ description: "How long the previous token keeps working, 0–86 400 s. Default 86 400 (24 h).", example: 3600, format: "int32" }),
  })
  .meta({ id: "RotateModuleTokenRequest" });

export const idempotencyKeyHeaderSchema = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .meta({ description: "A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once." }),
});

export const moduleTokenRotationSchema = z
  .object({
    token: z
      .string()
      .max(44)
      .regex(/^cpt_[0-9A-Za-z]{40}$/)
      .meta({ description: "The new cloud-platform token. Shown once: store it now.", example: "cpt_7Hq2mX9rLw0Zb4Nc8Vt1Ks6Jd3Fy5Pg2Ua0Ee9Ri" }),
    token_hint: z
      .string()
      .max(20)
      .regex(/^cpt_…[0-9A-Za-z]{4}$/)
      .meta({ description: "The prefix and last four characters of the token, safe to display.", example: "cpt_…e9Ri" }),
    created_at: timestampSchema,
    previous_token_expires_at: timestampSchema
      .nullable()
      .meta({ description: "When the previous token stops working (end of the grace period); null if there was none." }),
  })
  .meta({ id: "ModuleTokenRotation", description: "The outcome of a rotation." });

