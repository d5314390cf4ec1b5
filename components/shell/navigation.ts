import { pageManifest } from "./page-manifest";

export interface NavigationItem {
  href: string;
  label: string;
}

// The sections, from the page manifest (page-manifest.ts). Their icons are drawn on the server
// (navigation-icons.tsx): the client components that read this list (the account switcher) ship
// no icon code.
export const navigation: NavigationItem[] = pageManifest.map(({ href, label }) => ({ href, label }));

/** The navigation section a path belongs to: `/modules/mod_1` → `/modules`. */
export function sectionRoot(pathname: string): string {
  const section = navigation.find(({ href }) => href !== "/" && (pathname === href || pathname.startsWith(`${href}/`)));
  return section?.href ?? "/";
}
