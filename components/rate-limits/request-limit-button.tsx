"use client";

import { useState, useTransition } from "react";
import type { AccountBound, ActionResult } from "@/lib/adapters/actions/admin-action";
import type { ExtendedLimitState } from "@/lib/domains/access-tokens/extended-limit-states";
import { useOwnAction } from "@/components/providers/use-own-action";

/** A token or an OAuth client, as far as its extended limit goes. */
export interface LimitHolderRow {
  id: string;
  name: string;
  extendedLimit: ExtendedLimitState;
  /** Active (a token neither revoked nor expired, a client not disabled): only then can it ask. */
  active: boolean;
}

export type RequestLimitAction = (call: AccountBound & { input: { id: string } }) => Promise<ActionResult<{ requested: boolean }>>;

/**
 * Asks an operator for the extended limit. Offered for an active token or client that neither
 * has it nor has asked already; the list then shows the "requested" badge instead.
 */
export function RequestLimitButton({ holder, request }: { holder: LimitHolderRow; request: RequestLimitAction }) {
  const callRequest = useOwnAction(request);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (!holder.active || holder.extendedLimit === "granted" || holder.extendedLimit === "requested") return null;

  function ask() {
    startTransition(async () => {
      const result = await callRequest({ id: holder.id });
      setError(result.ok ? null : result.error);
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={ask}
        disabled={pending}
        className="text-link block text-left text-xs disabled:opacity-60"
      >
        {pending ? "Requesting…" : holder.extendedLimit === "declined" ? "Ask again" : "Request extended limit"}
        <span className="sr-only"> for {holder.name}</span>
      </button>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
