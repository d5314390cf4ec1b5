"use client";

import { useCallback, useRef, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/adapters/actions/admin-action";
import type { FieldError } from "@/lib/platform/errors/app-error";
import { useFocusFirstInvalid } from "./focus-first-invalid";

/** What the last submit did, or why it did not: a form's status line or notice. */
export interface SubmissionMessage {
  tone: "ok" | "error";
  text: string;
}

export interface FormSubmissionOptions<F extends string, I, T> {
  /** The server action, bound to the rendered account (useOwnAction, useAccountAction). */
  action: (input: I) => Promise<ActionResult<T>>;
  /**
   * The form's fields, by the first segment of the action's JSON pointers (`#/events/0` is
   * `events`): their names, or a function for pointers named otherwise (the API's `expires_in`).
   */
  fields: readonly F[] | ((key: string) => F | undefined);
  /** After a success (the fields are cleared): the status line to show, if any. */
  onSuccess: (data: T) => string | void;
  /** Empty the form after a success (a create form), rather than keep what was saved (an edit form). */
  resetOnSuccess?: boolean;
  /** When fields are marked, the message only points at them, so nothing is said twice. */
  pointToFields?: boolean;
}

const POINT_TO_FIELDS = "Check the fields marked below.";

/**
 * The one submit flow of the customer area's forms: runs the action, marks the fields it
 * refused (focus goes to the first), says what happened, and empties a create form once done.
 */
export function useFormSubmission<F extends string, I, T>(options: FormSubmissionOptions<F, I, T>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState<SubmissionMessage | null>(null);
  const [pending, startTransition] = useTransition();
  useFocusFirstInvalid(form, errors);
  // The options are usually an inline object: read the latest without re-creating the callbacks.
  const latest = useRef(options);
  latest.current = options;

  /** Marks fields refused before anything was sent (a date the form cannot read). */
  const refuse = useCallback((byField: Partial<Record<F, string>>, text = POINT_TO_FIELDS) => {
    setErrors(byField);
    setMessage({ tone: "error", text });
  }, []);

  const submit = useCallback((input: I) => {
    startTransition(async () => {
      const result = await latest.current.action(input);
      const { fields, onSuccess, resetOnSuccess, pointToFields } = latest.current;
      if (!result.ok) {
        const byField = errorsByField(result.fieldErrors, fields);
        setErrors(byField);
        setMessage({ tone: "error", text: pointToFields && Object.keys(byField).length > 0 ? POINT_TO_FIELDS : result.error });
        return;
      }
      setErrors({});
      if (resetOnSuccess) form.current?.reset();
      const said = onSuccess(result.data);
      setMessage(said ? { tone: "ok", text: said } : null);
    });
  }, []);

  // The submit button is disabled while submitting, so a dialog opened after it cannot hand focus back to it by itself.
  const submitButton = useCallback(() => form.current?.querySelector<HTMLElement>('button[type="submit"]'), []);

  return { form, errors, message, pending, submit, refuse, submitButton };
}

/** The action's JSON pointers onto the form's fields; the first refusal of a field is the one shown. */
function errorsByField<F extends string>(errors: FieldError[] | undefined, fields: FormSubmissionOptions<F, never, unknown>["fields"]): Partial<Record<F, string>> {
  const fieldOf = typeof fields === "function" ? fields : (key: string) => fields.find((field) => field === key);
  const byField: Partial<Record<F, string>> = {};
  for (const { pointer, detail } of errors ?? []) {
    const field = fieldOf(pointer.replace(/^#\//, "").split("/")[0] ?? "");
    if (field && !byField[field]) byField[field] = detail;
  }
  return byField;
}
