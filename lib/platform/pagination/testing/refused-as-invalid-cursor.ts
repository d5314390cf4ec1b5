import { isAppError } from "../../errors/app-error";

/** Whether `run` throws the AppError a cursor that is not one of ours gets (invalid_cursor). */
export function refusedAsInvalidCursor(run: () => unknown): boolean {
  try {
    run();
  } catch (error) {
    return isAppError(error, "invalid_cursor");
  }
  return false;
}
