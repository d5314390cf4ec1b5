"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { MAX_TOKEN_VALIDITY_SECONDS, MIN_TOKEN_VALIDITY_SECONDS } from "@/lib/access-tokens/validity";

/** `YYYY-MM-DDTHH:mm` in the browser's zone, as datetime-local wants it. */
function toLocalInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * The custom expiry, limited in the picker to 1 hour – 90 days from now (a minute of slack at
 * the lower end for the time spent filling the form). The server checks the range again.
 * Rendered only on the client, after "Custom date" is chosen, so min/max use the browser's clock.
 */
export function CustomExpiryField({ error }: { error?: string }) {
  const [bounds] = useState(() => {
    const now = Date.now();
    return {
      min: toLocalInputValue(new Date(now + (MIN_TOKEN_VALIDITY_SECONDS + 60) * 1000)),
      max: toLocalInputValue(new Date(now + MAX_TOKEN_VALIDITY_SECONDS * 1000)),
    };
  });
  return (
    <div>
      <TextField label="Expires at (your local time)" name="expiresAt" type="datetime-local" min={bounds.min} max={bounds.max} required error={error} />
      {error ? null : <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">Between 1 hour and 90 days from now.</p>}
    </div>
  );
}
