import { FormSection } from "@/components/ui/form-section";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatDate } from "@/lib/platform/format/date-time";
import { PasskeyActions, RemovePasskeyButton } from "./passkey-actions";

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The person's passkeys: each named, with when it was added and last used (rendered here); add and remove (PasskeyActions). */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyRow[] }) {
  return (
    <FormSection headingId="passkeys-heading" title="Passkeys">
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        A passkey signs you in with your device&apos;s fingerprint, face or PIN, without a password, or confirms it is you after your password.
      </p>
      <PasskeyActions>
        {passkeys.length === 0 ? (
          <p className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">You have no passkey yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="mb-4 divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{passkey.name}</p>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    Added {formatDate(passkey.createdAt)} · {passkey.lastUsedAt ? <>Last used <RelativeTime value={passkey.lastUsedAt} /></> : "Not used yet"}
                  </p>
                </div>
                <RemovePasskeyButton id={passkey.id} name={passkey.name} />
              </li>
            ))}
          </ul>
        )}
      </PasskeyActions>
    </FormSection>
  );
}
