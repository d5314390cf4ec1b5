import * as oauth from "oauth4webapi";
import type { OidcIdentity } from "../../platform/schemas/oidc-refusals";

// OIDC Core §5.4: when an access token is issued, the claims the `email` and `profile` scopes
// ask for may come from the UserInfo endpoint alone (oidc-provider's default,
// conformIdTokenClaims). Auth.js reads the ID token only, unless told `idToken: false`, which
// then always asks UserInfo and drops the ID token's claims: here UserInfo is asked only when
// the ID token lacks what the mapping needs, and its answer is used only for the ID token's `sub`.

export interface ReadOidcIdentityOptions {
  /** The provider's issuer, as configured (its discovery document names the UserInfo endpoint). */
  issuer: string;
  clientId: string;
  /** The validated ID token's claims, as Auth.js hands them to the signIn callback. */
  idTokenClaims: Record<string, unknown>;
  /** The access token from the same code exchange; UserInfo is asked with it. */
  accessToken: string | undefined;
}

/** Who the provider says signed in: from the ID token, completed from UserInfo where it lacks the e-mail claims. */
export async function readOidcIdentity(options: ReadOidcIdentityOptions): Promise<OidcIdentity> {
  const subject = options.idTokenClaims.sub;
  if (typeof subject !== "string" || !subject) throw new Error("The ID token has no sub claim.");
  const fromIdToken = options.idTokenClaims;
  const lacksEmailClaims = fromIdToken.email === undefined || fromIdToken.email_verified === undefined;
  const claims = lacksEmailClaims && options.accessToken ? { ...(await fetchUserInfo(options, subject)), ...definedClaims(fromIdToken) } : fromIdToken;
  return {
    subject,
    email: typeof claims.email === "string" ? claims.email : null,
    // Some providers send the claim as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: typeof claims.name === "string" ? claims.name : null,
  };
}

/** The ID token's claims that are present: a signed claim wins over UserInfo's. */
const definedClaims = (claims: Record<string, unknown>) => Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));

/** UserInfo's claims, refused (oauth4webapi throws) unless its `sub` is the ID token's (OIDC Core §5.3.2). */
async function fetchUserInfo(options: ReadOidcIdentityOptions, subject: string): Promise<Record<string, unknown>> {
  const issuer = new URL(options.issuer);
  // The issuer's scheme is the operator's choice (Auth.js itself accepts http): keep to it.
  const http = { [oauth.allowInsecureRequests]: issuer.protocol === "http:" };
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, http));
  const client = { client_id: options.clientId };
  const response = await oauth.userInfoRequest(as, client, options.accessToken!, http);
  return { ...(await oauth.processUserInfoResponse(as, client, subject, response)) };
}
