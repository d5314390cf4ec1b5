import { describe, expect, it } from "vitest";
import { BODY_CAP_BYTES, REDACTED, capBytes, isSecretName, maskSecretPathSegments, redactBody, redactFormText, redactHeaders } from "./redact-secrets";

// The one redaction list: every kind of secret this product issues or receives, under a secret
// name or an innocent one, in JSON, forms, query strings and headers, and the 8 KiB cap.

const secrets = {
  accessToken: "mis_at_3fQ9kLm2Pq8Rt5Vw7Xy1Za4Bc6De0Fg2Hj_9x",
  clientSecret: "mis_cs_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
  dashboardCredential: "mis_dc_eyJhIjoxfQ.c2ln",
  webhookSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  moduleToken: "cpt_9f8e7d6c5b4a3210",
  jwt: "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJvYWNfMSJ9.c2lnbmF0dXJl",
};

describe("redaction", () => {
  it("names secrets by their names", () => {
    for (const name of ["token", "access_token", "secret", "client_secret", "signing_secret", "password", "Authorization", "api_key", "apiKey", "private_key", "client_assertion", "refresh_token", "code_verifier"]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ["passphrase", "db_password", "pwd", "auth", "basic_auth", "authHeader", "basicAuth", "x-auth", "X_AUTH", "secretformat", "password_hat", "tokentype"]) expect(isSecretName(name), name).toBe(true);
    // What only describes a secret (when, which kind, how it is recognised) stays readable.
    for (const name of ["token_hint", "previous_token_expires_at", "secret_rotated_at", "previous_secret_expires_at", "token_type", "token_prefix", "tokenHint", "secretRotatedAt", "client_assertion_type"]) {
      expect(isSecretName(name), name).toBe(false);
    }
    for (const name of ["url", "events", "description", "name", "grace_period_seconds", "limit", "scope", "grant_type", "client_id", "code", "request_id", "author", "oauth_client_id", "authority", "OAuth"]) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it("keeps no secret of a JSON body, nested, in arrays, or under an innocent name", () => {
    const body = {
      url: "https://example.com/hook",
      secret: secrets.webhookSecret,
      nested: { token: "anything at all", list: [secrets.accessToken, { client_secret: secrets.clientSecret }] },
      description: `rotate ${secrets.moduleToken} and ${secrets.dashboardCredential}, assertion ${secrets.jwt}`,
    };
    const redacted = redactBody(JSON.stringify(body), "application/json");
    for (const secret of Object.values(secrets)) expect(redacted).not.toContain(secret);
    expect(redacted).not.toContain("anything at all");
    expect(JSON.parse(redacted)).toMatchObject({ url: "https://example.com/hook", secret: REDACTED, nested: { token: REDACTED } });
  });

  it("keeps no secret of a form, a query string, a text body or malformed JSON", () => {
    const form = `grant_type=client_credentials&client_id=oac_1&client_secret=${secrets.clientSecret}&client_assertion=${secrets.jwt}`;
    const redacted = redactBody(form, "application/x-www-form-urlencoded");
    expect(redacted).toContain("client_id=oac_1");
    for (const secret of Object.values(secrets)) expect(redacted).not.toContain(secret);
    expect(redactFormText(`token=${secrets.accessToken}&limit=5`)).toBe(`token=${encodeURIComponent(REDACTED)}&limit=5`);
    expect(redactBody(`{"secret": "${secrets.webhookSecret}"`, "application/json")).not.toContain(secrets.webhookSecret);
    // Cut at the read limit, so not JSON: secret-named members still go, even unterminated ones.
    const cut = redactBody(`{"url": "https://example.com", "password": "hunter2", "api_key": 12345, "token": "abc-unterminat`, "application/json");
    expect(cut).toContain('"url": "https://example.com"');
    for (const value of ["hunter2", "12345", "abc-unterminat"]) expect(cut).not.toContain(value);
    expect(redactBody(`key ${secrets.accessToken}`, "text/plain")).toBe(`key ${REDACTED}`);
  });

  it("masks a secret-named parameter of a URL inside a value, and keeps the rest of the URL", () => {
    const body = { url: "https://example.com/hook?secret=plainvalue34&tenant=7", notes: "see https://x.test/a?b=1&api_key=k3y#top" };
    const redacted = JSON.parse(redactBody(JSON.stringify(body), "application/json"));
    expect(redacted).toEqual({ url: `https://example.com/hook?secret=${REDACTED}&tenant=7`, notes: `see https://x.test/a?b=1&api_key=${REDACTED}#top` });
  });

  it("masks every kind of secret pasted into a path, segment by segment, and leaves an ordinary path as it is", () => {
    for (const secret of Object.values(secrets)) {
      expect(maskSecretPathSegments(`/v1/modules/${secret}/sync`)).toBe(`/v1/modules/${REDACTED}/sync`);
    }
    // A secret's own characters include `/`: the mask stops at the segment's end.
    expect(maskSecretPathSegments("/v1/x/mis_at_ab/cd/efg")).toBe(`/v1/x/${REDACTED}/cd/efg`);
    expect(maskSecretPathSegments("/v1/hooks;token=plainvalue34")).toBe(`/v1/hooks;token=${REDACTED}`);
    for (const path of ["/v1/modules/mod_01jd8m3v2k9x7q4w5e6r7t8y9z/sync", "/oauth/token", "/v1/webhooks/whk_01/deliveries", "/v1/a;b=1"]) {
      expect(maskSecretPathSegments(path)).toBe(path);
    }
  });

  it("shows Authorization by its scheme only", () => {
    const headers = redactHeaders(new Headers({ authorization: `Bearer ${secrets.accessToken}`, accept: "application/json", cookie: "session=1" }));
    expect(headers).toEqual({ authorization: "Bearer $TOKEN", accept: "application/json" });
    expect(redactHeaders(new Headers({ authorization: "Basic b2FjOnNlY3JldA==" })).authorization).toBe("Basic $CREDENTIALS");
  });

  it("caps a body at 8 KiB, on a character boundary", () => {
    const long = "é".repeat(10_000);
    const capped = redactBody(long, "text/plain");
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(BODY_CAP_BYTES);
    expect(capped.endsWith("…[truncated]")).toBe(true);
    expect(capped).not.toContain("\uFFFD");
    expect(capBytes("short", BODY_CAP_BYTES)).toBe("short");
  });
});
