// The OAuth 2.0 client credentials mode (RFC 6749 §4.4): the client obtains its own short-lived
// access tokens at `/oauth/token` with client_secret_basic, keeps each until shortly before it
// expires, and fetches a new one then, or at once when the API answers 401 (revoked early).

export interface ClientCredentials {
  /** The OAuth client's id (`oac_…`). */
  clientId: string;
  /** Its client secret (`mis_cs_…`). */
  clientSecret: string;
  /** Narrows the client's scope ceiling, e.g. "read". Default: the whole ceiling. */
  scope?: string;
  /** Fetch a new token this many seconds before the current one expires. Default 60. */
  refreshBeforeSeconds?: number;
}

/** The token endpoint refused the client: RFC 6749 §5.2 `error` and `error_description`. */
export class OAuthTokenError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, body: { error?: string; error_description?: string } | undefined) {
    super(body?.error_description ? `${body.error}: ${body.error_description}` : `token endpoint answered HTTP ${status}`);
    this.name = "OAuthTokenError";
    this.status = status;
    this.error = body?.error ?? "http_error";
  }
}

interface HeldToken {
  value: string;
  /** Epoch milliseconds after which a new one is fetched. */
  renewAt: number;
}

// RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined for Basic.
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, "+");

/** Wraps fetch so every request carries a current token of the client. */
export function clientCredentialsFetch(baseFetch: typeof fetch, tokenUrl: string, credentials: ClientCredentials): typeof fetch {
  const basic = btoa(`${formEncode(credentials.clientId)}:${formEncode(credentials.clientSecret)}`);
  const refreshBefore = (credentials.refreshBeforeSeconds ?? 60) * 1000;
  let held: Promise<HeldToken> | null = null;

  async function fetchToken(): Promise<HeldToken> {
    const body = new URLSearchParams({ grant_type: "client_credentials", ...(credentials.scope ? { scope: credentials.scope } : {}) });
    const response = await baseFetch(tokenUrl, {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    });
    const answer = (await response.json().catch(() => undefined)) as { access_token?: string; expires_in?: number; error?: string } | undefined;
    if (!response.ok || !answer?.access_token) throw new OAuthTokenError(response.status, answer);
    const lifetime = (answer.expires_in ?? 3600) * 1000;
    return { value: answer.access_token, renewAt: Date.now() + Math.max(lifetime - refreshBefore, lifetime / 2) };
  }

  /** A new token, unless another request already replaced `stale`: concurrent requests share one. */
  function renew(stale: Promise<HeldToken> | null): Promise<HeldToken> {
    if (held && held !== stale) return held;
    const next = fetchToken();
    held = next;
    next.catch(() => {
      if (held === next) held = null;
    });
    return next;
  }

  return async (input, init) => {
    const request = new Request(input, init);
    const current = held;
    let token = await (current ?? renew(null));
    if (Date.now() >= token.renewAt) token = await renew(current);
    const send = (value: string) => {
      const attempt = request.clone();
      attempt.headers.set("Authorization", `Bearer ${value}`);
      return baseFetch(attempt);
    };
    const response = await send(token.value);
    if (response.status !== 401) return response;
    // Revoked or expired before its time: one new token, one more try.
    await response.body?.cancel();
    return send((await renew(held)).value);
  };
}
