import type { z } from "zod";
import { requireAdmin, secondFactorMissingMessage } from "../session/require-admin";
import { failureSentences, zodIssueSentences } from "../customer-messages/failure-sentences";
import { actionFailure, type ActionResult } from "./admin-action";
import { actionContext, type ActionContext } from "./service-context";

/**
 * Builds a server action about the signed-in person rather than an account (their passkeys,
 * authenticator app, recovery codes): checks the session, validates the input, hands the handler
 * the same context and maps failures as adminAction does. Refused while the account's two-factor
 * policy waits on this person, except for the actions that set a factor up (`duringSetup`).
 */
export function userAction<S extends z.ZodType, T>(schema: S, handler: (input: z.infer<S>, context: ActionContext) => Promise<T>, options: { duringSetup?: boolean } = {}) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const admin = await requireAdmin();
    if (admin.secondFactorMissing && !options.duringSetup) return { ok: false, error: secondFactorMissingMessage, supportCode: "second_factor_required" };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, ...failureSentences({ code: "validation_failed", fieldErrors: zodIssueSentences(parsed.error.issues) }), supportCode: "validation_failed" };
    }
    try {
      return { ok: true, data: await handler(parsed.data, await actionContext(admin)) };
    } catch (error) {
      return actionFailure(error);
    }
  };
}
