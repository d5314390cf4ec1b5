import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { env, oidcConfigured } from "../env";
import { isAppError } from "../errors/app-error";
import { requestOriginFrom } from "../http/request-origin";
import { mapOidcSignIn } from "./map-oidc-sign-in";
import { authLogger } from "./auth-logger";
import { getAuthSecret } from "../crypto/auth-secret";
import { signInWithPassword } from "./sign-in-with-password";
import { signInMethodOf, signInOrigin } from "./sign-in-method";
import { startSession } from "../sessions/start-session";
import { SESSION_MAX_AGE_SECONDS } from "../sessions/session-liveness";

// Auth.js: email + password for everyone, a generic OIDC provider when AUTH_OIDC_* are set.
// Sessions are JWTs that carry the user and the current account; every layout, page and
// action still re-checks the membership in the database (lib/auth/require-admin.ts), and the
// session's own record (user_sessions, whose id the JWT carries) so it can be seen and ended.

class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}
class TooManyAttempts extends CredentialsSignin {
  code = "too_many_attempts";
}

const credentialsSchema = z.object({ email: z.string().email().max(254), password: z.string().min(1).max(200) });

const passwordProvider = Credentials({
  id: "password",
  credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
  async authorize(input, request) {
    const parsed = credentialsSchema.safeParse(input);
    if (!parsed.success) throw new InvalidCredentials();
    try {
      const user = await signInWithPassword({ ...parsed.data, origin: requestOriginFrom(request.headers) });
      return { id: user.userId, email: user.email, name: user.name, accountId: user.accountId };
    } catch (error) {
      if (isAppError(error, "too_many_attempts")) throw new TooManyAttempts();
      if (isAppError(error, "invalid_credentials")) throw new InvalidCredentials();
      throw error;
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

type SessionUser = { id?: string; accountId?: string };

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth(() => ({
  secret: getAuthSecret(),
  trustHost: true,
  logger: authLogger,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: oidcConfigured ? [passwordProvider, oidcProvider()] : [passwordProvider],
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== "oidc") return true;
      const mapped = await mapOidcSignIn({
        subject: String(profile?.sub ?? account.providerAccountId),
        email: typeof profile?.email === "string" ? profile.email : null,
        // Some providers send the claim as a string.
        emailVerified: [true, "true"].includes(profile?.email_verified as boolean | string),
        name: typeof profile?.name === "string" ? profile.name : null,
      });
      if (typeof mapped === "string") return mapped;
      Object.assign(user, { id: mapped.userId, email: mapped.email, name: mapped.name, accountId: mapped.accountId });
      return true;
    },
    async jwt({ token, user, account, trigger, session }) {
      if (user) {
        const signedIn = user as SessionUser;
        token.sub = signedIn.id;
        token.accountId = signedIn.accountId;
        // Sessions (issue 22): the server-side record of this sign-in; every request checks it is live.
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
