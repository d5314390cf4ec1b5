// The words the customer area's forms use for the fields an API pointer or a zod path names.

const FIELD_LABELS: Record<string, string> = {
  resource_id: "Resource id",
  actor_id: "Actor",
  action: "Action",
  since: "From",
  until: "To",
  name: "Name",
  url: "Endpoint URL",
  description: "Description",
  events: "Events",
  expires_in: "Expiry",
  scopes: "Scopes",
  cursor: "Page position",
  reason: "Reason",
};

/** "#/query/resource_id" or ["resource_id"] → "Resource id". */
export function fieldLabel(path: string | readonly PropertyKey[]): string {
  const segments = typeof path === "string" ? path.replace(/^#\/?/, "").split("/") : path.map(String);
  const last = [...segments].reverse().find((segment) => segment && !/^\d+$/.test(segment) && segment !== "query" && segment !== "body");
  if (!last) return "This field";
  const known = FIELD_LABELS[last];
  if (known) return known;
  const words = last.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
