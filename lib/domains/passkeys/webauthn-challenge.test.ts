import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { isAppError } from "../../platform/errors/app-error";
import { createUser } from "../users/create-user";
import { consumePasskeyChallenge } from "./passkey-challenge-throttle";
import { startPasskeyAssertion } from "./start-passkey-assertion";
import { startPasskeyRegistration } from "./start-passkey-registration";
import { takeChallenge } from "./webauthn-challenge";

// WebAuthn challenges: issued by the database (any instance may take the answer), single-use,
// five minutes, for one purpose and one user. The signatures themselves are checked in Chromium
// with its virtual authenticator (e2e/passkeys.spec.ts); here the response only carries the
// challenge back, as a browser's clientDataJSON does.

const publicOrigin = "https://app.example.test";
const answering = (challenge: string) => ({ response: { clientDataJSON: Buffer.from(JSON.stringify({ type: "webauthn.get", challenge })).toString("base64url") } });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

async function user() {
  const account = await createAccount({ actor: systemActor(), slug: `passkey-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`, name: "Passkeys" });
  return (await createUser({ accountId: account.id, actor: systemActor(), email: `passkey-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@acme.test`, password: "a long enough password" })).user;
}

describe("WebAuthn challenges", () => {
  it("are taken once, for the purpose and user they were issued to", async () => {
    const owner = await user();
    const other = await user();
    const creation = await startPasskeyRegistration({ userId: owner.id, publicOrigin });
    expect(creation.rp.id).toBe("app.example.test");
    expect(creation.authenticatorSelection?.residentKey).toBe("required");
    const db = getDb();
    expect(await refusal(takeChallenge(db, { response: answering(creation.challenge), purpose: "sign_in", userId: null }))).toBe("invalid_credentials");
    // A wrong user takes it (and it is gone), as an attacker would: the owner's answer then fails too.
    const second = await startPasskeyRegistration({ userId: owner.id, publicOrigin });
    expect(await refusal(takeChallenge(db, { response: answering(second.challenge), purpose: "register", userId: other.id }))).toBe("invalid_credentials");
    expect(await refusal(takeChallenge(db, { response: answering(second.challenge), purpose: "register", userId: owner.id }))).toBe("invalid_credentials");

    expect(await takeChallenge(db, { response: answering(creation.challenge), purpose: "register", userId: owner.id })).toBe(creation.challenge);
    expect(await refusal(takeChallenge(db, { response: answering(creation.challenge), purpose: "register", userId: owner.id }))).toBe("invalid_credentials");
  });

  it("expire after five minutes", async () => {
    const request = await startPasskeyAssertion({ purpose: "sign_in", userId: null, publicOrigin });
    expect(request.userVerification).toBe("required");
    const later = new Date(Date.now() + 5 * 60_000 + 1);
    expect(await refusal(takeChallenge(getDb(), { response: answering(request.challenge), purpose: "sign_in", userId: null, now: later }))).toBe("invalid_credentials");
    const fresh = await startPasskeyAssertion({ purpose: "sign_in", userId: null, publicOrigin });
    expect(await takeChallenge(getDb(), { response: answering(fresh.challenge), purpose: "sign_in", userId: null })).toBe(fresh.challenge);
  });

  it("refuses a response that carries no readable challenge", async () => {
    expect(await refusal(takeChallenge(getDb(), { response: { response: { clientDataJSON: "not json" } }, purpose: "sign_in", userId: null }))).toBe("invalid_credentials");
  });

  it("are asked of a user's own passkeys only after a password, and only when they have one", async () => {
    const owner = await user();
    expect(await refusal(startPasskeyAssertion({ purpose: "second_factor", userId: owner.id, publicOrigin }))).toBe("conflict");
  });

  it("are handed to one client address at most 30 times in 5 minutes", async () => {
    const ip = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::7`;
    for (let i = 0; i < 30; i += 1) await consumePasskeyChallenge(ip);
    expect(await refusal(consumePasskeyChallenge(ip))).toBe("too_many_attempts");
    await consumePasskeyChallenge(`${ip}1`);
  });
});
