// The one redaction list of the request log: what is stored, shown on the Requests page, served
// by GET /v1/requests and exported passes through here first (redact-secrets.test.ts covers it).
// Two nets: any member or parameter *named* like a secret loses its value, and any value that
// *looks* like one of our secrets (by its prefix) is masked wherever it appears, so a secret
// under an innocent name (`"description": "whsec_…"`) does not slip through either.

export const REDACTED = "[redacted]";

/** Names whose values are secrets: tokens, signing and client secrets, passwords, keys, assertions. */
const SECRET_NAME = /(token|secret|passw(or)?d|passphrase|pwd|authorization|api[_-]?key|private|credential|assertion|signature|code_verifier|cookie|session)/i;

/** `auth` as a word of a name (`auth`, `basic_auth`, `authHeader`), not inside one (`author`, `oauth_client_id`). */
const AUTH_WORD = /(?:^|[^A-Za-z])[aA]uth(?![a-z])|[a-z]Auth(?![a-z])|(?:^|[^A-Za-z])AUTH(?![A-Za-z])/;

/**
 * Names that only describe a secret: when it was made, rotated or expires (`secret_rotated_at`,
 * `previous_token_expires_at`), which kind it is, or the few characters it is recognised by
 * (`token_hint`, `token_prefix`). Our own answers carry these, and the log shows them.
 */
const ABOUT_A_SECRET = /(?:[_-](?:at|hint|prefix|type)|[a-z](?:At|Hint|Prefix|Type))$/;

/** Our secrets by their prefixes (access tokens, client secrets, dashboard credentials, module tokens, webhook secrets), and JWTs. */
const SECRET_VALUE = /\b(?:mis_(?:at|cs|dc)_|cpt_|whsec_)[A-Za-z0-9_\-+/=.]+|\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** At most this many bytes of a body are kept. */
export const BODY_CAP_BYTES = 8 * 1024;

export const isSecretName = (name: string): boolean => (SECRET_NAME.test(name) || AUTH_WORD.test(name)) && !ABOUT_A_SECRET.test(name);

/** A secret-named parameter of a URL inside a text (`https://example.com/hook?secret=…`): its value. */
const SECRET_URL_PARAMETER = /([?&;]([^=&#\s"'<>]{1,64})=)([^&#\s"'<>]*)/g;

/** What every masked value starts with (SECRET_VALUE) or holds (SECRET_URL_PARAMETER): a text with neither has nothing to mask. */
const MIGHT_HOLD_A_SECRET = /mis_(?:at|cs|dc)_|cpt_|whsec_|eyJ|=/;

/**
 * A text with every secret-looking value masked, and every secret-named parameter of a URL in it.
 * The common text, with nothing to mask (every request's headers and path come here), is one scan.
 */
export const maskSecretValues = (text: string): string =>
  MIGHT_HOLD_A_SECRET.test(text)
    ? text.replace(SECRET_VALUE, REDACTED).replace(SECRET_URL_PARAMETER, (parameter, head: string, name: string) => (isSecretName(name) ? `${head}${REDACTED}` : parameter))
    : text;

/**
 * A URL path with a secret-looking segment masked, segment by segment (a secret's own characters
 * include `/`). Every request's path comes here: the common one, with nothing to mask, is one scan.
 */
export const maskSecretPathSegments = (path: string): string => (MIGHT_HOLD_A_SECRET.test(path) ? path.split("/").map(maskSecretValues).join("/") : path);

/** `"password": "…"` and the like in text that does not parse as JSON; an unterminated value is masked to the end. */
const maskSecretMembers = (text: string): string =>
  text.replace(/"([^"\\]{1,64})"(\s*:\s*)("(?:[^"\\]|\\.)*("|$)|[^,}\]\s]+)/g, (member, name: string, colon: string) =>
    isSecretName(name) ? `"${name}"${colon}"${REDACTED}"` : member,
  );

function redactValue(value: unknown): unknown {
  if (typeof value === "string") return maskSecretValues(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretName(key) ? REDACTED : redactValue(inner)]));
  }
  return value;
}

/** Form-encoded text or a query string, each secret-named parameter's value replaced. */
export function redactFormText(text: string): string {
  if (!text) return text;
  const params = new URLSearchParams(text);
  for (const [name] of [...params]) if (isSecretName(name)) params.set(name, REDACTED);
  return maskSecretValues(params.toString());
}

/**
 * A body as the log keeps it: JSON with secret members redacted, a form likewise, anything else
 * with secret-looking values masked; then cut to 8 KiB (on a character boundary, marked).
 */
export function redactBody(text: string, contentType: string | null): string {
  let redacted: string;
  if (contentType?.includes("json")) {
    try {
      redacted = JSON.stringify(redactValue(JSON.parse(text)));
    } catch {
      // Not JSON as a whole (malformed, or cut at the read limit): secret-named members by pattern.
      redacted = maskSecretValues(maskSecretMembers(text));
    }
  } else if (contentType?.includes("application/x-www-form-urlencoded")) {
    redacted = redactFormText(text);
  } else {
    redacted = maskSecretValues(text);
  }
  return capBytes(redacted, BODY_CAP_BYTES);
}

const TRUNCATED = "…[truncated]";

export function capBytes(text: string, cap: number): string {
  if (Buffer.byteLength(text) <= cap) return text;
  const room = cap - Buffer.byteLength(TRUNCATED);
  // Cut by bytes, then drop a half character the cut may have left.
  return Buffer.from(text).subarray(0, room).toString("utf8").replace(/\uFFFD$/, "") + TRUNCATED;
}

/** The request headers worth showing; Authorization as `Bearer $TOKEN` (or `Basic $CREDENTIALS`), never its value. */
const SHOWN_HEADERS = ["accept", "content-type", "content-length", "api-version", "idempotency-key", "if-none-match", "user-agent", "authorization"];

/** An Authorization value's scheme, its first word. */
const BEARER_SCHEME = /^\s*bearer(?:\s|$)/i;
const BASIC_SCHEME = /^\s*basic(?:\s|$)/i;

export function redactHeaders(headers: Headers): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = headers.get(name);
    if (value === null) continue;
    if (name === "authorization") {
      shown[name] = BEARER_SCHEME.test(value) ? "Bearer $TOKEN" : BASIC_SCHEME.test(value) ? "Basic $CREDENTIALS" : REDACTED;
    } else {
      shown[name] = maskSecretValues(value).slice(0, 512);
    }
  }
  return shown;
}
