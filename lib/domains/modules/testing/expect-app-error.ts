import { expect } from "vitest";
import { isAppError, type AppErrorCode } from "../../../platform/errors/app-error";

/** Awaits `promise` and asserts it rejected with AppError(code). */
export async function expectAppError(promise: Promise<unknown>, code: AppErrorCode): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isAppError(error, code), `expected AppError("${code}"), got ${String(error)}`).toBe(true);
}
