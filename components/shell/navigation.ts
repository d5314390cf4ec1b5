import { Activity, Bell, Boxes, Braces, Building2, Cpu, FileText, KeyRound, LayoutDashboard, ScrollText, Users, Webhook, type LucideIcon } from "lucide-react";

export interface NavigationItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

// A section appears here once its page exists.
export const navigation: NavigationItem[] = [
  { href: "/", label: "Overview", icon: LayoutDashboard },
  { href: "/modules", label: "Modules", icon: Boxes },
  { href: "/tokens", label: "Access tokens", icon: KeyRound },
  { href: "/oauth-clients", label: "OAuth clients", icon: Cpu },
  { href: "/invoices", label: "Invoices", icon: FileText },
  { href: "/webhooks", label: "Webhooks", icon: Webhook },
  { href: "/audit", label: "Audit log", icon: ScrollText },
  { href: "/explorer", label: "API explorer", icon: Braces },
  { href: "/members", label: "Members", icon: Users },
  { href: "/billing", label: "Billing details", icon: Building2 },
  { href: "/notifications", label: "Notifications", icon: Bell },
];

export const productIcon = Activity;

/** The navigation section a path belongs to: `/modules/mod_1` → `/modules`. */
export function sectionRoot(pathname: string): string {
  const section = navigation.find(({ href }) => href !== "/" && (pathname === href || pathname.startsWith(`${href}/`)));
  return section?.href ?? "/";
}
