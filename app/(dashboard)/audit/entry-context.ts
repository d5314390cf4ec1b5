"use client";

import { createContext, useContext } from "react";
import type { AuditEntry } from "./audit-entry";

/** An entry opened from its row, with its label as the row shows it (the drawer's title). */
export interface OpenedEntry {
  entry: AuditEntry;
  label: string;
}

/** How a row's button (rendered on the server, inside the log) opens the entry drawer the log holds. */
export const EntryDrawerContext = createContext<(opened: OpenedEntry) => void>(() => {});

export const useOpenEntry = () => useContext(EntryDrawerContext);
