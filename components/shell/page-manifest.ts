import type * as Icons from "@/components/icons/icons";

// Every section of the customer area, declared once. The sidebar and the account switcher
// (navigation.ts), the sidebar's icons (navigation-icons.tsx), the icon generator
// (scripts/generate-icons.mjs) and the e2e page list (e2e/customer-pages.ts: every page's
// checks, the page-weight budget, bench:pages) all read it: a new page is one entry here.
// Plain data with type-only imports, so the icon generator (plain Node) can import it too.

export interface SectionPage {
  /** Where it lives; also the key its detail pages fall under (`/modules/mod_1` → `/modules`). */
  href: string;
  /** The sidebar link's text, and the page's h1. */
  label: string;
  /** Its lucide icon by name: the generator draws it into components/icons/icons.tsx. */
  icon: keyof typeof Icons;
  /** Its short name in test and benchmark output (`audit`, `oauth-clients`). */
  name: string;
}

export const pageManifest: SectionPage[] = [
  { href: "/", label: "Overview", icon: "LayoutDashboard", name: "overview" },
  { href: "/modules", label: "Modules", icon: "Boxes", name: "modules" },
  { href: "/tokens", label: "Access tokens", icon: "KeyRound", name: "tokens" },
  { href: "/oauth-clients", label: "OAuth clients", icon: "Cpu", name: "oauth-clients" },
  { href: "/invoices", label: "Invoices", icon: "FileText", name: "invoices" },
  { href: "/webhooks", label: "Webhooks", icon: "Webhook", name: "webhooks" },
  { href: "/audit", label: "Audit log", icon: "ScrollText", name: "audit" },
  { href: "/requests", label: "Requests", icon: "Activity", name: "requests" },
  { href: "/explorer", label: "API explorer", icon: "Braces", name: "explorer" },
  { href: "/api-version", label: "API version", icon: "CalendarClock", name: "api-version" },
  { href: "/members", label: "Members", icon: "Users", name: "members" },
  { href: "/billing", label: "Billing details", icon: "Building2", name: "billing" },
  { href: "/notifications", label: "Notifications", icon: "Bell", name: "notifications" },
  { href: "/security", label: "Security", icon: "ShieldCheck", name: "security" },
];
