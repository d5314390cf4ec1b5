import { z } from "zod";

/** An RFC 3339 UTC timestamp. */
export const timestampSchema = z.string().datetime().meta({ example: "2026-11-22T09:30:00Z" });

export const typeIdSchema = (prefix: string, description: string) =>
  z.string().meta({ description, example: `${prefix}_01jd4y3k6efq9b8c1m2n3p4q5r` });

/** `limit` and `cursor` of every cursor-paged list. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .meta({ description: "Page size, 1 to 200.", example: 50 }),
  cursor: z.string().min(1).max(512).optional().meta({ description: "Opaque cursor from a previous page's `next_cursor`." }),
});

export const pageMetaShape = {
  next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` to get the next page; null on the last page." }),
  has_more: z.boolean().meta({ description: "Whether another page follows." }),
};
