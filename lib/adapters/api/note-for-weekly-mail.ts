import { noteDeprecatedCall } from "../../domains/deprecated-calls";
import type { NoteDeprecatedCall } from "./deprecated-call";

/**
 * The pipeline's deprecated calls (announce-deprecations.ts), noted for the admins' weekly mail
 * (lib/domains/deprecated-calls/). The customer area's own calls are ours to fix, not an
 * integration's: they are not noted.
 */
export const noteForWeeklyMail: NoteDeprecatedCall = (call) =>
  noteDeprecatedCall({
    accountId: call.accountId,
    credentialId: call.credential.type === "user" ? null : call.credential.id,
    deprecations: call.deprecations,
    now: call.at,
  });
