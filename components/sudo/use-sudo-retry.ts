"use client";

import { useCallback, useContext } from "react";
import type { ActionResult } from "@/lib/adapters/actions/admin-action";
import { SudoContext } from "./sudo-context";

const NOT_CONFIRMED = "Nothing was changed: this change needs you to confirm it is you first.";

/**
 * Sudo mode's retry, for any action: when the answer is `reauthenticate`, asks for a proof of
 * identity (SudoProvider's dialog) and, once it is accepted, calls again with the same input.
 * Without a SudoProvider above, the refusal is returned as it came.
 */
export function useSudoRetry<I, T>(action: (input: I) => Promise<ActionResult<T>>) {
  const sudo = useContext(SudoContext);
  return useCallback(
    async (input: I): Promise<ActionResult<T>> => {
      const result = await action(input);
      if (result.ok || !result.reauthenticate || !sudo) return result;
      if (!(await sudo.confirmIdentity())) return { ...result, error: NOT_CONFIRMED };
      return action(input);
    },
    [action, sudo],
  );
}
