import { z } from "zod";

// The bounds below describe what the /v1 pipeline actually writes. `detail` and `pointer` can
// quote the caller's input, which Node's 16 KiB request-head limit and the 64 KiB body limit
// bound (a pointer escapes `~` and `/` as two characters, so at most twice the body).

export const problemSchema = z
  .object({
    type: z.string().url().max(256).meta({ description: "URI of the problem type's documentation." }),
    title: z.string().max(100).meta({ description: "Short summary of the problem type." }),
    status: z.number().int().min(400).max(599).meta({ description: "The HTTP status code, repeated.", format: "int32" }),
    detail: z.string().max(32_768).meta({ description: "What went wrong with this request, for a human." }),
    code: z
      .string()
      .max(64)
      .regex(/^[a-z][a-z0-9_]*$/)
      .meta({ description: "Stable snake_case machine code.", example: "validation_failed" }),
    request_id: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9._:-]{8,128}$/)
      .meta({
        description: "Identifier of this request (the `X-Request-Id` response header); quote it to support.",
        example: "req_8Zl1qk0b0dT3vYxE",
      }),
    request_url: z
      .string()
      .url()
      .max(512)
      .optional()
      .meta({
        description:
          "This request's page in the customer area's request log (Requests page): what was sent, what came back and why, with secrets redacted. Optional: absent where no customer area serves the answer.",
        example: "https://integrations.example/requests?request_id=req_8Zl1qk0b0dT3vYxE",
      }),
    errors: z
      .array(
        z.object({
          pointer: z
            .string()
            .max(262_144)
            .regex(/^#(\/|$)/)
            .meta({ description: "JSON pointer (URI fragment) to the offending input.", example: "#/url" }),
          detail: z.string().max(1000).meta({ description: "What is wrong with this input." }),
        }),
      )
      .max(16_384)
      .optional()
      .meta({ description: "Validation failures, one per offending input." }),
    known_versions: z
      .array(z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/))
      .max(100)
      .optional()
      .meta({ description: "With `unknown_api_version`: the dated versions of /v1 an `Api-Version` header may name, oldest first.", example: ["2026-11-22", "2026-11-27"] }),
  })
  .meta({
    id: "Problem",
    description: "An RFC 9457 problem: every error of this API has this shape.",
    example: {
      type: "https://integrations.example/docs/errors#validation_failed",
      title: "Validation failed",
      status: 422,
      detail: "The request does not match the schema.",
      code: "validation_failed",
      request_id: "req_8Zl1qk0b0dT3vYxE",
      request_url: "https://integrations.example/requests?request_id=req_8Zl1qk0b0dT3vYxE",
      errors: [{ pointer: "#/url", detail: "Must be an https URL." }],
    },
  });

