import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { env, oidcConfigured } from "../../platform/env";
import { isAppError } from "../../platform/errors/app-error";
import { requestOriginFrom } from "../../platform/http/request-origin";
import { mapOidcSignIn } from "./map-oidc-sign-in";
import { readOidcIdentity } from "../../domains/auth/read-oidc-identity";
import { authLogger } from "./auth-logger";
import { getAuthSecret } from "../../platform/crypto/auth-secret";
import { signInMethodOf, signInOrigin } from "./sign-in-method";
import { startSession } from "../../domains/sessions/start-session";
import { SESSION_MAX_AGE_SECONDS } from "../../domains/sessions/session-liveness";
import { publicOrigin } from "../../platform/http/public-origin";
import { sameOriginRedirect } from "../../platform/http/safe-callback-path";
import { completeSignIn, type SecondFactorProof } from "../../domains/auth/complete-sign-in";
import { signInWithPasskey } from "../../domains/auth/sign-in-with-passkey";
import { signInWithPassword, type SignedInUser } from "../../domains/auth/sign-in-with-password";

// Auth.js: email + password (then a second factor for those who have one), a passkey alone,
// and a generic OIDC provider when AUTH_OIDC_* are set.
// Sessions are JWTs that carry the user and the current account; every layout, page and
// action still re-checks the membership in the database (lib/adapters/session/require-admin.ts), and the
// session's own record (user_sessions, whose id the JWT carries) so it can be seen and ended.

class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
class TooManyAttempts extends CredentialsSignin {
  code = "too_many_attempts";
}
class SecondFactorRequired extends CredentialsSignin {
  code = "second_factor_required";
}
class SignInExpired extends CredentialsSignin {
  code = "sign_in_expired";
}
class WrongSecondFactor extends CredentialsSignin {
  code = "wrong_second_factor";
}

/** The user Auth.js hands to the jwt callback; `signInMethod` is for the session record. */
const sessionUser = (user: SignedInUser) => ({ id: user.userId, email: user.email, name: user.name, accountId: user.accountId, signInMethod: user.signInMethod });

/** A service refusal as the Credentials error the sign-in page turns into a sentence. */
function credentialsError(error: unknown, wrong: () => CredentialsSignin): unknown {
  if (isAppError(error, "too_many_attempts")) return new TooManyAttempts();
  if (isAppError(error, "invalid_credentials")) return wrong();
  if (isAppError(error, "forbidden")) return new SecondFactorRequired();
  if (isAppError(error, "conflict")) return new SignInExpired();
  return error;
}

const requestPublicOrigin = (request: Request) => publicOrigin(request.headers, new URL(request.url).origin);

const credentialsSchema = z.object({ email: z.string().email().max(254), password: z.string().min(1).max(200) });

const passwordProvider = Credentials({
  id: "password",
  credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
  async authorize(input, request) {
    const parsed = credentialsSchema.safeParse(input);
    if (!parsed.success) throw new InvalidCredentials();
    try {
      return sessionUser(await signInWithPassword({ ...parsed.data, origin: requestOriginFrom(request.headers) }));
    } catch (error) {
      throw credentialsError(error, () => new InvalidCredentials());
    }
  },
});

const ticketSchema = z.object({
  ticket: z.string().min(1).max(100),
  code: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
  /** A WebAuthn assertion, as JSON. */
  passkey: z.string().max(20_000).optional(),
});

function proofFrom(input: z.infer<typeof ticketSchema>, request: Request): SecondFactorProof {
  if (input.passkey) return { type: "passkey", response: JSON.parse(input.passkey), publicOrigin: requestPublicOrigin(request) };
  if (input.code) return { type: "totp", code: input.code };
  if (input.recoveryCode) return { type: "recovery_code", code: input.recoveryCode };
  return { type: "none" };
}

// The sign-in page's second step: the ticket the password step gave, with the second factor
// (none for someone without one). Only here does a password sign-in with a factor get a session.
const ticketProvider = Credentials({
  id: "sign-in-ticket",
  credentials: { ticket: {}, code: {}, recoveryCode: {}, passkey: {} },
  async authorize(input, request) {
    const parsed = ticketSchema.safeParse(input);
    if (!parsed.success) throw new SignInExpired();
    try {
      return sessionUser(await completeSignIn({ ticket: parsed.data.ticket, proof: proofFrom(parsed.data, request), origin: requestOriginFrom(request.headers) }));
    } catch (error) {
      if (error instanceof SyntaxError) throw new WrongSecondFactor();
      throw credentialsError(error, () => new WrongSecondFactor());
    }
  },
});

const passkeyProvider = Credentials({
  id: "passkey",
  credentials: { response: {} },
  async authorize(input, request) {
    const parsed = z.object({ response: z.string().min(2).max(20_000) }).safeParse(input);
    if (!parsed.success) throw new InvalidCredentials();
    try {
      const response = JSON.parse(parsed.data.response);
      return sessionUser(await signInWithPasskey({ response, publicOrigin: requestPublicOrigin(request), origin: requestOriginFrom(request.headers) }));
    } catch (error) {
      if (error instanceof SyntaxError) throw new InvalidCredentials();
      throw credentialsError(error, () => new InvalidCredentials());
    }
  },
});

function oidcProvider(): NextAuthConfig["providers"][number] {
  return {
    id: "oidc",
    name: env.AUTH_OIDC_NAME,
    type: "oidc",
    issuer: env.AUTH_OIDC_ISSUER,
    clientId: env.AUTH_OIDC_CLIENT_ID,
    clientSecret: env.AUTH_OIDC_CLIENT_SECRET,
  };
}

type SessionUser = { id?: string; accountId?: string; signInMethod?: string };

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth(() => ({
  secret: getAuthSecret(),
  trustHost: true,
  logger: authLogger,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: oidcConfigured ? [passwordProvider, ticketProvider, passkeyProvider, oidcProvider()] : [passwordProvider, ticketProvider, passkeyProvider],
  callbacks: {
    redirect: sameOriginRedirect,
    async signIn({ user, account, profile }) {
      if (account?.provider !== "oidc") return true;
      const identity = await readOidcIdentity({
        issuer: env.AUTH_OIDC_ISSUER!,
        clientId: env.AUTH_OIDC_CLIENT_ID!,
        idTokenClaims: { ...profile, sub: String(profile?.sub ?? account.providerAccountId) },
        accessToken: account.access_token,
      });
      const mapped = await mapOidcSignIn(identity);
      if (typeof mapped === "string") return mapped;
      Object.assign(user, sessionUser({ ...mapped, signInMethod: "oidc" }));
      return true;
    },
    async jwt({ token, user, account, trigger, session }) {
      if (user) {
        const signedIn = user as SessionUser;
        token.sub = signedIn.id;
        token.accountId = signedIn.accountId;
        // Sessions (issue 22): the server-side record of this sign-in, with how it began
        // (password+totp, passkey, oidc, …); every request checks it is live.
        token.sessionId = await startSession({ userId: signedIn.id!, signInMethod: signInMethodOf(user, account), origin: await signInOrigin() });
      }
      // Switching accounts. Not checked here: every request reads the session's memberships
      // (require-admin.ts) and refuses an account the user does not belong to, so a forged
      // update signs the session out rather than opening anything (and a switch costs no query).
      const requested = (session as { accountId?: unknown } | undefined)?.accountId;
      if (trigger === "update" && typeof requested === "string" && token.sub) token.accountId = requested;
      return token;
    },
    session({ session, token }) {
      const sessionId = typeof token.sessionId === "string" ? token.sessionId : undefined;
      return { ...session, user: { ...session.user, id: token.sub ?? "" }, accountId: String(token.accountId ?? ""), sessionId };
    },
  },
}));
