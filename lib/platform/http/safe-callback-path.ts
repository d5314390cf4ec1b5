// An origin no request ever has, for resolving a path the way a browser will.
const PLACEHOLDER_ORIGIN = "http://callback.invalid";

/**
 * Where to go after sign-in: only a path on this site, never another origin (open redirect).
 * The value is resolved as the browser will resolve the `Location` it ends up in, which drops
 * tabs and newlines and reads `\` as `/`: `/\t/evil.example` becomes `//evil.example`, another
 * host, so prefix checks on the raw text are not enough. What is returned is the resolved path,
 * query and fragment, serialised (percent-encoded), so nothing the browser would reinterpret remains.
 */
export function safeCallbackPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || !URL.canParse(value, PLACEHOLDER_ORIGIN)) return "/";
  const resolved = new URL(value, PLACEHOLDER_ORIGIN);
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return "/";
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Auth.js's redirect callback: a path on this site or an address of its origin, else the site's
 * root. An address that is no URL at all (`http://localhost:3900.evil.example/`, a port followed by
 * a host) goes home quietly: Auth.js's own callback threw `TypeError: Invalid URL` on it.
 */
export function sameOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return `${baseUrl}${url}`;
  return URL.canParse(url) && new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
}

/** True for a path on this site or an address of `origin`: the callbackUrl Auth.js may be handed. */
export function isOwnCallbackUrl(value: string, origin: string): boolean {
  return sameOriginRedirect({ url: value, baseUrl: origin }) !== origin || value === origin;
}
