"use client";

import { useRouter } from "next/navigation";
import { lazy, useCallback, useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useFocusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { FieldError } from "@/lib/errors/app-error";
import { formatDateTime, instantFromDateTimeText } from "@/lib/format/date-time";
import type { AccessScope } from "@/lib/schemas/vocabulary";
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

/** Maps the action's JSON pointers (ours and the service's) onto the form's fields. */
function errorsByField(errors: FieldError[] | undefined, custom: boolean): Partial<Record<Field, string>> {
  const byField: Partial<Record<Field, string>> = {};
  for (const { pointer, detail } of errors ?? []) {
    const key = pointer.replace(/^#\//, "").split("/")[0];
    const field: Field | null =
      key === "name" || key === "scopes" || key === "validity" ? key : key === "expiresAt" || key === "expires_in" ? (custom ? "expiresAt" : "validity") : null;
    if (field && !byField[field]) byField[field] = detail;
  }
  return byField;
}

export function CreateTokenForm() {
  const callCreateAccessToken = useOwnAction(createAccessTokenAction);
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [validity, setValidity] = useState<ValidityChoice>(DEFAULT_VALIDITY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useFocusFirstInvalid(form, errors);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [pending, startTransition] = useTransition();
  const custom = validity === CUSTOM_VALIDITY;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const expiresAt = custom ? instantFromDateTimeText(String(data.get("expiresAt") ?? "")) : null;
    if (custom && !expiresAt) {
      setErrors({ expiresAt: `Enter a date and time like ${formatDateTime(new Date(Date.now() + 30 * 86_400_000))}.` });
      setFormError("Check the fields marked below.");
      return;
    }
    const input = {
      name: String(data.get("name") ?? ""),
      scopes: data.getAll("scopes").map(String) as AccessScope[],
      validity,
      expiresAt: expiresAt?.toISOString(),
    };
    startTransition(async () => {
      const result = await callCreateAccessToken(input);
      if (!result.ok) {
        const byField = errorsByField(result.fieldErrors, custom);
        setErrors(byField);
        // Field problems are told beside each field; the alert only points there, so nothing is said twice.
        setFormError(Object.keys(byField).length > 0 ? "Check the fields marked below." : result.error);
        return;
      }
      setErrors({});
      setFormError(null);
      form.current?.reset();
      setValidity(DEFAULT_VALIDITY);
      setCreated(result.data);
    });
  }

  const submitButton = useCallback(() => form.current?.querySelector<HTMLElement>('button[type="submit"]'), []);

  function closeDialog() {
    setCreated(null);
    router.refresh();
  }

  return (
    <>
      <form ref={form} onSubmit={submit} noValidate aria-labelledby="create-token-heading" className="space-y-4">
        {formError ? (
          <Notice tone="danger" role="alert">
            {formError}
          </Notice>
        ) : null}
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
