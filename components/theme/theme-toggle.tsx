"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";
import { useEffect, useState } from "react";

const order = ["system", "light", "dark"] as const;
const icons = { system: Monitor, light: Sun, dark: Moon };

/** Cycles system → light → dark; the label says the current choice. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const current = mounted ? ((theme as (typeof order)[number] | undefined) ?? "system") : "system";
  const Icon = icons[current];
  const next = order[(order.indexOf(current) + 1) % order.length]!;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label="Theme"
      title={`Theme: ${current} (switch to ${next})`}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <Icon className="h-4 w-4" aria-hidden />
      <span className="sr-only">{`Theme: ${current}`}</span>
    </button>
  );
}
