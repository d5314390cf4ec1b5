"use client";

import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

/**
 * The page's QueryClient where the page has React Query (QueryProvider sets it), else null: what
 * useOwnAction reads. A context of our own, so the many pages without React Query do not import
 * its provider module just to find out there is none (issue 26).
 */
export const PageQueryClient = createContext<QueryClient | null>(null);
