import { generateKeyPairSync, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import https from "node:https";
import Provider from "oidc-provider";
import { e2eOidcCertificate, e2eOidcClient, e2eOidcIssuer, e2eOidcPort, e2eOidcRedirectUris } from "./e2e-oidc";
import { currentLane } from "./e2e-lanes";

// A real OpenID Connect provider for the specs (panva's oidc-provider, certified by the OpenID
// Foundation), over https on the run's fixed port. People sign in on its own development login
// page (any password), typing their login; the spec decides what the provider says about each
// login (e-mail, verified or not) with `person`.

export interface ProviderPerson {
  email: string;
  emailVerified: boolean;
  name?: string;
  /** The provider fails the code exchange for this person (a server_error at its token endpoint). */
  failCodeExchange?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  /** What the provider says about `login` (its `sub`) from now on. */
  person: (login: string, claims: ProviderPerson) => void;
  stop: () => Promise<void>;
}

/**
 * How the provider places the scopes' claims. `userinfo` is oidc-provider's default
 * (conformIdTokenClaims: true): with an access token issued, `email`, `email_verified` and `name`
 * come from UserInfo alone (OIDC Core §5.4). `id-token` puts them in the ID token as well.
 */
export type ProviderClaimsPlacement = "userinfo" | "id-token";
export const providerClaimsPlacements: ProviderClaimsPlacement[] = ["id-token", "userinfo"];

/** Starts the provider on the port of the lane whose spec runs now, where that lane's servers look for it. */
export async function startTestOidcProvider(placement: ProviderClaimsPlacement): Promise<TestOidcProvider> {
  const lane = currentLane();
  const people = new Map<string, ProviderPerson>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(e2eOidcIssuer(lane), {
    clients: [
      {
        client_id: e2eOidcClient.clientId,
        client_secret: e2eOidcClient.clientSecret,
        redirect_uris: e2eOidcRedirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid: "e2e" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    ...(placement === "id-token" ? { conformIdTokenClaims: false } : {}),
    features: { devInteractions: { enabled: true } },
    async findAccount(_context, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        // Claims are read when the tokens are made, at the code exchange.
        claims: async () => {
          if (person.failCodeExchange) throw new Error("the test asked this provider to fail the code exchange");
          return { sub, email: person.email, email_verified: person.emailVerified, name: person.name ?? person.email };
        },
      };
    },
  });
  // Its development warnings (dev interactions, in-memory storage) say nothing about the app.
  provider.on("server_error", (_context, error) => {
    if (!String(error).includes("asked this provider to fail")) console.error("oidc-provider:", error);
  });
  const server = https.createServer({ cert: readFileSync(e2eOidcCertificate.certFile), key: readFileSync(e2eOidcCertificate.keyFile) }, provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(e2eOidcPort(lane), "127.0.0.1", () => resolve());
  });
  return {
    issuer: e2eOidcIssuer(lane),
    person: (login, claims) => void people.set(login, claims),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
