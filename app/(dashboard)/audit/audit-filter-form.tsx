"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useFocusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { auditActionLabels } from "@/lib/domains/audit/audit-actions";
import { formatDateTime, parseDateTime } from "@/lib/platform/format/date-time";
import { showDay } from "@/lib/platform/format/day";
import type { AuditActorChoice } from "@/lib/domains/audit/list-audit-actors";
import { auditFiltersQueryString, type AuditFilters } from "./audit-filters";

const actionOptions = [
  { value: "", label: "All actions" },
  ...Object.entries(auditActionLabels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * The filters live in the URL (shareable, and Back undoes a filter). The action applies as
 * soon as it is chosen; the text fields on Apply. Remounted (by key) when the URL changes.
 */
export function AuditFilterForm({ filters, actors }: { filters: AuditFilters; actors: AuditActorChoice[] }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [dayErrors, setDayErrors] = useState<{ since?: string; until?: string }>({});
  useFocusFirstInvalid(form, dayErrors);

  function apply(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const data = new FormData(form.current!);
    const next: AuditFilters = {};
    for (const name of ["action", "resource_id"] as const) {
      const value = String(data.get(name) ?? "").trim();
      if (value) next[name] = value;
    }
    Object.assign(next, actorFilterOf(String(data.get("actor") ?? "")));
    // Days are typed as the tables show them ("23 Nov 2026", or "23 Nov 2026, 05:11 UTC" for a
    // moment); the URL keeps ISO days and instants.
    const errors: { since?: string; until?: string } = {};
    for (const name of ["since", "until"] as const) {
      const value = String(data.get(name) ?? "").trim();
      if (!value) continue;
      const parsed = INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? { day: value, instant: value } : parseDateTime(value);
      if (parsed) next[name] = parsed.instant ?? parsed.day;
      else errors[name] = "Enter a day like 23 Nov 2026.";
    }
    setDayErrors(errors);
    if (errors.since || errors.until) return;
    const query = auditFiltersQueryString(next);
    router.push(query ? `/audit?${query}` : "/audit");
  }

  return (
    <form ref={form} onSubmit={apply} aria-label="Filter the audit log" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))_auto]">
      <SelectField label="Action" name="action" defaultValue={filters.action ?? ""} options={withCurrent(filters.action)} onChange={() => apply()} />
      <SelectField label="Actor" name="actor" defaultValue={actorValueOf(filters)} options={actorOptions(actors, filters)} onChange={() => apply()} />
      <TextField label="Resource id" name="resource_id" defaultValue={filters.resource_id} placeholder="mod_…, tok_…, wh_…" spellCheck={false} />
      {/* A day from the URL fills the date field; an exact instant (from a link) is kept as it is. */}
      <DayField label="From (UTC)" name="since" value={filters.since} error={dayErrors.since} />
      <DayField label="To (UTC, inclusive)" name="until" value={filters.until} error={dayErrors.until} />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button type="button" variant="secondary" onClick={() => router.push("/audit")}>
          Clear
        </Button>
      </div>
    </form>
  );
}

function DayField({ label, name, value, error }: { label: string; name: string; value?: string; error?: string }) {
  // Days and instants show as every table shows them. Not keyed by the error: a remount would
  // put the URL's value back over what the admin typed, beside an error about their text.
  const shown = value && DAY.test(value) ? showDay(value) : value && INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
  return <TextField label={label} name={name} defaultValue={shown} placeholder="e.g. 23 Nov 2026" error={error} spellCheck={false} />;
}

// One select for two filters: people and tokens by `actor_id`, the operator (no id) by `actor_type`.
const actorValueOf = (filter: AuditFilters | AuditActorChoice["filter"]) =>
  "actor_id" in filter && filter.actor_id ? `actor_id:${filter.actor_id}` : "actor_type" in filter && filter.actor_type ? `actor_type:${filter.actor_type}` : "";

function actorFilterOf(value: string): AuditFilters {
  const [name, ...rest] = value.split(":");
  const id = rest.join(":");
  if (!id) return {};
  return name === "actor_type" ? { actor_type: id as AuditFilters["actor_type"] } : { actor_id: id };
}

/** Everyone in the journal by name; an actor from a link that matches none still shows as chosen. */
function actorOptions(actors: AuditActorChoice[], filters: AuditFilters) {
  const prefixes = { user: "", token: "Token: ", system: "" };
  const options = [{ value: "", label: "Anyone" }, ...actors.map((actor) => ({ value: actorValueOf(actor.filter), label: `${prefixes[actor.type]}${actor.label}` }))];
  const current = actorValueOf(filters);
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: filters.actor_id ?? filters.actor_type ?? "" });
  return options;
}

/** An action from the URL that has no label yet still shows as chosen. */
function withCurrent(action: string | undefined) {
  if (!action || actionOptions.some((option) => option.value === action)) return actionOptions;
  return [...actionOptions, { value: action, label: action }];
}
