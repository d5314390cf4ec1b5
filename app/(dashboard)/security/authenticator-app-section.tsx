"use client";

import { useRouter } from "next/navigation";
import { Suspense, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ActionMessage } from "@/components/ui/action-message";
import { removeTotpAction, startTotpSetupAction } from "./actions";
import { useSudoRetry } from "@/components/sudo/use-sudo-retry";
import { RecoveryCodesList, TotpConfirmForm } from "./lazy-parts";

type Stage = { kind: "idle" } | { kind: "scanning"; secret: string; qrCode: string } | { kind: "codes"; codes: string[] };

/** Authenticator app codes: set up (QR code and secret, confirmed with a code, then recovery codes) or remove. Its section and the explanation are drawn by the page, on the server. */
export function AuthenticatorAppSection({ active }: { active: boolean }) {
  const router = useRouter();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  // Sudo mode: both ask for a proof of identity when the last is over ten minutes old.
  const startTotpSetup = useSudoRetry(startTotpSetupAction);
  const removeTotp = useSudoRetry(removeTotpAction);

  const begin = () =>
    startTransition(async () => {
      const result = await startTotpSetup({});
      if (!result.ok) return setMessage({ tone: "error", text: result.error });
      setMessage(null);
      setStage({ kind: "scanning", ...result.data });
    });

  const remove = () =>
    startTransition(async () => {
      const result = await removeTotp({});
      setMessage(result.ok ? { tone: "ok", text: "Authenticator app removed." } : { tone: "error", text: result.error });
    });

  return (
    <Suspense fallback={null}>
      {stage.kind === "codes" ? (
        <RecoveryCodesList
          codes={stage.codes}
          onDone={() => {
            setStage({ kind: "idle" });
            router.refresh();
          }}
        />
      ) : stage.kind === "scanning" ? (
        <TotpConfirmForm
          secret={stage.secret}
          qrCode={stage.qrCode}
          onConfirmed={(codes) => {
            setMessage({ tone: "ok", text: "Authenticator app turned on." });
            setStage({ kind: "codes", codes });
          }}
          onCancel={() => setStage({ kind: "idle" })}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {active ? (
            <>
              <p className="text-sm font-medium">Your authenticator app is on.</p>
              <Button type="button" variant="secondary" disabled={pending} onClick={remove}>
                Remove authenticator app
              </Button>
            </>
          ) : (
            <Button type="button" disabled={pending} onClick={begin}>
              Set up an authenticator app
            </Button>
          )}
          <ActionMessage message={message} />
        </div>
      )}
    </Suspense>
  );
}
