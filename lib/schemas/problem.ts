import { z } from "zod";

export const problemSchema = z
  .object({
    type: z.string().url().meta({ description: "URI of the problem type's documentation." }),
    title: z.string().meta({ description: "Short summary of the problem type." }),
    status: z.number().int().meta({ description: "The HTTP status code, repeated." }),
    detail: z.string().meta({ description: "What went wrong with this request, for a human." }),
    code: z.string().meta({ description: "Stable snake_case machine code.", example: "validation_failed" }),
    request_id: z.string().meta({ description: "Identifier of this request; quote it to support.", example: "req_8Zl1qk0b0dT3vYxE" }),
    errors: z
      .array(
        z.object({
          pointer: z.string().meta({ description: "JSON pointer to the offending input.", example: "#/url" }),
          detail: z.string(),
        }),
      )
      .optional()
      .meta({ description: "Validation failures, one per offending input." }),
  })
  .meta({
    id: "Problem",
    description: "An RFC 9457 problem: every error of this API has this shape.",
    example: {
      type: "https://docs.integrations.example/errors#validation_failed",
      title: "Validation failed",
      status: 422,
      detail: "The request does not match the schema.",
      code: "validation_failed",
      request_id: "req_8Zl1qk0b0dT3vYxE",
      errors: [{ pointer: "#/url", detail: "Must be an https URL." }],
    },
  });

export type Problem = z.infer<typeof problemSchema>;
