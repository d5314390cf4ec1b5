"use client";

import { useRouter } from "next/navigation";
import { startTransition, useOptimistic, type ReactNode } from "react";

/**
 * A filter kept in the page's address, shown as a checkbox: ticking it goes to `toggledHref`
 * (the same page with the filter flipped), which the server renders. The box shows the new
 * state at once, while that page loads.
 */
export function LinkCheckbox({ checked, toggledHref, children }: { checked: boolean; toggledHref: string; children: ReactNode }) {
  const router = useRouter();
  const [shown, setShown] = useOptimistic(checked);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          const next = event.target.checked;
          startTransition(() => {
            setShown(next);
            router.replace(toggledHref, { scroll: false });
          });
        }}
        className="h-4 w-4 accent-brand-600"
      />
      {children}
    </label>
  );
}
