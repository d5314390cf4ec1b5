import type { z } from "zod";
import { requireRecentProof } from "../../domains/auth/recent-proof";
import { requireAdmin, secondFactorMissingMessage } from "../session/require-admin";
import { actionFailure, invalidInput, type ActionResult } from "./admin-action";
import { actionContext, type ActionContext } from "./service-context";
import { needsRecentProof, withSudoPolicy, type RecentProofRule } from "./sudo-policy";

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
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    try {
      if (needsRecentProof(options.recentProof, parsed.data)) requireRecentProof(admin);
      return { ok: true, data: await handler(parsed.data, await actionContext(admin)) };
    } catch (error) {
      return actionFailure(error);
    }
  };
  return withSudoPolicy(action, options.recentProof);
}
