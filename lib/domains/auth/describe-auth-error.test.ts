import { describe, expect, it } from "vitest";
import { describeAuthError } from "./describe-auth-error";

// Auth.js wraps the real failure as `cause.err`; the log line must reach it, and keep nothing
// but names, messages, codes and OAuth error fields.

describe("describeAuthError", () => {
  it("walks Auth.js' wrapper down to the provider's OAuth error, without the body or the response", () => {
    const providerAnswer = Object.assign(new Error('server responded with an error in the response body'), {
      name: "ResponseBodyError",
      code: "OAUTH_RESPONSE_BODY_ERROR",
      error: "invalid_grant",
      error_description: "grant request is invalid",
      status: 400,
      cause: { error: "invalid_grant", access_token: "never-logged" },
      response: { headers: { "set-cookie": "never-logged" } },
    });
    const wrapped = Object.assign(new Error("Read more at https://errors.authjs.dev#callbackrouteerror"), {
      type: "CallbackRouteError",
      cause: { err: providerAnswer, provider: "oidc" },
    });
    const described = describeAuthError(wrapped);
    expect(described).toEqual({
      type: "CallbackRouteError",
      message: "Read more at https://errors.authjs.dev#callbackrouteerror",
      provider: "oidc",
      causes: [
        { name: "ResponseBodyError", message: "server responded with an error in the response body", code: "OAUTH_RESPONSE_BODY_ERROR", error: "invalid_grant", error_description: "grant request is invalid", status: 400 },
      ],
    });
    expect(JSON.stringify(described)).not.toContain("never-logged");
  });

  it("keeps only the status of a provider's non-conform answer", () => {
    const answer = { status: 500, headers: { "set-cookie": "never-logged" }, body: "never-logged" };
    const nonConform = Object.assign(new Error('"response" is not a conform Token Endpoint response'), { code: "OAUTH_RESPONSE_IS_NOT_CONFORM", cause: answer });
    const wrapped = Object.assign(new Error("Read more at https://errors.authjs.dev#callbackrouteerror"), { type: "CallbackRouteError", cause: { err: nonConform, provider: "oidc" } });
    const described = describeAuthError(wrapped);
    expect(described.causes).toEqual([{ name: "Error", message: '"response" is not a conform Token Endpoint response', code: "OAUTH_RESPONSE_IS_NOT_CONFORM", status: 500 }]);
    expect(JSON.stringify(described)).not.toContain("never-logged");
  });

  it("follows plain Error causes, such as fetch's certificate failure", () => {
    const certificate = Object.assign(new Error("self-signed certificate"), { code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
    const fetchFailed = new TypeError("fetch failed", { cause: certificate });
    const wrapped = Object.assign(new Error("Read more at https://errors.authjs.dev#signinerror"), { type: "SignInError", cause: { err: fetchFailed } });
    expect(describeAuthError(wrapped).causes).toEqual([
      { name: "TypeError", message: "fetch failed" },
      { name: "Error", message: "self-signed certificate", code: "DEPTH_ZERO_SELF_SIGNED_CERT" },
    ]);
  });
});
