import { AppError } from "./app-error";

/**
 * Too many failed attempts: refused without being checked, until `retryAfterSeconds` have
 * passed. Adapters answer it with their own refusal and a Retry-After header.
 */
export class AttemptsThrottled extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string) {
    super("too_many_attempts", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
