"use client";

import { RelativeTime } from "@/components/ui/relative-time";
import { formatDateTime } from "@/lib/platform/format/date-time";

/** When the replaced token stops working, as the rotation reported it. */
export function PreviousTokenEnd({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return <>There was no previous token to replace.</>;
  if (new Date(expiresAt).getTime() <= Date.now() + 1_000) return <>The previous token stopped working at {formatDateTime(expiresAt)}.</>;
  return (
    <>
      The previous token works until <strong className="font-medium">{formatDateTime(expiresAt)}</strong> (
      <RelativeTime value={expiresAt} />
      ).
    </>
  );
}
