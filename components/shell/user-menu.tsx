"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { signOutAction } from "./actions";

/** Drawn on the server (navigation-icons.tsx), so no icon code ships with the menu. */
export interface UserMenuIcons {
  expand: ReactNode;
  signOut: ReactNode;
}

/** Disclosure menu with the signed-in user and sign-out; closes on Escape and outside clicks. */
export function UserMenu({ name, email, icons }: { name: string; email: string; icons: UserMenuIcons }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-zinc-100 dark:hover:bg-zinc-800"
      >
        <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only">User menu</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{name}</span>
          <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{email}</span>
        </span>
        {icons.expand}
      </button>
      {open ? (
        <div
          id="user-menu-panel"
          className="absolute bottom-full left-0 z-20 mb-1 w-full rounded-md border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          <form action={signOutAction}>
            <button
              type="submit"
              autoFocus
              className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              {icons.signOut}
              Sign out
            </button>
          </form>
        </div>
      ) : null}
    </div>
  );
}
