"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { PageQueryClient } from "./query-client-context";

/** One QueryClient per browser tab (created lazily, never shared between server requests). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Pages poll on their own schedule; a failed poll is retried by the next tick, not in a burst.
          queries: { retry: 1, refetchOnWindowFocus: true },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <PageQueryClient.Provider value={client}>{children}</PageQueryClient.Provider>
    </QueryClientProvider>
  );
}
