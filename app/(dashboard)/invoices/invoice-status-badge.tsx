import type { components } from "@/clients/typescript/src";
import { Badge, type BadgeTone } from "@/components/ui/badge";

type InvoiceStatus = components["schemas"]["InvoiceStatus"];

const badges: Record<InvoiceStatus, { tone: BadgeTone; label: string }> = {
  open: { tone: "info", label: "Open" },
  paid: { tone: "success", label: "Paid" },
  void: { tone: "neutral", label: "Void" },
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { tone, label } = badges[status];
  return <Badge tone={tone}>{label}</Badge>;
}
