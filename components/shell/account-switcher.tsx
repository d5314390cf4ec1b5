"use client";

import { useTransition } from "react";
import { switchAccountAction } from "./actions";

export function AccountSwitcher({ accounts, currentId }: { accounts: { id: string; name: string }[]; currentId: string }) {
  const [pending, startTransition] = useTransition();
  if (accounts.length < 2) {
    return <p className="truncate px-1 text-sm font-semibold">{accounts[0]?.name}</p>;
  }
  return (
    <div>
      <label htmlFor="account-switcher" className="sr-only">
        Account
      </label>
      <select
        id="account-switcher"
        value={currentId}
        disabled={pending}
        onChange={(event) => startTransition(() => switchAccountAction(event.target.value))}
        className="h-9 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm font-semibold dark:border-zinc-700 dark:bg-zinc-900"
      >
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
    </div>
  );
}
