import type { FieldError } from "../../platform/errors/app-error";
import { escapePointerSegment } from "../../platform/http/json-pointer";

// PostgreSQL's text cannot hold U+0000, and UTF-8 has no encoding for a lone surrogate: such a
// string would fail deep in a query (a 500) or be silently mangled. Refuse it at the edge.

const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorableText = (text: string) => !NUL_OR_LONE_SURROGATE.test(text);

type Pending = { value: unknown; pointer: string } | { error: FieldError };

/**
 * Every string (key or value) in a parsed JSON value that PostgreSQL cannot store, as field
 * errors in document order. Walks with its own stack rather than recursion: a client's nesting
 * must never decide how deep our call stack goes.
 */
export function unstorableTextErrors(value: unknown, pointer = "#"): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Pending[] = [{ value, pointer }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if ("error" in next) {
      errors.push(next.error);
    } else if (typeof next.value === "string") {
      if (!isStorableText(next.value)) errors.push({ pointer: next.pointer, detail: "Must not contain NUL characters or unpaired surrogates." });
    } else if (next.value !== null && typeof next.value === "object") {
      // Pushed last to first, so the walk pops them in document order.
      const entries = Object.entries(next.value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        const at = `${next.pointer}/${escapePointerSegment(key)}`;
        pending.push(isStorableText(key) ? { value: child, pointer: at } : { error: { pointer: at, detail: "Field names must not contain NUL characters or unpaired surrogates." } });
      }
    }
  }
  return errors;
}
