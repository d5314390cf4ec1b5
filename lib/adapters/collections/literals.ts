// JSON values written as Python and PHP source, for generated code and code samples.

const pad = (depth: number) => "    ".repeat(depth);

/** `{"a": [1, True, None]}`: a JSON value as a Python literal. */
export function pythonLiteral(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number" || typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[${value.map((item) => pythonLiteral(item, depth)).join(", ")}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item]) => `${pad(depth + 1)}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`);
  return `{\n${lines.join("\n")}\n${pad(depth)}}`;
}

const phpString = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** `['a' => [1, true, null]]`: a JSON value as a PHP literal (objects become associative arrays). */
export function phpLiteral(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return phpString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[${value.map((item) => phpLiteral(item, depth)).join(", ")}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "[]";
  const lines = entries.map(([key, item]) => `${pad(depth + 1)}${phpString(key)} => ${phpLiteral(item, depth + 1)},`);
  return `[\n${lines.join("\n")}\n${pad(depth)}]`;
}

/** A string as a single-quoted shell word. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
