import type { ReactNode } from "react";
import {
  Activity,
  Bell,
  Boxes,
  Braces,
  Building2,
  ChevronsUpDown,
  Circle,
  Cpu,
  FileText,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Menu,
  Monitor,
  Moon,
  ScrollText,
  ShieldCheck,
  Sun,
  Users,
  Webhook,
  X,
} from "@/components/icons/icons";
import type { IconProps } from "@/components/icons/svg";
import type { ThemeIcons } from "@/components/theme/theme-toggle";
import type { DrawerIcons } from "./navigation-drawer";
import type { UserMenuIcons } from "./user-menu";

// The shell's icons (sections, the product, the drawer's, the user menu's and the theme toggle's), rendered by server components and handed to the client ones as elements,
// so their SVG travels in the page's HTML rather than as JavaScript every page downloads.

const SECTION_ICONS: Record<string, (props: IconProps) => ReactNode> = {
  "/": LayoutDashboard,
  "/modules": Boxes,
  "/tokens": KeyRound,
  "/oauth-clients": Cpu,
  "/invoices": FileText,
  "/webhooks": Webhook,
  "/audit": ScrollText,
  "/requests": Activity,
  "/explorer": Braces,
  "/members": Users,
  "/billing": Building2,
  "/notifications": Bell,
  "/security": ShieldCheck,
};

export function SectionIcon({ href }: { href: string }) {
  const Icon = SECTION_ICONS[href] ?? Circle;
  return <Icon className="h-4 w-4" aria-hidden />;
}

export function ProductIcon() {
  return <Activity className="h-5 w-5 text-brand-600" aria-hidden />;
}

export const drawerIcons: DrawerIcons = {
  product: <ProductIcon />,
  open: <Menu className="h-5 w-5" aria-hidden />,
  close: <X className="h-5 w-5" aria-hidden />,
};

export const userMenuIcons: UserMenuIcons = {
  expand: <ChevronsUpDown className="h-4 w-4 text-zinc-500" aria-hidden />,
  signOut: <LogOut className="h-4 w-4" aria-hidden />,
};

export const themeIcons: ThemeIcons = {
  system: <Monitor className="h-4 w-4" aria-hidden />,
  light: <Sun className="h-4 w-4" aria-hidden />,
  dark: <Moon className="h-4 w-4" aria-hidden />,
};
