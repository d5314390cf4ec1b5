import type { z } from "zod";
import { IntegrationsApiError } from "@/clients/typescript/src";
import { requireAdmin, type AdminContext } from "../auth/require-admin";
import { isAppError, type FieldError } from "../errors/app-error";
import { fieldErrorsFrom } from "../api/validation-errors";
import { logger } from "../logger";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: FieldError[] };

/**
 * Builds a server action: checks the session and the account membership, validates the input
 * with zod, runs the handler, and turns service and API errors into a result the form shows.
 */
export function adminAction<S extends z.ZodType, T>(schema: S, handler: (input: z.infer<S>, admin: AdminContext) => Promise<T>) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const admin = await requireAdmin();
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, error: "Some fields need attention.", fieldErrors: fieldErrorsFrom(parsed.error, "") };
    }
    try {
      return { ok: true, data: await handler(parsed.data, admin) };
    } catch (error) {
      if (isAppError(error)) return { ok: false, error: error.message, fieldErrors: error.fieldErrors };
      if (error instanceof IntegrationsApiError) {
        return { ok: false, error: error.problem?.detail ?? error.message, fieldErrors: error.problem?.errors };
      }
      logger.error({ err: error }, "server action failed");
      return { ok: false, error: "Something went wrong. Try again." };
    }
  };
}
