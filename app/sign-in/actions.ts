"use server";

import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { headers } from "next/headers";
import { AuthError } from "next-auth";
import { argumentText, argumentValue, formText } from "@/lib/adapters/actions/public-form";
import { signIn } from "@/lib/adapters/session/config";
import { findSignInTicket } from "@/lib/domains/auth/sign-in-ticket";
import { startPasswordSignIn, type PasswordStep } from "@/lib/domains/auth/start-password-sign-in";
import { isAppError } from "@/lib/platform/errors/app-error";
import { actionPublicOrigin } from "@/lib/adapters/actions/action-public-origin";
import { logger } from "@/lib/platform/logger";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";
import { safeCallbackPath } from "@/lib/platform/http/safe-callback-path";
import { consumePasskeyChallenge } from "@/lib/domains/passkeys/passkey-challenge-throttle";
import { startPasskeyAssertion } from "@/lib/domains/passkeys/start-passkey-assertion";

export interface SignInState {
  error?: string;
  email?: string;
  /** The password was right and a second factor is asked: the ticket and the ways to give it. */
  secondFactor?: { ticket: string; methods: NonNullable<PasswordStep["secondFactor"]> };
  /** The second step's ticket is spent or expired: back to the password. */
  restart?: boolean;
}

const messages: Record<string, string> = {
  too_many_attempts: "Too many failed attempts. Wait 15 minutes and try again.",
  invalid_credentials: "The email or password is not right.",
  unavailable: "Signing in is not possible right now. Try again in a moment.",
  wrong_second_factor: "That code or passkey is not right, or the code was already used. Try again.",
  sign_in_expired: "Your sign-in took too long. Enter your email and password again.",
  second_factor_required: "Your sign-in needs a second factor. Enter your email and password again.",
};

/** Runs an Auth.js sign-in; a refusal comes back as its sentence (success redirects, which Next delivers by throwing). */
async function signInOrSentence(provider: string, fields: Record<string, string>): Promise<{ code: string; error: string }> {
  try {
    await signIn(provider, fields);
    return { code: "", error: "" };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    // A check that failed (a database or Redis outage) is not a wrong password: say so.
    const code = error.type === "CallbackRouteError" ? "unavailable" : ((error as AuthError & { code?: string }).code ?? "invalid_credentials");
    return { code, error: messages[code] ?? messages.invalid_credentials! };
  }
}

/** The WebAuthn assertion a passkey call carries, as the providers read it; "" when the call has none. */
function assertionJson(input: unknown): string {
  const response = argumentValue(input, "response");
  return typeof response === "object" && response !== null ? JSON.stringify(response) : "";
}

/** Step one: the password. With no second factor the session starts now; otherwise the page asks for it. */
export async function signInWithPasswordAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = formText(form, "email");
  const redirectTo = safeCallbackPath(formText(form, "callbackUrl"));
  let step: PasswordStep;
  try {
    step = await startPasswordSignIn({ email, password: formText(form, "password"), origin: requestOriginFrom(await headers()) });
  } catch (error) {
    if (isAppError(error, "too_many_attempts")) return { error: messages.too_many_attempts, email };
    if (isAppError(error, "invalid_credentials")) return { error: messages.invalid_credentials, email };
    // A check that failed (a database or Redis outage) is not a wrong password: say so.
    logger.error({ err: error }, "password sign-in step failed");
    return { error: messages.unavailable, email };
  }
  if (step.secondFactor) return { email, secondFactor: { ticket: step.ticket, methods: step.secondFactor } };
  const refused = await signInOrSentence("sign-in-ticket", { ticket: step.ticket, redirectTo });
  return { error: refused.error, email };
}

/** Step two with a code: from the authenticator app, or a recovery code. */
export async function completeSignInWithCodeAction(previous: SignInState, form: FormData): Promise<SignInState> {
  const ticket = argumentText(argumentValue(previous, "secondFactor"), "ticket");
  const fields: Record<string, string> = { ticket, redirectTo: safeCallbackPath(formText(form, "callbackUrl")) };
  const code = formText(form, "code").trim();
  const recoveryCode = formText(form, "recoveryCode").trim();
  if (recoveryCode) fields.recoveryCode = recoveryCode;
  else fields.code = code;
  const refused = await signInOrSentence("sign-in-ticket", fields);
  const email = argumentText(previous, "email");
  if (refused.code === "sign_in_expired" || refused.code === "second_factor_required") return { error: refused.error, email, restart: true };
  return { ...previous, error: refused.error };
}

/** Step two with a passkey: a challenge for one of this user's passkeys (the ticket says whose). */
export async function secondFactorPasskeyOptionsAction(ticket: string): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  if (typeof ticket !== "string") return null;
  try {
    const row = await findSignInTicket(ticket);
    return await startPasskeyAssertion({ purpose: "second_factor", userId: row.userId, publicOrigin: await actionPublicOrigin() });
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

export async function completeSignInWithPasskeyAction(input: { ticket: string; response: AuthenticationResponseJSON; callbackUrl: string }): Promise<{ error: string; restart?: boolean }> {
  const passkey = assertionJson(input);
  const refused = await signInOrSentence("sign-in-ticket", { ticket: argumentText(input, "ticket"), passkey, redirectTo: safeCallbackPath(argumentText(input, "callbackUrl")) });
  return { error: refused.error, restart: refused.code === "sign_in_expired" || undefined };
}

/** "Sign in with a passkey": a challenge any of this site's passkeys may answer (discoverable credentials), limited per client. */
export async function passkeySignInOptionsAction(): Promise<{ options: PublicKeyCredentialRequestOptionsJSON } | { error: string }> {
  const requestHeaders = await headers();
  try {
    await consumePasskeyChallenge(requestOriginFrom(requestHeaders).ip ?? "unknown");
  } catch (error) {
    if (isAppError(error, "too_many_attempts")) return { error: error.message };
    throw error;
  }
  return { options: await startPasskeyAssertion({ purpose: "sign_in", userId: null, publicOrigin: await actionPublicOrigin() }) };
}

export async function signInWithPasskeyAction(input: { response: AuthenticationResponseJSON; callbackUrl: string }): Promise<{ error: string }> {
  const response = assertionJson(input);
  const refused = await signInOrSentence("passkey", { response, redirectTo: safeCallbackPath(argumentText(input, "callbackUrl")) });
  return { error: refused.code === "invalid_credentials" ? "That passkey is not recognised here, or it could not be verified. Sign in with your email and password." : refused.error };
}

export async function signInWithOidcAction(form: FormData): Promise<void> {
  await signIn("oidc", { redirectTo: safeCallbackPath(formText(form, "callbackUrl")) });
}
