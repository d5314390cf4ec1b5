import { Activity, Bell, Boxes, Braces, FileText, KeyRound, LayoutDashboard, ScrollText, Webhook, type LucideIcon } from "lucide-react";

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
  { href: "/invoices", label: "Invoices", icon: FileText },
  { href: "/webhooks", label: "Webhooks", icon: Webhook },
  { href: "/audit", label: "Audit log", icon: ScrollText },
  { href: "/explorer", label: "API explorer", icon: Braces },
  { href: "/notifications", label: "Notifications", icon: Bell },
];

export const productIcon = Activity;
