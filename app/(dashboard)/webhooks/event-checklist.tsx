"use client";

import { catalogue } from "./event-catalogue";

/**
 * The event types a new endpoint subscribes to: "All events" (`*`, which also covers types
 * added later) or any of the catalogue. The server insists on at least one.
 */
export function EventChecklist({
  all,
  onAllChange,
  error,
  selected = [],
}: {
  all: boolean;
  onAllChange: (all: boolean) => void;
  error?: string;
  /** The types already subscribed, when editing an endpoint. */
  selected?: string[];
}) {
  return (
    <fieldset aria-describedby={error ? "events-error" : undefined}>
      <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Events</legend>
      <label className="mt-1.5 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="all-events"
          checked={all}
          onChange={(event) => onAllChange(event.target.checked)}
          className="mt-0.5 h-4 w-4 rounded border-zinc-300 accent-brand-600 dark:border-zinc-700"
        />
        <span>
          <span className="font-medium">All events</span>
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">Every type below, and any added later.</span>
        </span>
      </label>
      <div className="mt-2 grid gap-1.5 border-l border-zinc-200 pl-4 sm:grid-cols-2 dark:border-zinc-800">
        {catalogue.map((entry) => (
          <label key={entry.type} className={`flex items-start gap-2 text-sm ${all ? "opacity-60" : ""}`}>
            <input
              type="checkbox"
              name="events"
              value={entry.type}
              defaultChecked={selected.includes(entry.type)}
              disabled={all}
              className="mt-0.5 h-4 w-4 rounded border-zinc-300 accent-brand-600 dark:border-zinc-700"
            />
            <span>
              <span className="font-mono text-xs font-medium">{entry.type}</span>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{entry.description}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="events-error" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
