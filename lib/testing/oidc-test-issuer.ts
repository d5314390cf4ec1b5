import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// A real OpenID Connect provider (panva's oidc-provider) over http on loopback, for service tests
// of the relying party's own logic. It issues access tokens without a browser (the grant is made
// in-process), so a test can ask its UserInfo endpoint as the app does after a code exchange.
// Its configuration is oidc-provider's default but for the claims of each scope, so UserInfo,
// not the ID token, carries `email`, `email_verified` and `name` (OIDC Core §5.4).

interface TestIssuerPerson {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcTestIssuer {
  issuer: string;
  clientId: string;
  person: (sub: string, claims: TestIssuerPerson) => void;
  /** An access token for `sub` with the openid, email and profile scopes, as a code exchange would give. */
  accessTokenFor: (sub: string) => Promise<string>;
  stop: () => Promise<void>;
}

const clientId = "service-test-client";

/** Listens on OIDC_TEST_PORT, or a port the system picks. */
export async function startOidcTestIssuer(): Promise<OidcTestIssuer> {
  const people = new Map<string, TestIssuerPerson>();
  let handle: http.RequestListener = (_request, response) => void response.writeHead(503).end();
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(Number(process.env.OIDC_TEST_PORT ?? 0), "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: randomBytes(24).toString("hex"), redirect_uris: ["http://127.0.0.1/callback"] }],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid: "service-test" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_context, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.name }) };
    },
  });
  handle = provider.callback();
  const scope = "openid email profile";
  return {
    issuer,
    clientId,
    person: (sub, claims) => void people.set(sub, claims),
    async accessTokenFor(sub) {
      const client = await provider.Client.find(clientId);
      const grant = new provider.Grant({ accountId: sub, clientId });
      grant.addOIDCScope(scope);
      const grantId = await grant.save();
      return new provider.AccessToken({ accountId: sub, client: client!, grantId, scope, gty: "authorization_code" }).save();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
