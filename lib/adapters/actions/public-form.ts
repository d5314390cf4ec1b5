// The public actions' input (sign-in, accepting an invitation, password reset): they run with no
// session, so a forged call may send anything. Read through these, a call that is not what the
// page sends reads as an empty form, and the action answers its ordinary refusal instead of
// throwing on `get` (a 500 and a stack trace in the log).

/** A field of the form the page posts; "" when absent, or when the call sent no form at all. */
export function formText(form: unknown, name: string): string {
  if (!(form instanceof FormData)) return "";
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A field of the form the page posts; null when absent (an optional field), or when the call sent no form. */
export function optionalFormText(form: unknown, name: string): string | null {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : null;
}

/** A string property of an object argument; "" when the call sent no object or no such string. */
export function argumentText(input: unknown, name: string): string {
  const value = typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
}

/** A property of an object argument, whatever it is; undefined when the call sent no object. */
export function argumentValue(input: unknown, name: string): unknown {
  return typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;
}
