"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { confirmIdentityAction } from "./actions";

export interface SudoDialogProps {
  open: boolean;
  /** The account the page was rendered for (the action refuses a stale tab's call). */
  accountId: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the password again before a sensitive change; the change itself is retried by the caller. */
export function SudoDialog({ open, accountId, onConfirmed, onCancel }: SudoDialogProps) {
  const [error, setError] = useState<string | undefined>();
  // Not a transition: the action that opened this dialog is still inside its own, waiting for
  // the answer, and React commits entangled transitions together: closing would wait on itself.
  const [pending, setPending] = useState(false);

  function close() {
    setError(undefined);
    onCancel();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setPending(true);
    try {
      const result = await confirmIdentityAction({ accountId, input: { method: "password", password } });
      if (!result.ok) {
        setError(result.fieldErrors?.find((field) => field.pointer === "#/password")?.detail ?? result.error);
        return;
      }
      setError(undefined);
      onConfirmed();
    } catch {
      setError("Something went wrong. Try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Confirm it is you"
      description="This change needs your password again, because you have not entered it in the last 10 minutes."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={error} data-autofocus />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Checking…" : "Confirm and continue"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
