// What a person has typed into the page's forms, kept across the re-render that follows a stale
// tab's refusal (the page is rendered again for the account the session is now on, and its
// forms mount afresh). Secrets are never kept: passwords, hidden and file fields are skipped.

interface FieldDraft {
  name: string;
  value: string;
  /** For checkboxes and radios: whether this one (name + value) was ticked. */
  checked?: boolean;
}

/** Drafts by form, keyed by the form's id or the heading that labels it (stable across renders). */
export type FormDrafts = Map<string, FieldDraft[]>;

const KEPT_FIELDS = "input[name]:not([type=hidden]):not([type=password]):not([type=file]):not([type=submit]), textarea[name], select[name]";

const formKey = (form: HTMLFormElement) => form.id || form.getAttribute("aria-labelledby") || "";

function isTickable(field: Element): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

export function captureFormDrafts(root: ParentNode): FormDrafts {
  const drafts: FormDrafts = new Map();
  for (const form of root.querySelectorAll("form")) {
    const key = formKey(form);
    if (!key) continue;
    const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(KEPT_FIELDS)];
    drafts.set(
      key,
      fields.map((field) => (isTickable(field) ? { name: field.name, value: field.value, checked: field.checked } : { name: field.name, value: field.value })),
    );
  }
  return drafts;
}

/**
 * Puts the drafts back, through the events React listens to, so controlled fields follow too.
 * The re-rendered page may stream in (a section's loading state comes first), so a form not yet
 * there is waited for, as long as `waitMs`. Returns a cleanup that stops waiting.
 */
export function restoreFormDrafts(root: HTMLElement, drafts: FormDrafts, waitMs = 10_000): () => void {
  const pending = new Map(drafts);
  const restoreThoseThere = () => {
    for (const form of root.querySelectorAll("form")) {
      const key = formKey(form);
      const draft = pending.get(key);
      if (!draft) continue;
      pending.delete(key);
      restoreForm(form, draft);
    }
  };
  restoreThoseThere();
  if (pending.size === 0) return () => {};
  const observer = new MutationObserver(() => {
    restoreThoseThere();
    if (pending.size === 0) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

function restoreForm(form: HTMLFormElement, drafts: FieldDraft[]) {
  for (const draft of drafts) {
    const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(KEPT_FIELDS)].filter((field) => field.name === draft.name);
    if (draft.checked !== undefined) {
      const box = fields.find((field) => isTickable(field) && field.value === draft.value) as HTMLInputElement | undefined;
      if (box && box.checked !== draft.checked) box.click();
    } else if (fields[0] && fields[0].value !== draft.value) {
      setValueAsTyped(fields[0], draft.value);
    }
  }
}

// React tracks an input's value itself: set it through the prototype's setter, then announce it.
function setValueAsTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}
