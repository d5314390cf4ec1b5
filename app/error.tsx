"use client";

import { PageError } from "@/components/errors/page-error";

// Catches what the segment boundaries cannot: a failing layout, such as the customer area's
// session check while the database is down.
export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <PageError {...props} />
    </main>
  );
}
