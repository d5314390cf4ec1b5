"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { WebhookApiVersionProps } from "./webhook-api-version";

// Moving an endpoint between API versions is rare: its form is fetched when asked for, so the
// endpoint's page (a live page) does not grow with it (issue 37's decision: no page may grow).
const WebhookApiVersion = dynamic(() => import("./webhook-api-version").then((module) => module.WebhookApiVersion), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      Loading…
    </p>
  ),
});

export function ChangeApiVersion(props: WebhookApiVersionProps) {
  const [open, setOpen] = useState(false);
  if (open) return <WebhookApiVersion {...props} />;
  return (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      Change API version
    </Button>
  );
}
