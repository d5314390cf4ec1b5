import { Badge } from "@/components/ui/badge";
import { RequestLimitButton, type LimitHolderRow, type RequestLimitAction } from "./request-limit-button";

// The "Limit" cell of the access tokens' and the OAuth clients' tables: the limit, where its
// extension stands, and (for those who manage tokens) the request for it.

const extendedLimitBadges = {
  none: null,
  requested: <Badge tone="info">Extended limit requested</Badge>,
  granted: <Badge tone="success">Extended limit granted</Badge>,
  declined: <Badge tone="neutral">Extended limit declined</Badge>,
};

/** 600 → "600/min", 3000 → "3 000/min" (the contract's spelling, grouped by a space). */
function formatRateLimit(perMinute: number): string {
  return `${String(perMinute).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}/min`;
}

export interface ExtendedLimitCellProps {
  holder: LimitHolderRow & { rateLimitPerMinute: number };
  /** The page's request action; without it (a viewer) nothing is offered. */
  request?: RequestLimitAction;
}

export function ExtendedLimitCell({ holder, request }: ExtendedLimitCellProps) {
  return (
    <div className="space-y-1">
      <span className="block whitespace-nowrap tabular-nums">{formatRateLimit(holder.rateLimitPerMinute)}</span>
      {extendedLimitBadges[holder.extendedLimit]}
      {request ? <RequestLimitButton holder={holder} request={request} /> : null}
    </div>
  );
}
