/** The sentence an admin reads when a stale page tried to act after a switch in another tab. */
export function accountMismatchMessage(shownAccount: string | undefined, currentAccount: string): string {
  const shown = shownAccount ?? "another account";
  return `Nothing was changed: this page showed ${shown}, but you have since switched to ${currentAccount}. The page now shows ${currentAccount}; check it and try again.`;
}
