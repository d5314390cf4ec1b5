"use client";

import { useRouter } from "next/navigation";
import { useRef, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { auditActionLabels } from "@/lib/audit/audit-actions";
import { auditFiltersQueryString, type AuditFilters } from "./audit-filters";

const actionOptions = [
  { value: "", label: "All actions" },
  ...Object.entries(auditActionLabels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters live in the URL (shareable, and Back undoes a filter). The action applies as
 * soon as it is chosen; the text fields on Apply. Remounted (by key) when the URL changes.
 */
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);

  function apply(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const data = new FormData(form.current!);
    const next: AuditFilters = {};
    for (const name of ["action", "actor_id", "resource_id", "since", "until"] as const) {
      const value = String(data.get(name) ?? "").trim();
      if (value) next[name] = value;
    }
    const query = auditFiltersQueryString(next);
    router.push(query ? `/audit?${query}` : "/audit");
  }

  return (
    <form ref={form} onSubmit={apply} aria-label="Filter the audit log" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))_auto]">
      <SelectField label="Action" name="action" defaultValue={filters.action ?? ""} options={withCurrent(filters.action)} onChange={() => apply()} />
      <TextField label="Actor id" name="actor_id" defaultValue={filters.actor_id} placeholder="usr_… or tok_…" spellCheck={false} />
      <TextField label="Resource id" name="resource_id" defaultValue={filters.resource_id} placeholder="mod_…, tok_…, wh_…" spellCheck={false} />
      {/* A day from the URL fills the date field; an exact instant (from a link) is kept as it is. */}
      <DateOrInstantField label="From (UTC)" name="since" value={filters.since} />
      <DateOrInstantField label="To (UTC, inclusive)" name="until" value={filters.until} />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button type="button" variant="secondary" onClick={() => router.push("/audit")}>
          Clear
        </Button>
      </div>
    </form>
  );
}

function DateOrInstantField({ label, name, value }: { label: string; name: string; value?: string }) {
  if (value && !DAY.test(value)) return <TextField label={label} name={name} defaultValue={value} spellCheck={false} />;
  return <TextField label={label} name={name} type="date" defaultValue={value} />;
}

/** An action from the URL that has no label yet still shows as chosen. */
function withCurrent(action: string | undefined) {
  if (!action || actionOptions.some((option) => option.value === action)) return actionOptions;
  return [...actionOptions, { value: action, label: action }];
}
