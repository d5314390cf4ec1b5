"use client";

import { useEffect, useState, type ReactNode } from "react";
import { readThemeChoice, storeThemeChoice, themeChoices, type ThemeChoice } from "./theme-choice";

/** One icon per choice, drawn on the server (navigation-icons.tsx), so no icon code ships with the toggle. */
export type ThemeIcons = Record<ThemeChoice, ReactNode>;

/** Cycles system → light → dark; the label says the current choice. */
export function ThemeToggle({ icons }: { icons: ThemeIcons }) {
  // The server cannot know the stored choice: "system" until mounted, so hydration matches.
  const [current, setCurrent] = useState<ThemeChoice>("system");
  useEffect(() => setCurrent(readThemeChoice()), []);
  const next = themeChoices[(themeChoices.indexOf(current) + 1) % themeChoices.length]!;
  return (
    <button
      type="button"
      onClick={() => {
        storeThemeChoice(next);
        setCurrent(next);
      }}
      aria-label="Theme"
      title={`Theme: ${current} (switch to ${next})`}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      {icons[current]}
      <span className="sr-only">{`Theme: ${current}`}</span>
    </button>
  );
}
