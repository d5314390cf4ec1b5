"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormSection } from "@/components/ui/form-section";
import { RelativeTime } from "@/components/ui/relative-time";
import { TextField } from "@/components/ui/text-field";
import { formatDate } from "@/lib/format/date-time";
import { ActionMessage } from "@/components/ui/action-message";
import { finishPasskeyRegistrationAction, removePasskeyAction, startPasskeyRegistrationAction } from "./actions";

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The person's passkeys: each named, with when it was added and last used; add and remove. */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyRow[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [nameError, setNameError] = useState<string>();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) {
      setNameError("Give the passkey a name, such as “Work laptop”.");
      return;
    }
    setNameError(undefined);
    startTransition(async () => {
      const options = await startPasskeyRegistrationAction({});
      if (!options.ok) return setMessage({ tone: "error", text: options.error });
      let response;
      try {
        // Loaded on use, not with the page (issue 26's budget).
        const { startRegistration } = await import("@simplewebauthn/browser");
        response = await startRegistration({ optionsJSON: options.data });
      } catch {
        return setMessage({ tone: "error", text: "No passkey was created: the browser or device cancelled it. Try again." });
      }
      const result = await finishPasskeyRegistrationAction({ name, response });
      if (!result.ok) {
        setNameError(result.fieldErrors?.find((field) => field.pointer === "#/name")?.detail);
        return setMessage({ tone: "error", text: result.error });
      }
      form.reset();
      setMessage({ tone: "ok", text: `Passkey “${result.data.name}” added. You can now sign in with it.` });
      router.refresh();
    });
  }

  function remove(passkey: PasskeyRow) {
    startTransition(async () => {
      const result = await removePasskeyAction({ passkeyId: passkey.id });
      setMessage(result.ok ? { tone: "ok", text: `Passkey “${passkey.name}” removed. It can no longer sign in.` } : { tone: "error", text: result.error });
    });
  }

  return (
    <FormSection headingId="passkeys-heading" title="Passkeys">
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        A passkey signs you in with your device&apos;s fingerprint, face or PIN, without a password, or confirms it is you after your password.
      </p>
      {passkeys.length === 0 ? (
        <p className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">You have no passkey yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mb-4 divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{passkey.name}</p>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  Added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt ? <>Last used <RelativeTime value={passkey.lastUsedAt} /></> : "Not used yet"}
                </p>
              </div>
              <Button type="button" variant="secondary" disabled={pending} onClick={() => remove(passkey)} aria-label={`Remove passkey ${passkey.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} aria-labelledby="passkeys-heading" className="space-y-3" noValidate>
        <TextField label="Passkey name" name="name" maxLength={60} placeholder="Work laptop" error={nameError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Waiting for your device…" : "Add a passkey"}
          </Button>
          <ActionMessage message={message} />
        </div>
      </form>
    </FormSection>
  );
}
