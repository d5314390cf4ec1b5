import type { FieldError } from "../errors/app-error";
import { escapePointerSegment } from "./json-pointer";

/**
 * How deeply arrays and objects may nest in a request body. No operation's schema goes past a
 * few levels; the limit keeps every later walk of the value (ours, zod's) shallow, whatever a
 * client fits into 64 KiB (about 32 000 levels of `[`).
 */
export const MAX_JSON_NESTING = 32;

interface Pending {
  value: unknown;
  pointer: string;
  /** How many arrays and objects enclose `value`. */
  depth: number;
}

/**
 * The first array or object, in document order, nested deeper than `maxDepth` (the outermost
 * container is level 1), as a field error; null when there is none. Walks with its own stack,
 * so no depth of input can overflow the call stack.
 */
export function excessiveNestingError(value: unknown, maxDepth = MAX_JSON_NESTING, base = "#"): FieldError | null {
  const pending: Pending[] = [{ value, pointer: base, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== "object") continue;
    if (next.depth >= maxDepth) return { pointer: next.pointer, detail: `Arrays and objects must not nest more than ${maxDepth} levels deep.` };
    // Pushed last to first, so the walk pops them in document order.
    const entries = Object.entries(next.value);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, pointer: `${next.pointer}/${escapePointerSegment(key)}`, depth: next.depth + 1 });
    }
  }
  return null;
}
