import { readLimitedBody } from "../../platform/http/read-limited-body";
import { OAuthError } from "../../domains/oauth/oauth-error";

const MAX_FORM_BYTES = 64 * 1024;

/**
 * The `application/x-www-form-urlencoded` body the OAuth endpoints take (RFC 6749 §3.2). A
 * parameter sent twice is refused (§3.2: "MUST NOT be included more than once"), as is an
 * empty value, which the RFC treats as omitted.
 */
export async function readOAuthForm(request: Request): Promise<Map<string, string>> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    throw new OAuthError("invalid_request", "Send the parameters as application/x-www-form-urlencoded.");
  }
  const bytes = await readLimitedBody(request, MAX_FORM_BYTES);
  if (bytes.length > MAX_FORM_BYTES) throw new OAuthError("invalid_request", `The body must be at most ${MAX_FORM_BYTES} bytes.`);
  const form = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(bytes.toString("utf8"))) {
    if (form.has(name)) throw new OAuthError("invalid_request", `The parameter ${name} is given more than once.`);
    if (value !== "") form.set(name, value);
  }
  return form;
}
