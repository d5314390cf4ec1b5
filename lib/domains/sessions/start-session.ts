import type { RequestOrigin } from "../../platform/http/request-origin";
import { getDb } from "../../platform/db/client";
import { userSessions } from "../../platform/db/schema";
import { newId } from "../../platform/ids";

export interface StartSessionOptions {
  userId: string;
  /** "password", "oidc", or what the second-factor sign-in names. */
  signInMethod: string;
  origin: RequestOrigin;
  now?: Date;
}

/**
 * Records a new session at sign-in and returns its id, which the session's JWT carries. Signing
 * in is a proof of identity, so sudo mode's clock starts now too. (The sign-in itself is journalled
 * by the sign-in services, as `user.signed_in` with its method.)
 */
export async function startSession(options: StartSessionOptions): Promise<string> {
  const now = options.now ?? new Date();
  const id = newId("ses");
  await getDb().insert(userSessions).values({
    id,
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    lastProofAt: now,
    ip: options.origin.ip ?? null,
    userAgent: options.origin.userAgent?.slice(0, 512) ?? null,
    signInMethod: options.signInMethod.slice(0, 32),
  });
  return id;
}
