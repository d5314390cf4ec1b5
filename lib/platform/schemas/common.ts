import { z } from "zod";

/**
 * An RFC 3339 UTC timestamp as the API writes it (`Date#toISOString`, 24 characters); at most
 * 30 characters leaves room for nanoseconds.
 */
export const timestampSchema = z.string().datetime().max(30).meta({ example: "2026-11-22T09:30:00Z" });

/** The suffix of a TypeID: a UUIDv7 in lowercase Crockford base32 (26 characters, the first 0–7). */
const TYPEID_SUFFIX = "[0-7][0-9a-hjkmnp-tv-z]{25}";

/** A prefixed, time-sortable id such as `mod_01jd4y3k6efq9b8c1m2n3p4q5r`: never a guessable number. */
export const typeIdSchema = (prefix: string, description: string) =>
  z
    .string()
    .max(prefix.length + 27)
    .regex(new RegExp(`^${prefix}_${TYPEID_SUFFIX}$`))
    .meta({ description, example: `${prefix}_01jd4y3k6efq9b8c1m2n3p4q5r` });

/** An id of one of several kinds, such as a `tok_…` or an `oac_…` id: the same TypeID shape, any of the prefixes. */
export const typeIdOfSchema = (prefixes: string[], description: string) =>
  z
    .string()
    .max(Math.max(...prefixes.map((prefix) => prefix.length)) + 27)
    .regex(new RegExp(`^(?:${prefixes.join("|")})_${TYPEID_SUFFIX}$`))
    .meta({ description, example: `${prefixes[0]}_01jd4y3k6efq9b8c1m2n3p4q5r` });

/** A query parameter's number as decimal digits; anything else stays text, which the number schema refuses. `Number()` would also take `0x10`, `1e1`, ` 5` and `""`. */
const decimalDigits = (value: unknown) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** `limit` of a cursor-paged list: a whole number from 1 to `max`, in decimal digits, 50 when left out. */
export const pageSizeSchema = (max: number) =>
  z
    .preprocess(decimalDigits, z.number({ error: `Must be a whole number from 1 to ${max}, in decimal digits.` }).int().min(1).max(max))
    .default(50)
    // The default is named again for the document, which renders no default of a preprocessed schema.
    .meta({ description: `Page size, 1 to ${max}.`, example: 50, format: "int32", override: { default: 50 } });

/** `limit` and `cursor` of every cursor-paged list. */
export const pageQuerySchema = z.object({
  limit: pageSizeSchema(200),
  cursor: z.string().min(1).max(512).optional().meta({ description: "Opaque cursor from a previous page's `next_cursor`." }),
});

export const pageMetaShape = {
  next_cursor: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9._~-]+$/)
    .nullable()
    .meta({ description: "Pass as `cursor` to get the next page; null on the last page. Opaque and URL-safe." }),
  has_more: z.boolean().meta({ description: "Whether another page follows." }),
};

/** PostgreSQL has no year 0, and years past 9999 are not RFC 3339: both would fail in the query. */
const withinStorableYears = (instant: string) => {
  const year = new Date(instant).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

/** A list's `since`/`until`: RFC 3339 with an offset (`Z` or `±hh:mm`); fractional seconds up to microseconds are kept. */
export const timeBoundSchema = (description: string) =>
  z
    .string()
    .datetime({ offset: true })
    .max(35)
    .refine(withinStorableYears, "Must be between the years 0001 and 9999.")
    .optional()
    .meta({ description, example: "2026-11-01T00:00:00Z" });

