"use client";

import { createContext } from "react";

export interface Sudo {
  /** Opens the dialog asking for the password; true once the server accepted it, false if the person cancelled. */
  confirmIdentity: () => Promise<boolean>;
}

/** Given by SudoProvider (the dashboard layout); read by useAccountAction to retry a refused sensitive action. */
export const SudoContext = createContext<Sudo | null>(null);
