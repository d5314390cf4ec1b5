import { afterEach, describe, expect, it, vi } from "vitest";
import { createAccount } from "../../domains/accounts/create-account";
import { systemActor } from "../../domains/audit/actor";
import { newId } from "../../platform/ids";
import { createOAuthClient } from "../../domains/oauth-clients/create-oauth-client";
import { CLIENT_AUTH_THROTTLE } from "../../domains/oauth/client-authentication-throttle";
import { basicAuthorization, formRequest } from "../../domains/oauth/testing/oauth-requests";
import { oauthApp } from "./oauth-app";

// Failed client authentication at the OAuth endpoints, throttled per (client, address) and per
// address, on the in-memory limiter (the one a process without REDIS_URL uses). The window is
// passed by moving the clock the limiter reads.

const actor = systemActor();
const { pairFailures, addressFailures, windowSeconds } = CLIENT_AUTH_THROTTLE;

afterEach(() => {
  vi.useRealTimers();
});

async function secretClient(slug: string) {
  const account = await createAccount({ actor, slug, name: slug });
  const { client, secret } = await createOAuthClient({ accountId: account.id, actor, name: "ERP job", scopes: ["read"], authentication: { method: "client_secret" } });
  return { clientId: client.id, secret: secret! };
}

const tokenRequest = (clientId: string, secret: string, ip: string) =>
  oauthApp.fetch(
    formRequest("/oauth/token", { grant_type: "client_credentials" }, { ...basicAuthorization(clientId, secret), "x-forwarded-for": ip }),
  );

/** A well-formed secret that is not the client's (the format check passes, the hash does not match). */
const wrongSecret = (secret: string) => secret.slice(0, -4) + (secret.endsWith("AAAA") ? "BBBB" : "AAAA");

async function refusal(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get("www-authenticate")).toMatch(/^Basic realm="oauth"/);
  const body = (await response.json()) as { error: string; error_description: string };
  expect(body.error).toBe("invalid_client");
  return { retryAfter: response.headers.get("retry-after"), description: body.error_description };
}

describe("throttling failed client authentication", () => {
  it("throttles 50 wrong secrets in a row, blocks the right one from that address until the window passes, not from another", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { clientId, secret } = await secretClient("throttle-pair");
    const answers = [];
    for (let attempt = 0; attempt < 50; attempt++) answers.push(await refusal(await tokenRequest(clientId, wrongSecret(secret), "198.51.100.20")));
    // The first ones are checked and refused as wrong; from then on refused unchecked, with the wait.
    expect(answers.slice(0, pairFailures).every((answer) => answer.retryAfter === null)).toBe(true);
    expect(new Set(answers.slice(0, pairFailures).map((answer) => answer.description))).toEqual(new Set(["The client id or secret is not valid."]));
    for (const answer of answers.slice(pairFailures)) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowSeconds);
      expect(answer.description).toMatch(/^Too many failed client authentications\. Try again in \d+ s\.$/);
    }

    // The right secret from the blocked address is refused too (it is not even checked)…
    expect((await refusal(await tokenRequest(clientId, secret, "198.51.100.20"))).retryAfter).not.toBeNull();
    // …but the same client from another address is not held back by those failures.
    expect((await tokenRequest(clientId, secret, "198.51.100.21")).status).toBe(200);

    // Once the window has passed, the right secret works from the blocked address again.
    vi.setSystemTime(Date.now() + (windowSeconds + 1) * 1000);
    expect((await tokenRequest(clientId, secret, "198.51.100.20")).status).toBe(200);
    // A success clears the count: the next failure is checked, not throttled.
    expect((await refusal(await tokenRequest(clientId, wrongSecret(secret), "198.51.100.20"))).retryAfter).toBeNull();
  });

  it("blocks an address that fails for many clients, whatever the client, and counts unknown client ids", async () => {
    const { clientId, secret } = await secretClient("throttle-address");
    for (let attempt = 0; attempt < addressFailures; attempt++) await refusal(await tokenRequest(newId("oac"), "not-a-secret", "198.51.100.30"));
    expect(Number((await refusal(await tokenRequest(clientId, secret, "198.51.100.30"))).retryAfter)).toBeGreaterThan(0);
    expect((await tokenRequest(clientId, secret, "198.51.100.31")).status).toBe(200);
  });

  it("throttles the introspection endpoint's client authentication the same way", async () => {
    const { clientId, secret } = await secretClient("throttle-introspect");
    const introspect = (secretTried: string) =>
      oauthApp.fetch(
        formRequest("/oauth/introspect", { token: "mis_at_x" }, { ...basicAuthorization(clientId, secretTried), "x-forwarded-for": "198.51.100.40" }),
      );
    for (let attempt = 0; attempt < pairFailures; attempt++) expect((await refusal(await introspect(wrongSecret(secret)))).retryAfter).toBeNull();
    expect(Number((await refusal(await introspect(secret))).retryAfter)).toBeGreaterThan(0);
  });
});
