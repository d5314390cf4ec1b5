import { z } from "zod";
import { IntegrationsApiError } from "@/clients/typescript/src";
import { ProofRequired, requireRecentProof } from "../../domains/auth/recent-proof";
import { requireAdmin, secondFactorMissingMessage, type AdminContext } from "../session/require-admin";
import { isAppError, type FieldError } from "../../platform/errors/app-error";
import { failureSentences, zodIssueSentences } from "../customer-messages/failure-sentences";
import { logger } from "../../platform/logger";
import { roleMay, roleRefusal, type Permission } from "../../platform/schemas/roles";
import { accountMismatchMessage } from "./account-mismatch";
import { actionContext, type ActionContext } from "./service-context";
import { needsRecentProof, withSudoPolicy, type RecentProofRule } from "./sudo-policy";

type ActionFailure = {
  ok: false;
  error: string;
  fieldErrors?: FieldError[];
  /** Set when the page was rendered for another account than the session's: the client refreshes. */
  code?: "account_changed";
  /** The API's or service's code (and request id), for support: shown in a "Details" disclosure, never as the message. */
  supportCode?: string;
  /** Sudo mode: the session's last proof is over ten minutes old. The client asks for the password and retries. */
  reauthenticate?: true;
};
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/** What every action call carries besides its input: the account the calling page was rendered for. */
export interface AccountBound {
  accountId: string;
}

/**
 * Builds a server action: checks the session and the account membership, refuses a call made
 * from a page rendered for another account (a stale tab after a switch), validates the input
 * with zod, runs the handler with the call's context (`service`: `{ accountId, actor, origin }`
 * for the service's options; `admin`: the session), and turns service and API errors into a
 * result the form shows.
 * `permission` (default `read`) is what the member's role must allow, read fresh from the
 * database with the session: the page hides the control, this refuses a forged call anyway.
 * `recentProof` makes it a sudo-mode action: refused with `reauthenticate` unless the session
 * proved its identity in the last ten minutes; `true` for every call, or a test of the parsed
 * input for an action that needs it only for some (a write token, enabling a client).
 * `duringSetup` lets it run while the account's two-factor policy waits on this person (the
 * proof of identity that setting up a factor may ask for).
 * A call of another shape than `{ accountId, input }` (a forged or garbled request) is refused
 * like invalid input, before anything reads it.
 */
export function adminAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.infer<S>, context: ActionContext) => Promise<T>,
  options: { permission?: Permission; recentProof?: RecentProofRule<z.infer<S>>; duringSetup?: boolean } = {},
) {
  const action = async (call: AccountBound & { input: z.input<S> }): Promise<ActionResult<T>> => {
    const admin = await requireAdmin();
    const bound = accountBoundCall.safeParse(call);
    if (!bound.success) return malformedCall;
    // Nothing may land in an account the admin is not looking at: the session moved on since
    // this page was rendered, so refuse and let the page re-render for the current account.
    if (bound.data.accountId !== admin.account.id) {
      const shown = admin.accounts.find((account) => account.id === bound.data.accountId);
      return { ok: false, code: "account_changed", error: accountMismatchMessage(shown?.name, admin.account.name) };
    }
    // The account's two-factor policy: nothing but setting up a factor until this person has one.
    if (admin.secondFactorMissing && !options.duringSetup) return { ok: false, error: secondFactorMissingMessage, supportCode: "second_factor_required" };
    const permission = options.permission ?? "read";
    if (!roleMay(admin.account.role, permission)) return { ok: false, error: roleRefusal(admin.account.role, permission) };
    return runValidated(schema, bound.data.input, admin, handler, options.recentProof);
  };
  return withSudoPolicy(action, options.recentProof);
}

/**
 * What adminAction and userAction share once the caller may act: validates the input, asks for a
 * recent proof where the action's rule says so, runs the handler with the call's context and
 * turns its failures into the result the form shows.
 */
export async function runValidated<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  admin: AdminContext,
  handler: (input: z.infer<S>, context: ActionContext) => Promise<T>,
  recentProof: RecentProofRule<z.infer<S>> | undefined,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  try {
    if (needsRecentProof(recentProof, parsed.data)) requireRecentProof(admin);
    return { ok: true, data: await handler(parsed.data, await actionContext(admin)) };
  } catch (error) {
    return actionFailure(error);
  }
}

/** What every adminAction call must look like before any part of it is read. */
const accountBoundCall = z.object({ accountId: z.string().max(64), input: z.unknown() });

/** The answer to a call of the wrong shape: what a page of this app never sends. */
const malformedCall: ActionFailure = { ok: false, error: "The request could not be understood. Reload the page and try again.", supportCode: "invalid_request" };

/** Input the action's schema refused, as field errors in sentences. */
function invalidInput(issues: z.core.$ZodIssue[]): ActionFailure {
  return { ok: false, ...failureSentences({ code: "validation_failed", fieldErrors: zodIssueSentences(issues) }), supportCode: "validation_failed" };
}

/** A service or API error as the result a form shows; anything else is logged and told as "try again". */
function actionFailure(error: unknown): ActionFailure {
  // Sudo mode: the client asks for a proof of identity and calls again.
  if (error instanceof ProofRequired) return { ok: false, error: error.message, reauthenticate: true };
  // Customers read sentences from the message catalogue; the code stays available for support.
  if (isAppError(error)) {
    return { ok: false, ...failureSentences({ code: error.code, detail: error.message, fieldErrors: error.fieldErrors }), supportCode: error.code };
  }
  if (error instanceof IntegrationsApiError) {
    const problem = error.problem;
    const supportCode = [error.code, error.requestId].filter(Boolean).join(" · ");
    return { ok: false, ...failureSentences({ code: error.code, detail: problem?.detail, fieldErrors: problem?.errors }), supportCode };
  }
  logger.error({ err: error }, "server action failed");
  return { ok: false, error: "Something went wrong. Try again.", supportCode: "internal_error" };
}
