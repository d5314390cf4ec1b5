// WebAuthn binds a passkey to the site's domain (the RP ID) and checks the origin the browser
// signed for: both come from the public origin the app already computes (PUBLIC_ORIGIN, or the
// request as the browser made it; lib/platform/http/public-origin.ts), never from a listening address.

export interface RelyingParty {
  rpID: string;
  rpName: string;
  /** The exact origin (scheme, host, port) the browser must report. */
  origin: string;
}

export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { rpID: url.hostname, rpName: "Integrations", origin: url.origin };
}
