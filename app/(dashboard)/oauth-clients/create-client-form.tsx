"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { SubmissionNotice } from "@/components/ui/submission-notice";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { createOAuthClientAction } from "./actions";
import { RadioGroup } from "./radio-group";
import type { KeySource } from "./private-key-fields";
import type { ShownClientSecret } from "./client-secret-dialog";
import { WhenOpened } from "@/components/ui/when-opened";

// Fetched on first open, not with the page: no dialog is needed at first paint (issue 26).
const ClientSecretDialog = lazy(() => import("./client-secret-dialog").then((module) => ({ default: module.ClientSecretDialog })));
const KeyClientReadyDialog = lazy(() => import("./client-secret-dialog").then((module) => ({ default: module.KeyClientReadyDialog })));
// Fetched when "Private key JWT" is chosen: most clients use a secret, and the page stays within its budget (issue 37).
const PrivateKeyFields = lazy(() => import("./private-key-fields").then((module) => ({ default: module.PrivateKeyFields })));

type Field = "name" | "scopes" | "tokenLifetimeHours" | "jwks" | "jwksUri";
type AuthMethod = "client_secret" | "private_key_jwt";

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
          <Suspense fallback={null}>
            <PrivateKeyFields keySource={keySource} onKeySourceChange={setKeySource} errors={errors} />
          </Suspense>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create client"}
        </Button>
      </form>
      <WhenOpened open={shownSecret !== null}>
        <ClientSecretDialog shown={shownSecret} onClose={close} returnFocusTo={submitButton} />
      </WhenOpened>
      <WhenOpened open={keyClient !== null}>
        <KeyClientReadyDialog client={keyClient} onClose={close} returnFocusTo={submitButton} />
      </WhenOpened>
    </>
  );
}
