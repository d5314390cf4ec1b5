import { describe, expect, it } from "vitest";
import { signInMethodOf, signInOrigin } from "./sign-in-method";

// The method a session record names: what the sign-in step said, else the provider's.

describe("signInMethodOf", () => {
  it("takes the method the sign-in step set, else the provider's", () => {
    expect(signInMethodOf({ signInMethod: "passkey" }, { provider: "password" })).toBe("passkey");
    expect(signInMethodOf({}, { provider: "oidc" })).toBe("oidc");
    expect(signInMethodOf({}, { provider: "password" })).toBe("password");
    expect(signInMethodOf({ signInMethod: "" }, null)).toBe("password");
  });

  it("records no origin outside a request rather than failing the sign-in", async () => {
    expect(await signInOrigin()).toEqual({});
  });
});
