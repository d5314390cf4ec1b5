"use client";

import { useState, type ComponentType } from "react";
import { Button } from "@/components/ui/button";
import type { WebhookApiVersionProps } from "./webhook-api-version";

// Moving an endpoint between API versions is rare: its form is fetched when asked for, so the
// endpoint's page (a live page) does not grow with it (issue 37's decision: no page may grow).
// A plain import() on click, not next/dynamic, whose loader would itself add to the page.
export function ChangeApiVersion(props: WebhookApiVersionProps) {
  const [Form, setForm] = useState<ComponentType<WebhookApiVersionProps> | null>(null);
  const [loading, setLoading] = useState(false);
  if (Form) return <Form {...props} />;
  return (
    <Button
      variant="secondary"
      disabled={loading}
      onClick={() => {
        setLoading(true);
        import("./webhook-api-version").then(
          (module) => setForm(() => module.WebhookApiVersion),
          () => setLoading(false),
        );
      }}
    >
      {loading ? "Loading…" : "Change API version"}
    </Button>
  );
}
