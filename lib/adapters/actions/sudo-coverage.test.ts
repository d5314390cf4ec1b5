import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sudoPolicyOf } from "./sudo-policy";

// Sudo mode over every server action (issue 37): each one found in a "use server" file either asks
// for a proof of identity from the last ten minutes (adminAction's or userAction's `recentProof`)
// or is named here with the reason it need not. A new action that does neither fails this test.

/** Actions that never ask for a recent proof, and why. */
const noProofNeeded: Record<string, string> = {
  // Reads: they change nothing.
  listAuditEntriesAction: "reads the journal",
  getModuleStatusAction: "reads a module's status",
  renderModulesTableAction: "reads the module list",
  listDeliveriesAction: "reads a webhook's deliveries",
  getDeliveryAction: "reads one delivery",
  proofMethodsAction: "lists the proofs the sudo dialog offers",
  // Operating the integration: changes data a session may change anyway, mints nothing.
  updateBillingDetailsAction: "billing details: no credential, no factor",
  setNotificationPreferenceAction: "the person's own notification choices",
  requestModuleSyncAction: "starts a sync",
  pauseModuleAction: "pauses a module's sync",
  resumeModuleAction: "resumes a module's sync",
  rotateModuleTokenAction: "replaces a module's token, which only that module's connector uses; it opens nothing to the caller that the session cannot do",
  createWebhookAction: "the new secret signs deliveries to a receiver the admin names; it authenticates nothing here",
  updateWebhookAction: "URL, events and description; the secret stays",
  sendExampleEventAction: "sends an example event",
  sendTestEventAction: "sends a test event",
  sendTestEventAtVersionAction: "sends example events at an API version, to this endpoint only",
  setWebhookApiVersionAction: "the version payloads are shaped at, like the URL and events; the secret stays",
  resendDeliveryAction: "sends a delivery again",
  recoverDeliveriesAction: "sends past deliveries again",
  setWebhookEnabledAction: "turns deliveries on or off",
  deleteWebhookAction: "removes a receiver; nothing is minted",
  revokeAccessTokenAction: "takes a credential away, never adds one",
  requestExtendedLimitAction: "asks for a higher rate limit; an operator grants it",
  requestClientExtendedLimitAction: "asks for a higher rate limit for an OAuth client; an operator grants it",
  deleteOAuthClientAction: "takes a credential away, never adds one",
  previewApiVersionAction: "journals a look at a version in the explorer; it changes nothing",
  // The person's own sessions: ending one weakens nothing.
  endSessionAction: "ends a session",
  endOtherSessionsAction: "ends the other sessions",
  switchAccountAction: "moves the session to another account of the same person",
  signOutAction: "ends this session",
  // The current password is the proof (issue 37: a proof besides it is not needed).
  changePasswordAction: "asks for the current password, which is itself the proof",
  // The proof itself.
  confirmIdentityAction: "is the proof of identity",
  startPasskeyProofAction: "starts the passkey proof of identity",
  // Public: no session yet, the credential is the form (password, token in the link, passkey).
  signInWithPasswordAction: "public sign-in",
  completeSignInWithCodeAction: "public sign-in, second step",
  secondFactorPasskeyOptionsAction: "public sign-in, second step's challenge",
  completeSignInWithPasskeyAction: "public sign-in, second step",
  passkeySignInOptionsAction: "public sign-in's challenge",
  signInWithPasskeyAction: "public sign-in",
  signInWithOidcAction: "public sign-in",
  requestPasswordResetAction: "public: the reset link goes to the address",
  resetPasswordAction: "public: the single-use link is the credential",
  acceptInvitationAction: "public: the single-use link and the password are the credential",
  acceptInvitationWithOidcAction: "public: the single-use link and the provider are the credential",
};

const root = path.resolve(import.meta.dirname, "../../..");

/** Every file of the app whose first statement is "use server", as paths from the project root. */
function serverActionFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && /^\s*["']use server["']/.test(fs.readFileSync(path.join(root, relative), "utf8"))) found.push(relative);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(dir);
  return found.sort();
}

async function everyServerAction(): Promise<{ name: string; file: string; action: unknown }[]> {
  const actions = [];
  for (const file of serverActionFiles()) {
    const module = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, action] of Object.entries(module)) if (typeof action === "function") actions.push({ name, file, action });
  }
  return actions;
}

describe("sudo mode over every server action", () => {
  it("asks each action for a recent proof, or names it with a reason", { timeout: 60_000 }, async () => {
    const actions = await everyServerAction();
    const names = actions.map(({ name }) => name);
    expect(new Set(names).size, "two actions share a name: the allow-list could not tell them apart").toBe(names.length);
    const sudo = actions.filter(({ action }) => sudoPolicyOf(action)).map(({ name }) => name);
    const unguarded = actions.filter(({ action }) => !sudoPolicyOf(action)).map(({ name, file }) => `${file}: ${name}`);
    expect(unguarded.filter((entry) => !(entry.split(": ")[1]! in noProofNeeded)), "actions with no recent proof and no reason here").toEqual([]);
    // The list names only actions that exist and ask for no proof: it cannot hide one.
    expect(Object.keys(noProofNeeded).filter((name) => !names.includes(name)), "allow-listed names that are no action").toEqual([]);
    expect(sudo.filter((name) => name in noProofNeeded), "allow-listed actions that do ask for a proof").toEqual([]);
    console.info(`sudo coverage: ${actions.length} server actions in ${serverActionFiles().length} files; ${sudo.length} ask for a recent proof, ${unguarded.length} allow-listed`);
  });

  it("guards the changes the probe found open, and the other factor and credential changes", async () => {
    const policies = new Map((await everyServerAction()).map(({ name, action }) => [name, sudoPolicyOf(action)]));
    expect(Object.fromEntries(
      ["createOAuthClientAction", "rotateOAuthClientSecretAction", "setOAuthClientEnabledAction", "createAccessTokenAction", "startPasskeyRegistrationAction", "finishPasskeyRegistrationAction", "removePasskeyAction", "startTotpSetupAction", "confirmTotpSetupAction", "removeTotpAction", "regenerateRecoveryCodesAction", "issueExplorerCredential"].map((name) => [name, policies.get(name)]),
    )).toEqual({
      createOAuthClientAction: "for some inputs",
      rotateOAuthClientSecretAction: "always",
      setOAuthClientEnabledAction: "for some inputs",
      createAccessTokenAction: "for some inputs",
      startPasskeyRegistrationAction: "always",
      finishPasskeyRegistrationAction: "always",
      removePasskeyAction: "always",
      startTotpSetupAction: "always",
      confirmTotpSetupAction: "always",
      removeTotpAction: "always",
      regenerateRecoveryCodesAction: "always",
      // A write credential in the browser reaches POST /v1/webhooks/{id}/rotate-secret, whose form asks for a proof.
      issueExplorerCredential: "for some inputs",
    });
  });
});
