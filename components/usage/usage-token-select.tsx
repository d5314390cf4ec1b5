"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

// The only client code of the usage panel: choosing a token or OAuth client follows the option's
// link. The period choice is plain links; this select is the one control a link cannot be.

export interface UsageTokenOption {
  value: string;
  label: string;
  href: string;
  /** Options with a group are drawn under its <optgroup>, after those without. */
  group?: string;
}

export function UsageTokenSelect({ id, value, options }: { id: string; value: string; options: UsageTokenOption[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <select
      id={id}
      value={value}
      aria-busy={pending}
      onChange={(event) => {
        const option = options.find((each) => each.value === event.target.value);
        if (option) startTransition(() => router.push(option.href, { scroll: false }));
      }}
      className="h-9 min-w-0 max-w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
    >
      {options.filter((option) => !option.group).map(renderOption)}
      {[...new Set(options.flatMap((option) => (option.group ? [option.group] : [])))].map((group) => (
        <optgroup key={group} label={group}>
          {options.filter((option) => option.group === group).map(renderOption)}
        </optgroup>
      ))}
    </select>
  );
}

function renderOption(option: UsageTokenOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}
