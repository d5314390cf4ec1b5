"use client";

import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { endOtherSessionsAction, endSessionAction } from "./actions";

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {text}
    </p>
  ) : null;
}

/** Ends one other session; the list re-renders from the action's revalidation. */
export function EndSessionButton({ sessionId, device }: { sessionId: string; device: string }) {
  const callEnd = useOwnAction(endSessionAction);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        aria-label={`End the session on ${device}`}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await callEnd({ sessionId });
            setError(result.ok ? null : result.error);
          })
        }
      >
        {pending ? "Ending…" : "End"}
      </Button>
      <Failure text={error} />
    </div>
  );
}

export function EndOtherSessionsButton({ count }: { count: number }) {
  const callEndOthers = useOwnAction(endOtherSessionsAction);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await callEndOthers({});
            setError(result.ok ? null : result.error);
          })
        }
      >
        {pending ? "Ending…" : count === 1 ? "End the other session" : "End all other sessions"}
      </Button>
      <Failure text={error} />
    </div>
  );
}
