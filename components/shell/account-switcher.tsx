"use client";

import { usePathname, useRouter } from "next/navigation";
import { useOptimistic, useTransition } from "react";
import { switchAccountAction } from "./actions";
import { sectionRoot } from "./navigation";

export function AccountSwitcher({ accounts, currentId }: { accounts: { id: string; name: string }[]; currentId: string }) {
  const [pending, startTransition] = useTransition();
  const [shownId, showId] = useOptimistic(currentId);
  const router = useRouter();
  const pathname = usePathname();
  if (accounts.length < 2) {
    return <p className="truncate px-1 text-sm font-semibold">{accounts[0]?.name}</p>;
  }

  function switchTo(accountId: string) {
    startTransition(async () => {
      showId(accountId);
      const { ok } = await switchAccountAction(accountId);
      if (!ok) return;
      // A detail page (a module, an invoice) belongs to the old account: land on its section.
      // The refresh is a new request, so it carries the updated session cookie.
      const target = sectionRoot(pathname);
      if (target !== pathname) router.replace(target);
      router.refresh();
    });
  }

  return (
    <div>
      <label htmlFor="account-switcher" className="sr-only">
        Account
      </label>
      <select
        id="account-switcher"
        value={shownId}
        disabled={pending}
        onChange={(event) => switchTo(event.target.value)}
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
