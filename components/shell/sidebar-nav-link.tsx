"use client";

import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** One sidebar link, marked current on its section's pages (the overview only on itself). */
export function SidebarNavLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  const pathname = usePathname();
  const active = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={`flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium ${
        active
          ? "bg-zinc-200/70 text-zinc-900 dark:bg-zinc-800 dark:text-white"
          : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-white"
      }`}
    >
      {icon}
      {label}
      <PendingMark />
    </Link>
  );
}

/**
 * A dot that pulses while the click's page is on its way. The pages have no loading skeleton: React
 * holds a revealed skeleton's content back until 300 ms after the skeleton showed, so every click
 * took at least that long (bench:pages: 341–343 ms for pages whose render took 80 ms). The page
 * now stays until the next one is ready, and this says the click was taken.
 */
function PendingMark() {
  const { pending } = useLinkStatus();
  return <span aria-hidden className={`ml-auto h-1.5 w-1.5 rounded-full bg-zinc-400 dark:bg-zinc-500 ${pending ? "animate-pulse" : "invisible"}`} />;
}
