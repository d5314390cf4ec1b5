"use client";

import { useRouter } from "next/navigation";
import { Suspense, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ActionMessage } from "@/components/ui/action-message";
import { regenerateRecoveryCodesAction } from "./actions";
import { useSudoRetry } from "@/components/sudo/use-sudo-retry";
import { RecoveryCodesList } from "./lazy-parts";

/** How many recovery codes are left, and a new set (the old one stops working). Its section is drawn by the page, on the server. */
export function RecoveryCodesSection({ left }: { left: number }) {
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const regenerateRecoveryCodes = useSudoRetry(regenerateRecoveryCodesAction);

  const regenerate = () =>
    startTransition(async () => {
      const result = await regenerateRecoveryCodes({});
      if (!result.ok) return setMessage({ tone: "error", text: result.error });
      setMessage({ tone: "ok", text: "New recovery codes made. The old ones no longer work." });
      setCodes(result.data.recoveryCodes);
    });

  return (
    <>
      {codes ? (
        <Suspense fallback={null}>
          <RecoveryCodesList
            codes={codes}
            onDone={() => {
              setCodes(null);
              router.refresh();
            }}
          />
        </Suspense>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {left === 0
              ? "You have no recovery codes. Make a set, in case you lose your passkey or phone."
              : `${left === 1 ? "1 recovery code left." : `${left} recovery codes left.`} Each signs you in once, in place of your second factor.`}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" disabled={pending} onClick={regenerate}>
              Make new recovery codes
            </Button>
            <ActionMessage message={message} />
          </div>
        </div>
      )}
    </>
  );
}
