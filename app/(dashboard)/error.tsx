"use client";

import { PageError } from "@/components/errors/page-error";

// Shown when a page of the customer area fails: "temporarily unavailable" during an outage,
// otherwise the digest that lets support find the server log line.
export default function DashboardError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageError {...props} />;
}
