import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { userSessions, users, type User } from "../../platform/db/schema";
import { AppError, isAppError } from "../../platform/errors/app-error";
import { finishPasskeyProof } from "../passkeys";
import { verifyTotpCode } from "../two-factor";
import { verifyPasswordProof } from "./verify-password-proof";

/**
 * The ways to prove who you are again, each with its verifier below: the password (through the
 * sign-in throttle), an authenticator code (throttled, replays refused), or a passkey's signature
 * over a challenge from startPasskeyProof.
 */
type IdentityProof =
  | { method: "password"; password: string }
  | { method: "totp"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON; publicOrigin: string };

type Verifier<P extends IdentityProof> = (user: User, proof: P, origin: RequestOrigin) => Promise<void>;
const verifiers: { [M in IdentityProof["method"]]: Verifier<Extract<IdentityProof, { method: M }>> } = {
  password: (user, proof, origin) => verifyPasswordProof({ user, password: proof.password, origin }),
  totp: (user, proof) => verifyTotpCode({ userId: user.id, code: proof.code }),
  passkey: (user, proof) => finishPasskeyProof({ userId: user.id, response: proof.response, publicOrigin: proof.publicOrigin }),
};

export type ProveIdentityOptions = IdentityProof & {
  /** The session proving itself. */
  session: { id: string; userId: string };
  /** The account the person is working in: the journal entry lands there. */
  accountId: string;
  origin: RequestOrigin;
  now?: Date;
};

/**
 * Sudo mode's proof: verifies the proof with its method, then restarts the session's ten-minute
 * window (`last_proof_at`). Both outcomes are journalled: a confirmation says when sensitive
 * changes were unlocked, a refusal that someone holding the session could not prove it (a wrong password, code or passkey).
 */
export async function proveIdentity(options: ProveIdentityOptions): Promise<void> {
  const db = getDb();
  const now = options.now ?? new Date();
  const [user] = await db.select().from(users).where(eq(users.id, options.session.userId)).limit(1);
  if (!user) throw new AppError("not_found", "Your account is gone. Sign in again.");
  const journal = { accountId: options.accountId, actor: { type: "user" as const, id: user.id, display: user.email }, resource: { type: "user", id: user.id }, origin: options.origin };
  try {
    await (verifiers[options.method] as Verifier<IdentityProof>)(user, options, options.origin);
  } catch (error) {
    if (isAppError(error)) {
      await recordAuditEntry(db, { ...journal, action: "session.identity_confirmation_failed", metadata: { method: options.method, reason: error.code } });
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.update(userSessions).set({ lastProofAt: now }).where(eq(userSessions.id, options.session.id));
    await recordAuditEntry(tx, { ...journal, action: "session.identity_confirmed", metadata: { method: options.method } });
  });
}
