"use client";

import { useRouter } from "next/navigation";
import { lazy, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { SubmissionNotice } from "@/components/ui/submission-notice";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmission } from "@/components/ui/use-form-submission";
import { formatDateTime, instantFromDateTimeText } from "@/lib/platform/format/date-time";
import type { AccessScope } from "@/lib/platform/schemas/vocabulary";
import { createAccessTokenAction } from "./actions";
import { CustomExpiryField } from "./custom-expiry-field";
import { ScopeCheckboxes } from "./scope-checkboxes";
import type { CreatedToken } from "./token-created-dialog";
import { WhenOpened } from "@/components/ui/when-opened";
import { CUSTOM_VALIDITY, DEFAULT_VALIDITY, validityPresets, type ValidityChoice } from "./validity-presets";
import { useOwnAction } from "@/components/providers/use-own-action";

// Fetched on first open, not with the page: no dialog is needed at first paint (issue 26).
const TokenCreatedDialog = lazy(() => import("./token-created-dialog").then((module) => ({ default: module.TokenCreatedDialog })));

type Field = "name" | "scopes" | "validity" | "expiresAt";

const validityOptions = [...validityPresets.map(({ value, label }) => ({ value, label })), { value: CUSTOM_VALIDITY, label: "Custom date" }];

/** The action's pointers (ours and the service's `expires_in`) onto the form's fields. */
function fieldOf(key: string, custom: boolean): Field | undefined {
  if (key === "name" || key === "scopes" || key === "validity") return key;
  if (key === "expiresAt" || key === "expires_in") return custom ? "expiresAt" : "validity";
  return undefined;
}

export function CreateTokenForm() {
  const callCreateAccessToken = useOwnAction(createAccessTokenAction);
  const router = useRouter();
  const [validity, setValidity] = useState<ValidityChoice>(DEFAULT_VALIDITY);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const custom = validity === CUSTOM_VALIDITY;
  const { form, errors, message, pending, submit, refuse, submitButton } = useFormSubmission({
    action: callCreateAccessToken,
    fields: (key) => fieldOf(key, custom),
    resetOnSuccess: true,
    pointToFields: true,
    onSuccess: (token) => {
      setValidity(DEFAULT_VALIDITY);
      setCreated(token);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const expiresAt = custom ? instantFromDateTimeText(String(data.get("expiresAt") ?? "")) : null;
    if (custom && !expiresAt) return refuse({ expiresAt: `Enter a date and time like ${formatDateTime(new Date(Date.now() + 30 * 86_400_000))}.` });
    const input = {
      name: String(data.get("name") ?? ""),
      scopes: data.getAll("scopes").map(String) as AccessScope[],
      validity,
      expiresAt: expiresAt?.toISOString(),
    };
    submit(input);
  }

  function closeDialog() {
    setCreated(null);
    router.refresh();
  }

  return (
    <>
      <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="create-token-heading" className="space-y-4">
        <SubmissionNotice message={message} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Name" name="name" required maxLength={100} placeholder="e.g. ERP nightly export" error={errors.name} />
          <SelectField
            label="Validity"
            name="validity"
            value={validity}
            onChange={(event) => setValidity(event.target.value as ValidityChoice)}
            options={validityOptions}
            error={errors.validity}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <ScopeCheckboxes error={errors.scopes} />
          {custom ? <CustomExpiryField error={errors.expiresAt} /> : null}
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create token"}
        </Button>
      </form>
      {/* The submit button was disabled while creating, so the browser lost track of it as the opener. */}
      <WhenOpened open={created !== null}>
        <TokenCreatedDialog created={created} onClose={closeDialog} returnFocusTo={submitButton} />
      </WhenOpened>
    </>
  );
}
