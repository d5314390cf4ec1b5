// Services throw AppError with a stable code; only adapters (the /v1 wrapper, the action
// wrapper, the command line) turn codes into HTTP statuses, action results or exit codes.

export const appErrorCodes = [
  "not_found",
  "validation_failed",
  "conflict",
  "invalid_credentials",
  "too_many_attempts",
  "forbidden",
  "invalid_state_transition",
  "idempotency_key_reused",
  "invalid_cursor",
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

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
