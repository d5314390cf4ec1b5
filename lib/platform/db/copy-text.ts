// Values as fields of PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html,
// "Text Format"): a row is its fields joined by tabs and ended by a newline, NULL is `\N`, and a
// backslash, tab, newline or carriage return inside a value is written as a backslash escape.
// PostgreSQL's text cannot hold U+0000 at all: it is kept as U+FFFD, so one value can never fail
// the rows sent with it.
//
// Every request's log record passes through here (lib/domains/request-log/), so the common case
// is kept cheap: a timestamp reuses the text of its second (toISOString was a sixth of a row's cost).

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

// The last second a timestamp was written in, and its text up to the milliseconds: records come
// in time order, so nearly every one reuses it.
let cachedSecond = Number.NaN;
let cachedSecondText = "";

/** `2026-11-29T03:10:59.123Z`, as toISOString writes it. */
function timestampText(date: Date): string {
  const milliseconds = date.getTime();
  const second = Math.floor(milliseconds / 1000);
  if (second !== cachedSecond) {
    const iso = date.toISOString();
    // Years outside 0000–9999 are written with a sign and six digits: not cached.
    if (iso.length !== 24) return iso;
    cachedSecond = second;
    cachedSecondText = iso.slice(0, 20);
  }
  const millisecond = milliseconds - second * 1000;
  return `${cachedSecondText}${millisecond < 10 ? "00" : millisecond < 100 ? "0" : ""}${millisecond}Z`;
}

/** One value as a COPY text field: text, numbers, booleans, dates, arrays of scalars, and JSON objects. */
function copyTextField(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") return escapeText(value);
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return timestampText(value);
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return escapeText(jsonText(value));
}

/** A COPY column as a record holds it: its member, and the value written when the member is missing. */
export interface CopyColumn<Row> {
  key: keyof Row;
  fallback: unknown;
}

/** Writes a record as one COPY text row, its `columns` in order (the COPY statement's). */
export function copyTextRowEncoder<Row>(columns: readonly CopyColumn<Row>[]): (record: Row) => string {
  const keys = columns.map((column) => column.key);
  const fallbacks = columns.map((column) => column.fallback);
  return (record) => {
    let line = "";
    for (let index = 0; index < keys.length; index++) {
      if (index > 0) line += "\t";
      line += copyTextField(record[keys[index]!] ?? fallbacks[index]);
    }
    return `${line}\n`;
  };
}
