import type { ServiceErrorCode } from "../schemas/problem-codes";

// Services throw AppError with a stable code; only adapters (the /v1 wrapper, the action
// wrapper, the command line) turn codes into HTTP statuses, action results or exit codes.

/** The codes a service may throw, from the one table of problem codes (lib/platform/schemas/problem-codes.ts). */
export type AppErrorCode = ServiceErrorCode;

export interface FieldError {
  /** JSON pointer to the offending input, e.g. `#/expires_in`. */
  pointer: string;
  detail: string;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldError[];

  constructor(code: AppErrorCode, message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
