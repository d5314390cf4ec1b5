import type { ActionResult } from "@/lib/adapters/actions/admin-action";

/** A query's fetcher must throw to mark the query failed; server actions return failures instead. */
export function dataOrThrow<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.data;
}
