// Values as fields of PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html,
// "Text Format"): a row is its fields joined by tabs and ended by a newline, NULL is `\N`, and a
// backslash, tab, newline or carriage return inside a value is written as a backslash escape.
// PostgreSQL's text cannot hold U+0000 at all: it is kept as U+FFFD, so one value can never fail
// the rows sent with it.

const NEEDS_ESCAPE = /[\\\t\n\r\0]/;
const ESCAPED = /[\\\t\n\r\0]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r", "\0": "\uFFFD" };

function escapeText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (character) => ESCAPES[character]!) : text;
}

/** An array literal (`{"read","write"}`): every element quoted, so commas, braces and spaces stay inside it. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => (value === null || value === undefined ? "NULL" : `"${String(value).replace(/["\\]/g, "\\$&")}"`));
  return `{${elements.join(",")}}`;
}

/** JSON for a json or jsonb field; a NUL, which jsonb refuses even escaped, kept as U+FFFD like any text's. */
function jsonText(value: unknown): string {
  const json = JSON.stringify(value);
  return json.includes("\\u0000") ? JSON.stringify(value, (_key, member: unknown) => (typeof member === "string" ? member.replaceAll("\0", "\uFFFD") : member)) : json;
}

/** One value as a COPY text field: text, numbers, booleans, dates, arrays of scalars, and JSON objects. */
function copyTextField(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") return escapeText(value);
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return escapeText(jsonText(value));
}

/** One row: its fields in the order of the COPY statement's columns. */
export function copyTextRow(values: readonly unknown[]): string {
  let line = values.length > 0 ? copyTextField(values[0]) : "";
  for (let index = 1; index < values.length; index++) line += `\t${copyTextField(values[index])}`;
  return `${line}\n`;
}
