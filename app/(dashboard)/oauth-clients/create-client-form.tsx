"use client";

import { useRouter } from "next/navigation";
import { lazy, useId, useState, type FormEvent } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmissionNotice } from "@/components/ui/submission-notice";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { createOAuthClientAction } from "./actions";
import { RadioGroup } from "./radio-group";
import type { ShownClientSecret } from "./client-secret-dialog";
import { WhenOpened } from "@/components/ui/when-opened";

// Fetched on first open, not with the page: no dialog is needed at first paint (issue 26).
const ClientSecretDialog = lazy(() => import("./client-secret-dialog").then((module) => ({ default: module.ClientSecretDialog })));
const ClientIdLine = lazy(() => import("./client-secret-dialog").then((module) => ({ default: module.ClientIdLine })));

type Field = "name" | "scopes" | "tokenLifetimeHours" | "jwks" | "jwksUri";
type AuthMethod = "client_secret" | "private_key_jwt";
type KeySource = "paste" | "url";

const lifetimeOptions = [1, 2, 4, 8, 12, 24].map((hours) => ({ value: String(hours), label: hours === 1 ? "1 hour (recommended)" : `${hours} hours` }));

/** The action's and the service's JSON pointers, onto the form's fields. */
const fieldOf: Partial<Record<string, Field>> = { name: "name", scopes: "scopes", token_lifetime: "tokenLifetimeHours", tokenLifetimeHours: "tokenLifetimeHours", jwks: "jwks", jwks_uri: "jwksUri", jwksUri: "jwksUri" };

export function CreateClientForm() {
  const callCreate = useOwnAction(createOAuthClientAction);
  const router = useRouter();
  const [authMethod, setAuthMethod] = useState<AuthMethod>("client_secret");
  const [keySource, setKeySource] = useState<KeySource>("paste");
  const [shownSecret, setShownSecret] = useState<ShownClientSecret | null>(null);
  const [keyClient, setKeyClient] = useState<{ clientId: string; name: string } | null>(null);
  const jwksId = useId();
  const { form, errors, message, pending, submit, submitButton } = useFormSubmission({
    action: callCreate,
    fields: (key) => fieldOf[key],
    resetOnSuccess: true,
    pointToFields: true,
    onSuccess: ({ clientId, name, secret }) => {
      setAuthMethod("client_secret");
      if (secret) setShownSecret({ clientId, name, secret });
      else setKeyClient({ clientId, name });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: String(data.get("name") ?? ""),
      scopes: String(data.get("scopes") ?? "read") as "read" | "read write",
      tokenLifetimeHours: Number(data.get("tokenLifetimeHours") ?? 1),
      authMethod,
      jwks: authMethod === "private_key_jwt" && keySource === "paste" ? String(data.get("jwks") ?? "") : undefined,
      jwksUri: authMethod === "private_key_jwt" && keySource === "url" ? String(data.get("jwksUri") ?? "") : undefined,
    };
    submit(input);
  }

  const close = () => {
    setShownSecret(null);
    setKeyClient(null);
    router.refresh();
  };

  return (
    <>
      <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="create-client-heading" className="space-y-4">
        <SubmissionNotice message={message} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Name" name="name" required maxLength={100} placeholder="e.g. SIEM export" error={errors.name} />
          <SelectField label="Token lifetime" name="tokenLifetimeHours" defaultValue="1" options={lifetimeOptions} error={errors.tokenLifetimeHours} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <RadioGroup
            legend="Scope ceiling"
            name="scopes"
            defaultValue="read"
            error={errors.scopes}
            options={[
              { value: "read", label: "read", hint: "GET requests only" },
              { value: "read write", label: "read and write", hint: "Also POST, PATCH and DELETE; a token request may still ask for read only" },
            ]}
          />
          <RadioGroup
            legend="Client authentication"
            name="authMethod"
            value={authMethod}
            onChange={(value) => setAuthMethod(value as AuthMethod)}
            options={[
              { value: "client_secret", label: "Client secret", hint: "We generate a secret, shown once (client_secret_basic or _post)" },
              { value: "private_key_jwt", label: "Private key JWT", hint: "Your system signs a JWT with its own key; no secret exists here (RFC 7523)" },
            ]}
          />
        </div>
        {authMethod === "private_key_jwt" ? (
          <div className="space-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
            <RadioGroup
              legend="Public key"
              name="keySource"
              value={keySource}
              onChange={(value) => setKeySource(value as KeySource)}
              inline
              options={[
                { value: "paste", label: "Paste a JWK or JWKS" },
                { value: "url", label: "JWKS URL" },
              ]}
            />
            {keySource === "paste" ? (
              <div className="space-y-1.5">
                <label htmlFor={jwksId} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
                  Public JWK or JWKS
                </label>
                <textarea
                  id={jwksId}
                  name="jwks"
                  rows={5}
                  aria-invalid={errors.jwks ? true : undefined}
                  aria-describedby={`${jwksId}-hint${errors.jwks ? ` ${jwksId}-error` : ""}`}
                  placeholder='{"kty":"EC","crv":"P-256","x":"…","y":"…"}'
                  className="block w-full rounded-md border border-zinc-300 bg-white p-3 font-mono text-xs text-zinc-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
                />
                <p id={`${jwksId}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
                  RSA (2048 bits or more), EC or Ed25519. Only the public part is kept, even if a private key is pasted.
                </p>
                {errors.jwks ? (
                  <p id={`${jwksId}-error`} className="text-sm text-red-700 dark:text-red-400">
                    {errors.jwks}
                  </p>
                ) : null}
              </div>
            ) : (
              <TextField label="JWKS URL" name="jwksUri" type="url" maxLength={2048} placeholder="https://erp.example.com/.well-known/jwks.json" hint="Fetched over https when a token is requested, kept for 5 minutes." error={errors.jwksUri} />
            )}
          </div>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create client"}
        </Button>
      </form>
      <WhenOpened open={shownSecret !== null}>
        <ClientSecretDialog shown={shownSecret} onClose={close} returnFocusTo={submitButton} />
      </WhenOpened>
      <Dialog
        open={keyClient !== null}
        onClose={close}
        returnFocusTo={submitButton}
        title="Your client is ready"
        description={keyClient ? <>&ldquo;{keyClient.name}&rdquo; obtains tokens with a client assertion signed by its private key: iss and sub are the client id, aud is this server.</> : undefined}
        footer={<Button onClick={close}>Done</Button>}
      >
        {keyClient ? <ClientIdLine clientId={keyClient.clientId} /> : null}
      </Dialog>
    </>
  );
}
