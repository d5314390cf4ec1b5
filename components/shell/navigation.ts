export interface NavigationItem {
  href: string;
  label: string;
}

// A section appears here once its page exists. Its icon is in navigation-icons.tsx, drawn on the
// server: the client components that read this list (the account switcher) ship no icon code.
export const navigation: NavigationItem[] = [
  { href: "/", label: "Overview" },
  { href: "/modules", label: "Modules" },
  { href: "/tokens", label: "Access tokens" },
  { href: "/oauth-clients", label: "OAuth clients" },
  { href: "/invoices", label: "Invoices" },
  { href: "/webhooks", label: "Webhooks" },
  { href: "/audit", label: "Audit log" },
  { href: "/requests", label: "Requests" },
  { href: "/explorer", label: "API explorer" },
  { href: "/members", label: "Members" },
  { href: "/billing", label: "Billing details" },
  { href: "/notifications", label: "Notifications" },
  { href: "/security", label: "Security" },
];

/** The navigation section a path belongs to: `/modules/mod_1` → `/modules`. */
export function sectionRoot(pathname: string): string {
  const section = navigation.find(({ href }) => href !== "/" && (pathname === href || pathname.startsWith(`${href}/`)));
  return section?.href ?? "/";
}
