import type { components } from "@/clients/typescript/src";
import { Badge, type BadgeTone } from "@/components/ui/badge";

type DeliveryStatus = components["schemas"]["WebhookDeliveryStatus"];

const tones: Record<DeliveryStatus, BadgeTone> = { pending: "warning", succeeded: "success", failed: "danger" };
const labels: Record<DeliveryStatus, string> = { pending: "Pending", succeeded: "Succeeded", failed: "Failed" };

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}

/** An HTTP status for the log, or what happened when none came back. */
export function HttpStatus({ status, error }: { status: number | null; error?: string | null }) {
  if (status === null) return <span className="text-zinc-600 dark:text-zinc-400">{error ? "No response" : "—"}</span>;
  const ok = status >= 200 && status < 300;
  return <span className={`font-mono tabular-nums ${ok ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`}>{status}</span>;
}
