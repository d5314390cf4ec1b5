"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { ActionMessage } from "@/components/ui/action-message";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { SubmissionMessage } from "@/components/ui/use-form-submission";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { formatDateTime } from "@/lib/platform/format/date-time";
import { previewApiVersionAction, rollBackApiVersionAction, upgradeApiVersionAction } from "./actions";

/**
 * Try the newest version in the explorer (anyone), upgrade to it and roll back within 72 hours
 * (owners and admins; both ask for a recent proof of identity, then confirm).
 */
export function VersionActions({
  version,
  newest,
  rollback,
  canChange,
}: {
  version: string;
  newest: string;
  /** ISO 8601 deadline. */
  rollback: { to: string; until: string } | null;
  canChange: boolean;
}) {
  const router = useRouter();
  const callPreview = useAccountAction(previewApiVersionAction);
  const callUpgrade = useAccountAction(upgradeApiVersionAction);
  const callRollBack = useAccountAction(rollBackApiVersionAction);
  const upgrade = useConfirmation();
  const rollBack = useConfirmation();
  const [previewing, startPreview] = useTransition();
  const [message, setMessage] = useState<SubmissionMessage | null>(null);

  const tryInExplorer = () =>
    startPreview(async () => {
      setMessage(null);
      const result = await callPreview({ version: newest });
      if (!result.ok) return setMessage({ tone: "error", text: result.error });
      router.push(result.data.explorer);
    });

  const done = (text: string) => () => {
    upgrade.close();
    rollBack.close();
    setMessage({ tone: "ok", text });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {version !== newest ? (
          <Button variant="secondary" onClick={tryInExplorer} disabled={previewing}>
            Try {newest} in the explorer
          </Button>
        ) : null}
        {canChange && version !== newest ? <Button onClick={() => upgrade.ask(true)}>Upgrade to {newest}</Button> : null}
        {canChange && rollback ? (
          <Button variant="secondary" onClick={() => rollBack.ask(true)}>
            Roll back to {rollback.to}
          </Button>
        ) : null}
      </div>
      <ActionMessage message={message} />
      <ConfirmDialog
        {...upgrade.dialog}
        variant="primary"
        onConfirm={() => upgrade.run(() => callUpgrade({ version: newest }), done(`Upgraded. Requests without an Api-Version header are now answered at ${newest}.`))}
        title={`Upgrade to ${newest}?`}
        description={`Every request of this account's tokens and OAuth clients that does not name a version is answered at ${newest} from now on. You can roll back to ${version} for 72 hours.`}
        confirmLabel="Upgrade"
        pendingLabel="Upgrading…"
      />
      {rollback ? (
        <ConfirmDialog
          {...rollBack.dialog}
          onConfirm={() => rollBack.run(() => callRollBack({}), done(`Rolled back. Requests without an Api-Version header are answered at ${rollback.to} again.`))}
          title={`Roll back to ${rollback.to}?`}
          description={`Requests that do not name a version are answered at ${rollback.to} again. You can roll back until ${formatDateTime(rollback.until)}; after that, only an upgrade.`}
          confirmLabel="Roll back"
          pendingLabel="Rolling back…"
        />
      ) : null}
    </div>
  );
}
