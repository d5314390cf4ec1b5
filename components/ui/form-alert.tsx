/** A refusal that must interrupt (an alert, read out at once): nothing when there is none. */
export function FormAlert({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}
