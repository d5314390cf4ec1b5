import type { z } from "zod";
import { requireAdmin, secondFactorMissingMessage } from "../session/require-admin";
import { runValidated, type ActionResult } from "./admin-action";
import type { ActionContext } from "./service-context";
import { withSudoPolicy, type RecentProofRule } from "./sudo-policy";

/**
 * Builds a server action about the signed-in person rather than an account (their passkeys,
 * authenticator app, recovery codes): checks the session, validates the input, hands the handler
 * the same context and maps failures as adminAction does. Refused while the account's two-factor
 * policy waits on this person, except for the actions that set a factor up (`duringSetup`).
 * `recentProof` is sudo mode, as for adminAction.
 */
export function userAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.infer<S>, context: ActionContext) => Promise<T>,
  options: { duringSetup?: boolean; recentProof?: RecentProofRule<z.infer<S>> } = {},
) {
  const action = async (input: z.input<S>): Promise<ActionResult<T>> => {
    const admin = await requireAdmin();
    if (admin.secondFactorMissing && !options.duringSetup) return { ok: false, error: secondFactorMissingMessage, supportCode: "second_factor_required" };
    // The schema sees the call's argument whatever its shape: anything else is invalid input.
    return runValidated(schema, input, admin, handler, options.recentProof);
  };
  return withSudoPolicy(action, options.recentProof);
}
