"use client";

import { useTheme } from "next-themes";
import { useEffect, useState, type ReactNode } from "react";

const order = ["system", "light", "dark"] as const;

/** One icon per choice, drawn on the server (navigation-icons.tsx), so no icon code ships with the toggle. */
export type ThemeIcons = Record<(typeof order)[number], ReactNode>;

/** Cycles system → light → dark; the label says the current choice. */
export function ThemeToggle({ icons }: { icons: ThemeIcons }) {
  const { theme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const current = mounted ? ((theme as (typeof order)[number] | undefined) ?? "system") : "system";
  const next = order[(order.indexOf(current) + 1) % order.length]!;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label="Theme"
      title={`Theme: ${current} (switch to ${next})`}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      {icons[current]}
      <span className="sr-only">{`Theme: ${current}`}</span>
    </button>
  );
}
