import type { FieldError } from "../errors/app-error";

// PostgreSQL's text cannot hold U+0000, and UTF-8 has no encoding for a lone surrogate: such a
// string would fail deep in a query (a 500) or be silently mangled. Refuse it at the edge.

const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !NUL_OR_LONE_SURROGATE.test(text);

const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every string (key or value) in a parsed JSON value that PostgreSQL cannot store, as field errors. */
export function unstorableTextErrors(value: unknown, pointer = "#"): FieldError[] {
  if (typeof value === "string") {
    return isStorableText(value) ? [] : [{ pointer, detail: "Must not contain NUL characters or unpaired surrogates." }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextErrors(item, `${pointer}/${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = `${pointer}/${escapePointer(key)}`;
      return isStorableText(key) ? unstorableTextErrors(item, at) : [{ pointer: at, detail: "Field names must not contain NUL characters or unpaired surrogates." }];
    });
  }
  return [];
}
