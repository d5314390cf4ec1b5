"use client";

import { useEffect, type RefObject } from "react";

/**
 * After a failed submit, moves focus to the first field marked invalid, so keyboard and
 * screen-reader users land on what needs fixing. Runs after React has committed the error
 * state (an effect on the errors object), so the field already carries aria-invalid.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
