"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { InvoiceRow } from "../columns";
import { InvoiceJson } from "./invoice-json";
import { InvoicePreview } from "./invoice-preview";

const tabs = [
  { key: "preview", label: "Preview" },
  { key: "json", label: "JSON" },
] as const;
type TabKey = (typeof tabs)[number]["key"];

/**
 * The PDF preview and the JSON resource as WAI-ARIA tabs: arrow keys, Home and End move between
 * tabs. The preview stays mounted while hidden, so switching back does not load the PDF again.
 */
export function InvoiceTabs({ invoice }: { invoice: InvoiceRow }) {
  const [selected, setSelected] = useState<TabKey>("preview");
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!.key;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Invoice views" onKeyDown={onKeyDown} className="mb-4 flex gap-1 border-b border-zinc-200 dark:border-zinc-800">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[tab.key] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.key)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
                active
                  ? "border-brand-600 text-zinc-900 dark:border-brand-100 dark:text-white"
                  : "border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-preview`} aria-labelledby={`${id}-tab-preview`} hidden={selected !== "preview"}>
        <InvoicePreview invoiceId={invoice.id} number={invoice.number} />
      </div>
      <div role="tabpanel" id={`${id}-panel-json`} aria-labelledby={`${id}-tab-json`} hidden={selected !== "json"}>
        <InvoiceJson invoice={invoice} />
      </div>
    </div>
  );
}
