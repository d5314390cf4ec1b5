"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { formatAuditTime, type AuditEntry } from "./audit-entry";
import type { OpenedEntry } from "./entry-context";

/** One entry in full, metadata included, in a panel at the right edge (a modal dialog). */
export function EntryDrawer({ opened, onClose }: { opened: OpenedEntry | null; onClose: () => void }) {
  const entry = opened?.entry ?? null;
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      size="drawer"
      title={opened?.label ?? "Audit entry"}
      description={entry ? formatAuditTime(entry.occurred_at) : null}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {entry ? <EntryDetails entry={entry} onNavigate={onClose} /> : null}
    </Dialog>
  );
}

function EntryDetails({ entry, onNavigate }: { entry: AuditEntry; onNavigate: () => void }) {
  const metadata = JSON.stringify(entry.metadata, null, 2);
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2.5">
        <Field term="Entry">
          <code className="break-all font-mono text-xs">{entry.id}</code>
        </Field>
        <Field term="Action">
          <code className="font-mono text-xs">{entry.action}</code>
        </Field>
        <Field term="Time">
          <time dateTime={entry.occurred_at} className="font-mono text-xs">
            {entry.occurred_at}
          </time>
        </Field>
        <Field term="Actor">
          {entry.actor.display} <span className="text-zinc-600 dark:text-zinc-400">({entry.actor.type})</span>
          {entry.actor.id ? (
            <FilterLink href={`/audit?actor_id=${entry.actor.id}`} onNavigate={onNavigate} label={`Entries by ${entry.actor.display}`} />
          ) : null}
        </Field>
        <Field term="Resource">
          {entry.resource ? (
            <>
              {entry.resource.type.replaceAll("_", " ")} {entry.resource_name ? <strong>{entry.resource_name}</strong> : null}{" "}
              <code className="break-all font-mono text-xs">{entry.resource.id}</code>
              <FilterLink
                href={`/audit?resource_id=${entry.resource.id}`}
                onNavigate={onNavigate}
                label={`Entries about ${entry.resource_name ?? entry.resource.id}`}
              />
            </>
          ) : (
            "—"
          )}
        </Field>
        <Field term="IP address">
          <span className="font-mono text-xs">{entry.ip ?? "—"}</span>
        </Field>
        <Field term="User agent">
          <span className="break-words">{entry.user_agent ?? "—"}</span>
        </Field>
      </dl>
      <section aria-labelledby="entry-metadata-heading" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="entry-metadata-heading" className="font-medium">
            Metadata
          </h3>
          <CopyButton value={metadata} label="Copy JSON" />
        </div>
        <pre
          tabIndex={0}
          aria-labelledby="entry-metadata-heading"
          className="max-h-80 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-xs text-zinc-900 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-100"
        >
          {metadata}
        </pre>
      </section>
    </div>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function FilterLink({ href, label, onNavigate }: { href: string; label: string; onNavigate: () => void }) {
  return (
    <Link href={href} onClick={onNavigate} className="text-link mt-0.5 block text-xs">
      {label}
    </Link>
  );
}
