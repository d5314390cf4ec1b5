// Sudo mode, as each action built by adminAction or userAction declares it: `true` for always,
// or a test of the parsed input (a write token, a client being enabled). Recorded per action so
// a test can list every server action and find the ones that forgot (sudo-coverage.test.ts).

/** When an action needs a proof of identity from the last ten minutes. */
export type RecentProofRule<I> = boolean | ((input: I) => boolean);

type SudoPolicy = "always" | "for some inputs";

const policies = new WeakMap<object, SudoPolicy>();

/** Records the action's rule; returns the action. */
export function withSudoPolicy<A extends object>(action: A, rule: RecentProofRule<never> | undefined): A {
  if (rule === true) policies.set(action, "always");
  else if (typeof rule === "function") policies.set(action, "for some inputs");
  return action;
}

/** The rule an action was built with; undefined for one that never asks for a proof. */
export function sudoPolicyOf(action: unknown): SudoPolicy | undefined {
  return typeof action === "function" ? policies.get(action) : undefined;
}

/** True when this input needs a recent proof under the rule. */
export function needsRecentProof<I>(rule: RecentProofRule<I> | undefined, input: I): boolean {
  return typeof rule === "function" ? rule(input) : rule === true;
}
