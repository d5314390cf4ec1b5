import { Activity, Boxes, KeyRound, LayoutDashboard, type LucideIcon } from "lucide-react";

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
];

export const productIcon = Activity;
