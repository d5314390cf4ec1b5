"use client";

import { useState, useTransition } from "react";
import { requestExtendedLimitAction } from "./actions";
import { hasExtendedLimit, tokenState, type TokenRow } from "./token-row";
import { useOwnAction } from "@/components/providers/use-own-action";

/**
 * Asks an operator for the extended limit. Offered for an active token that neither has it
 * nor has asked already; the list then shows the "requested" badge instead.
 */
export function RequestLimitButton({ token }: { token: TokenRow }) {
  const callRequestExtendedLimit = useOwnAction(requestExtendedLimitAction);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (tokenState(token) !== "active" || hasExtendedLimit(token) || token.extendedLimit === "requested") return null;

  function request() {
    startTransition(async () => {
      const result = await callRequestExtendedLimit({ id: token.id });
      setError(result.ok ? null : result.error);
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={request}
        disabled={pending}
        className="text-link block text-left text-xs disabled:opacity-60"
      >
        {pending ? "Requesting…" : token.extendedLimit === "declined" ? "Ask again" : "Request extended limit"}
        <span className="sr-only"> for {token.name}</span>
      </button>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
