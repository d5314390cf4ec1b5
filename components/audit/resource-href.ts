/** The customer-area page of a journal entry's resource, where one exists. */
export function resourceHref(resource: { type: string; id: string } | null): string | null {
  if (!resource) return null;
  switch (resource.type) {
    case "module":
      return `/modules/${resource.id}`;
    case "invoice":
      return `/invoices/${resource.id}`;
    case "webhook":
      return `/webhooks/${resource.id}`;
    case "access_token":
      return "/tokens";
    case "oauth_client":
      return "/oauth-clients";
    default:
      return null;
  }
}

/** "access_token" → "access token". */
export const resourceTypeLabel = (type: string) => type.replaceAll("_", " ");
