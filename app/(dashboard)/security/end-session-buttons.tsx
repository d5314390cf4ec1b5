"use client";

import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { endOtherSessionsAction, endSessionAction } from "./actions";
import { FormAlert } from "@/components/ui/form-alert";

/** A button that ends sessions through `end`, shows "Ending…" meanwhile and a refusal below it; the list re-renders from the action's revalidation. */
function EndButton({ end, label, ariaLabel }: { end: () => Promise<{ ok: true } | { ok: false; error: string }>; label: string; ariaLabel?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        aria-label={ariaLabel}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await end();
            setError(result.ok ? null : result.error);
          })
        }
      >
        {pending ? "Ending…" : label}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}

/** Ends one other session. */
export function EndSessionButton({ sessionId, device }: { sessionId: string; device: string }) {
  const callEnd = useOwnAction(endSessionAction);
  return <EndButton end={() => callEnd({ sessionId })} label="End" ariaLabel={`End the session on ${device}`} />;
}

export function EndOtherSessionsButton({ count }: { count: number }) {
  const callEndOthers = useOwnAction(endOtherSessionsAction);
  return <EndButton end={() => callEndOthers({})} label={count === 1 ? "End the other session" : "End all other sessions"} />;
}
