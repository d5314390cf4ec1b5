const scopes = [
  { value: "read", label: "read", hint: "GET requests: modules, invoices, audit journal, webhooks" },
  { value: "write", label: "write", hint: "POST and DELETE: rotate module tokens, manage webhooks" },
] as const;

/** The scope set of a new token; the server insists on at least one. */
export function ScopeCheckboxes({ error }: { error?: string }) {
  return (
    <fieldset aria-describedby={error ? "scopes-error" : undefined}>
      <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Scopes</legend>
      <div className="mt-1.5 space-y-1.5">
        {scopes.map((scope) => (
          <label key={scope.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="scopes"
              value={scope.value}
              defaultChecked={scope.value === "read"}
              className="mt-0.5 h-4 w-4 rounded border-zinc-300 accent-brand-600 dark:border-zinc-700"
            />
            <span>
              <span className="font-mono font-medium">{scope.label}</span>
              <span className="block text-xs text-zinc-600 dark:text-zinc-400">{scope.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="scopes-error" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
