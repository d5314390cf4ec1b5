"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ActionMessage } from "@/components/ui/action-message";
import { finishPasskeyRegistrationAction, removePasskeyAction, startPasskeyRegistrationAction } from "./actions";
import { useSudoRetry } from "@/components/sudo/use-sudo-retry";

interface PasskeyActionsContext {
  remove: (passkey: { id: string; name: string }) => void;
  pending: boolean;
}

const Context = createContext<PasskeyActionsContext>({ remove: () => {}, pending: false });

/**
 * What the passkeys section lets one do, around its list (rendered on the server): add a passkey
 * (the form below the list) and remove one (the rows' buttons); one line says what the last did.
 */
export function PasskeyActions({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [nameError, setNameError] = useState<string>();
  // Sudo mode: adding or removing a passkey asks for a proof of identity when the last is over ten minutes old.
  const startPasskeyRegistration = useSudoRetry(startPasskeyRegistrationAction);
  const finishPasskeyRegistration = useSudoRetry(finishPasskeyRegistrationAction);
  const removePasskey = useSudoRetry(removePasskeyAction);

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
      const options = await startPasskeyRegistration({});
      if (!options.ok) return setMessage({ tone: "error", text: options.error });
      let response;
      try {
        // Loaded on use, not with the page (issue 26's budget).
        const { startRegistration } = await import("@simplewebauthn/browser");
        response = await startRegistration({ optionsJSON: options.data });
      } catch (error) {
        // The device refuses a second passkey for the same account (WebAuthn's excludeCredentials): trying again cannot help.
        const alreadyThere = (error as { code?: string } | null)?.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED";
        return setMessage({
          tone: "error",
          text: alreadyThere
            ? "This device already holds a passkey for your account: sign in with that one, or add a passkey from another device or password manager."
            : "No passkey was created: the browser or device cancelled it. Try again.",
        });
      }
      const result = await finishPasskeyRegistration({ name, response });
      if (!result.ok) {
        setNameError(result.fieldErrors?.find((field) => field.pointer === "#/name")?.detail);
        return setMessage({ tone: "error", text: result.error });
      }
      form.reset();
      setMessage({ tone: "ok", text: `Passkey “${result.data.name}” added. You can now sign in with it.` });
      router.refresh();
    });
  }

  function remove(passkey: { id: string; name: string }) {
    startTransition(async () => {
      const result = await removePasskey({ passkeyId: passkey.id });
      setMessage(result.ok ? { tone: "ok", text: `Passkey “${passkey.name}” removed. It can no longer sign in.` } : { tone: "error", text: result.error });
    });
  }

  return (
    <Context.Provider value={{ remove, pending }}>
      {children}
      <form onSubmit={add} aria-labelledby="passkeys-heading" className="space-y-3" noValidate>
        <TextField label="Passkey name" name="name" maxLength={60} placeholder="Work laptop" error={nameError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Waiting for your device…" : "Add a passkey"}
          </Button>
          <ActionMessage message={message} />
        </div>
      </form>
    </Context.Provider>
  );
}

/** A row's Remove: the interactive part of a server-rendered passkey row. */
export function RemovePasskeyButton({ id, name }: { id: string; name: string }) {
  const { remove, pending } = useContext(Context);
  return (
    <Button type="button" variant="secondary" disabled={pending} onClick={() => remove({ id, name })} aria-label={`Remove passkey ${name}`}>
      Remove
    </Button>
  );
}
