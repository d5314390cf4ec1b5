import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcTestIssuer, type OidcTestIssuer } from "../../testing/oidc-test-issuer";
import { readOidcIdentity } from "./read-oidc-identity";

// The identity the app maps, against a real oidc-provider with its default configuration: the
// ID token carries `sub` alone and UserInfo the e-mail claims (OIDC Core §5.4).

let provider: OidcTestIssuer;
beforeAll(async () => {
  provider = await startOidcTestIssuer();
  provider.person("sub-verified", { email: "ada@acme.test", emailVerified: true, name: "Ada" });
  provider.person("sub-unverified", { email: "pat@acme.test", emailVerified: false });
});
afterAll(() => provider?.stop());

const read = (idTokenClaims: Record<string, unknown>, accessToken: string | undefined) =>
  readOidcIdentity({ issuer: provider.issuer, clientId: provider.clientId, idTokenClaims, accessToken });

describe("readOidcIdentity", () => {
  it("completes an ID token without e-mail claims from UserInfo", async () => {
    const identity = await read({ sub: "sub-verified", iss: provider.issuer }, await provider.accessTokenFor("sub-verified"));
    expect(identity).toEqual({ subject: "sub-verified", email: "ada@acme.test", emailVerified: true, name: "Ada" });
    const unverified = await read({ sub: "sub-unverified" }, await provider.accessTokenFor("sub-unverified"));
    expect(unverified).toMatchObject({ subject: "sub-unverified", email: "pat@acme.test", emailVerified: false });
  });

  it("refuses UserInfo that speaks of another subject than the ID token", async () => {
    // An access token for someone else: UserInfo answers with their `sub`, which must not be used.
    const othersToken = await provider.accessTokenFor("sub-verified");
    await expect(read({ sub: "sub-unverified" }, othersToken)).rejects.toThrow(/sub/i);
  });

  it("asks nothing when the ID token has the e-mail claims", async () => {
    // A token UserInfo would refuse: reading the ID token alone, nothing is asked.
    const identity = await read({ sub: "sub-x", email: "x@acme.test", email_verified: "true", name: "X" }, "not-a-token-the-provider-issued");
    expect(identity).toEqual({ subject: "sub-x", email: "x@acme.test", emailVerified: true, name: "X" });
  });

  it("keeps the ID token's signed claims over UserInfo's, asking only for the missing one", async () => {
    const identity = await read({ sub: "sub-verified", email: "ada@acme.test" }, await provider.accessTokenFor("sub-verified"));
    expect(identity).toMatchObject({ email: "ada@acme.test", emailVerified: true });
  });

  it("refuses a token UserInfo does not accept", async () => {
    await expect(read({ sub: "sub-verified" }, "not-a-token-the-provider-issued")).rejects.toThrow();
  });
});
