"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { formatDateTime } from "@/lib/platform/format/date-time";

const HOUR_MS = 3_600_000;
/** What the field starts with: 30 days from now, on the hour, as every date here is written. */
const SUGGESTED_DAYS = 30;

/**
 * The custom expiry, typed as every date of the customer area is written ("25 Dec 2026, 15:00
 * UTC"), in UTC like the Expires column beside it; ISO forms are read too. A browser's
 * datetime-local would show the browser's zone and locale instead. The 1 hour – 90 days range is
 * checked by the server, whose refusal is shown on this field. Rendered only on the client,
 * after "Custom date" is chosen, so the suggestion uses the browser's clock.
 */
export function CustomExpiryField({ error }: { error?: string }) {
  const [suggested] = useState(() => formatDateTime(new Date(Math.ceil((Date.now() + SUGGESTED_DAYS * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS)));
  return (
    <TextField
      label="Expires at (UTC)"
      name="expiresAt"
      defaultValue={suggested}
      required
      autoComplete="off"
      spellCheck={false}
      hint={`Between 1 hour and 90 days from now, written like ${suggested}.`}
      error={error}
    />
  );
}
