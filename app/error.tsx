"use client";

import { LazyPageError } from "@/components/errors/lazy-page-error";

// Catches what the segment boundaries cannot: a failing layout, such as the customer area's
// session check while the database is down. There is no shell around it, so it is the page's main.
export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <LazyPageError {...props} />
    </main>
  );
}
