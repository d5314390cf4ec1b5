"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type ReactNode } from "react";
import type { AuditRowView } from "./audit-rows";

/** Every row is this tall (cells are one line), so positions need no measuring. */
const AUDIT_ROW_HEIGHT = 44;
/** Start loading the next page this many rows before the end. */
const PREFETCH_ROWS = 40;

interface AuditTableProps {
  /** The loaded rows, their cells rendered on the server (audit-rows.tsx). */
  rows: AuditRowView[];
  /** The header row, rendered on the server. */
  header: ReactNode;
  columnCount: number;
  /** Called when the visible rows come near the end of what is loaded. */
  onNearEnd: () => void;
}

/**
 * The journal as a table whose body is virtualised: only the rows in view (plus a few) are in
 * the DOM, spacer rows stand in for the rest, so ten thousand loaded entries scroll as lightly
 * as fifty. The header stays put while the body scrolls.
 */
export function AuditTable({ rows, header, columnCount, onNearEnd }: AuditTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => AUDIT_ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;

  useEffect(() => {
    if (lastIndex >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, rows.length, onNearEnd]);

  return (
    <div
      ref={scrollRef}
      // Focusable so the keyboard can scroll it; labelled for the region it is.
      tabIndex={0}
      role="region"
      aria-label="Audit entries, newest first"
      className="relative h-[calc(100dvh-22rem)] min-h-80 overflow-auto rounded-xl border border-zinc-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <table className="w-full table-fixed md:min-w-[56rem] text-left text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">Audit entries, newest first</caption>
        <thead className="sticky top-0 z-10 bg-zinc-50 text-xs font-medium text-zinc-600 shadow-[0_1px_0] shadow-zinc-200 dark:bg-zinc-900 dark:text-zinc-400 dark:shadow-zinc-800">
          {header}
        </thead>
        <tbody>
          {paddingTop > 0 ? <SpacerRow height={paddingTop} columns={columnCount} /> : null}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <tr
                key={row.id}
                data-audit-row
                aria-rowindex={item.index + 2}
                style={{ height: AUDIT_ROW_HEIGHT }}
                className="border-b border-zinc-100 hover:bg-zinc-50/70 dark:border-zinc-800 dark:hover:bg-zinc-800/40"
              >
                {row.cells}
              </tr>
            );
          })}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} columns={columnCount} /> : null}
        </tbody>
      </table>
    </div>
  );
}

/** Holds the place of the rows that are not rendered, so the scrollbar reflects them all. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}
