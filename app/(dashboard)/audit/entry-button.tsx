"use client";

import type { AuditEntry } from "./audit-entry";
import { useOpenEntry } from "./entry-context";

/** A row's action, which opens the entry in the drawer: the one interactive part of a server-rendered row. */
export function EntryButton({ entry, label }: { entry: AuditEntry; label: string }) {
  const openEntry = useOpenEntry();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openEntry({ entry, label })}
      className="text-link line-clamp-2 max-w-full whitespace-normal rounded text-left leading-5 md:block md:truncate md:whitespace-nowrap"
      title={entry.action}
    >
      {label}
    </button>
  );
}
