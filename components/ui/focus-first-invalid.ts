/**
 * After a failed submit, moves focus to the first field marked invalid, so keyboard and
 * screen-reader users land on what needs fixing. Waits a frame for the error state to render.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
