"use client";

import { Button } from "@/components/ui/button";

// Shown when a page of the customer area fails; the digest lets support find the server log line.
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950">
      <h1 className="text-lg font-semibold text-red-900 dark:text-red-100">Something went wrong</h1>
      <p className="mt-2 text-sm text-red-800 dark:text-red-200">
        This page could not be loaded. Try again; if it keeps failing, contact support
        {error.digest ? ` and quote reference ${error.digest}` : ""}.
      </p>
      <Button className="mt-4" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
