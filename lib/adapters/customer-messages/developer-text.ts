// What a customer must never read outside a "Details" disclosure: regular expressions, zod's
// own wording and snake_case codes. The message catalogue uses it to decide whether a detail
// written by a service (already a sentence) can be shown as it is.

const DEVELOPER_TEXT = [
  /\/\^|\$\//, // a regular expression literal
  /Invalid (string|input|option|type|enum|email|url|uuid)/i, // zod's defaults
  /must match pattern/i,
  /Too (big|small):/,
  /Unrecognized key/i,
  /\bExpected\b/,
  /\bReceived\b/,
  /\b[a-z]+_[a-z_]+\b/, // a snake_case code
  /#\/[a-z]/, // a JSON pointer
];

/** True when the text reads as a developer's message rather than a sentence for a customer. */
export function looksLikeDeveloperText(text: string): boolean {
  return DEVELOPER_TEXT.some((pattern) => pattern.test(text));
}
