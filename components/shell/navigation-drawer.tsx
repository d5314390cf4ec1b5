"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

const SIDEBAR_ID = "sidebar";

/**
 * The sidebar: fixed at the left from `md` up; below it, a top bar with a menu button that opens
 * the same sidebar as a drawer over the page, so content starts on the first screen of a phone.
 */
/** Drawn on the server (navigation-icons.tsx), so no icon code ships with the drawer. */
export interface DrawerIcons {
  product: ReactNode;
  open: ReactNode;
  close: ReactNode;
}

export function NavigationDrawer({ icons, children }: { icons: DrawerIcons; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  // Following a link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button, select")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      {/* A header (the banner landmark) so the phone's home link and menu button sit in a landmark, as axe's `region` asks. */}
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-zinc-200 bg-zinc-50 px-3 md:hidden dark:border-zinc-800 dark:bg-zinc-900">
        <Link href="/" className="flex items-center gap-2 px-1 text-sm font-semibold">
          {icons.product}
          Integrations
        </Link>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          {open ? icons.close : icons.open}
          Menu
        </button>
      </header>
      {open ? <div aria-hidden className="fixed inset-0 top-14 z-30 bg-black/40 md:hidden" onClick={() => setOpen(false)} /> : null}
      <aside
        ref={panel}
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        className={`${open ? "flex" : "hidden"} fixed bottom-0 left-0 top-14 z-40 w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r border-zinc-200 bg-zinc-50 p-3 md:sticky md:top-0 md:bottom-auto md:flex md:h-screen md:w-60 md:shrink-0 dark:border-zinc-800 dark:bg-zinc-900 md:dark:bg-zinc-900/40`}
      >
        {children}
      </aside>
    </>
  );
}
