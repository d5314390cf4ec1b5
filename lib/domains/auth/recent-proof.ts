import { AppError } from "../../platform/errors/app-error";

// Sudo mode: sensitive changes (write tokens, members and invitations, a webhook's secret, the
// two-factor policy) need a proof of identity from the last ten minutes, sign-in included.
export const RECENT_PROOF_WINDOW_MS = 10 * 60 * 1000;

/** The sentence the sudo dialog shows; the action wrapper turns the error into `reauthenticate: true`. */
const PROOF_REQUIRED_MESSAGE = "Confirm it is you: enter your password to continue. We ask again when you have not done so for 10 minutes.";

export class ProofRequired extends AppError {
  constructor() {
    super("forbidden", PROOF_REQUIRED_MESSAGE);
    this.name = "ProofRequired";
  }
}

/** True while the last proof is at most ten minutes old (exactly ten still counts). */
export function hasRecentProof(session: { lastProofAt: Date }, now: Date = new Date()): boolean {
  return now.getTime() - session.lastProofAt.getTime() <= RECENT_PROOF_WINDOW_MS;
}

/**
 * The guard of sensitive actions: throws ProofRequired when the session's last proof is older
 * than ten minutes. Call it in the action (adminAction's `recentProof` option does) before
 * changing anything; the client asks for the password and retries (components/sudo).
 */
export function requireRecentProof(context: { session: { lastProofAt: Date } }, now: Date = new Date()): void {
  if (!hasRecentProof(context.session, now)) throw new ProofRequired();
}
