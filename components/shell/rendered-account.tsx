"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useSudoRetry } from "@/components/sudo/use-sudo-retry";
import { Notice } from "@/components/ui/notice";
import type { AccountBound, ActionResult } from "@/lib/adapters/actions/admin-action";
import type { FormDrafts } from "./form-drafts";

// Loaded when a refusal comes, not with every page: it is rarely needed (issue 26).
const loadFormDrafts = () => import("./form-drafts");

export interface RenderedAccount {
  id: string;
  name: string;
}

interface RenderedAccountContext {
  account: RenderedAccount;
  reportAccountChanged: (message: string) => Promise<void>;
}

const Context = createContext<RenderedAccountContext | null>(null);

/**
 * The account the server rendered this page for. Every action call carries its id, so a tab
 * left open on one account can never act on the account another tab switched to. It sits
 * above the per-account subtree, so a refusal's notice survives the refresh that follows it,
 * and so does what the person had typed: the forms of the re-rendered page get it back.
 */
export function RenderedAccountProvider({ account, children }: { account: RenderedAccount; children: ReactNode }) {
  const [notice, setNotice] = useState<string | null>(null);
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const drafts = useRef<{ kept: FormDrafts; restore: (root: HTMLElement, drafts: FormDrafts) => () => void } | null>(null);
  const reportAccountChanged = useCallback(
    async (message: string) => {
      // Captured before the refresh replaces the forms.
      const { captureFormDrafts, restoreFormDrafts } = await loadFormDrafts();
      if (root.current) drafts.current = { kept: captureFormDrafts(root.current), restore: restoreFormDrafts };
      setNotice(message);
      router.refresh();
    },
    [router],
  );
  // Runs after the page re-rendered for the new account (children's effects run first, so its forms are there).
  useEffect(() => {
    if (!drafts.current || !root.current) return;
    const stopWaiting = drafts.current.restore(root.current, drafts.current.kept);
    drafts.current = null;
    return stopWaiting;
  }, [account.id]);
  return (
    <Context.Provider value={{ account, reportAccountChanged }}>
      {notice ? (
        <Notice tone="warning" role="alert" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      <div ref={root} className="contents">
        {children}
      </div>
    </Context.Provider>
  );
}

/**
 * Binds a server action to the rendered account; a refusal for a switched account refreshes the
 * page. A sensitive action refused for want of a recent proof (sudo mode) asks for a proof of
 * identity (SudoProvider) and, once it is accepted, runs again with the same input.
 */
export function useAccountAction<I, T>(action: (call: AccountBound & { input: I }) => Promise<ActionResult<T>>) {
  const context = useContext(Context);
  if (!context) throw new Error("useAccountAction needs a RenderedAccountProvider");
  const { account, reportAccountChanged } = context;
  const call = useSudoRetry(useCallback((input: I) => action({ accountId: account.id, input }), [action, account.id]));
  return useCallback(
    async (input: I): Promise<ActionResult<T>> => {
      const result = await call(input);
      if (!result.ok && result.code === "account_changed") await reportAccountChanged(result.error);
      return result;
    },
    [call, reportAccountChanged],
  );
}
