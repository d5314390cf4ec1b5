"use client";

import { lazy, useState } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { deleteOAuthClientAction, rotateOAuthClientSecretAction, setOAuthClientEnabledAction } from "./actions";
import type { ShownClientSecret } from "./client-secret-dialog";
import { WhenOpened } from "@/components/ui/when-opened";
import type { ClientRow } from "./client-row";

// Fetched on first open, not with the page: no dialog is needed at first paint (issue 26).
const ClientSecretDialog = lazy(() => import("./client-secret-dialog").then((module) => ({ default: module.ClientSecretDialog })));

type Confirming = "rotate" | "disable" | "delete";

/** Rotate the secret, disable or enable, delete: each confirmed first, as none can be undone quietly. */
export function ClientRowActions({ client }: { client: ClientRow }) {
  const rotate = useOwnAction(rotateOAuthClientSecretAction);
  const setEnabled = useOwnAction(setOAuthClientEnabledAction);
  const remove = useOwnAction(deleteOAuthClientAction);
  const confirmation = useConfirmation<Confirming>();
  const [shown, setShown] = useState<ShownClientSecret | null>(null);

  const run = (kind: Confirming) => {
    if (kind === "rotate") {
      return confirmation.run(
        () => rotate({ id: client.id }),
        (rotated) => {
          confirmation.close();
          setShown({ clientId: client.id, name: client.name, secret: rotated.secret, previousSecretExpiresAt: rotated.previousSecretExpiresAt });
        },
      );
    }
    confirmation.run<unknown>(() => (kind === "delete" ? remove({ id: client.id }) : setEnabled({ id: client.id, enabled: client.disabled })), confirmation.close);
  };

  const dialogs = {
    rotate: {
      title: `Rotate the secret of ${client.name}?`,
      description: "A new secret is shown once. The current one keeps working for 24 hours, so you can switch without downtime.",
      confirmLabel: "Rotate secret",
      pendingLabel: "Rotating…",
      variant: "primary" as const,
    },
    disable: client.disabled
      ? { title: `Enable ${client.name}?`, description: "It can obtain new tokens again.", confirmLabel: "Enable client", pendingLabel: "Enabling…", variant: "primary" as const }
      : {
          title: `Disable ${client.name}?`,
          description: `It can obtain no new tokens, and its ${client.liveTokens === 1 ? "live token is" : `${client.liveTokens} live tokens are`} revoked now. You can enable it again later.`,
          confirmLabel: "Disable client",
          pendingLabel: "Disabling…",
          variant: "danger" as const,
        },
    delete: {
      title: `Delete ${client.name}?`,
      description: "Its secrets and keys are deleted and its live tokens revoked now. This cannot be undone.",
      confirmLabel: "Delete client",
      pendingLabel: "Deleting…",
      variant: "danger" as const,
    },
  };
  const dialog = dialogs[confirmation.asking ?? "delete"];

  return (
    <div className="flex justify-end gap-2 whitespace-nowrap">
      {client.authMethod === "client_secret" && !client.disabled ? (
        <Button variant="secondary" className="h-8 px-2.5" onClick={() => confirmation.ask("rotate")}>
          Rotate secret<span className="sr-only"> of {client.name}</span>
        </Button>
      ) : null}
      <Button variant="secondary" className="h-8 px-2.5" onClick={() => confirmation.ask("disable")}>
        {client.disabled ? "Enable" : "Disable"}
        <span className="sr-only"> {client.name}</span>
      </Button>
      <Button variant="secondary" className="h-8 px-2.5 text-red-700 dark:text-red-400" onClick={() => confirmation.ask("delete")}>
        Delete<span className="sr-only"> {client.name}</span>
      </Button>
      <ConfirmDialog {...confirmation.dialog} onConfirm={() => confirmation.asking && run(confirmation.asking)} {...dialog} />
      <WhenOpened open={shown !== null}>
        <ClientSecretDialog shown={shown} onClose={() => setShown(null)} />
      </WhenOpened>
    </div>
  );
}
