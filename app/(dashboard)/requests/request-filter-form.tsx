import { SelectField } from "@/components/ui/select-field";
import { v1Operations } from "@/lib/adapters/api/operations";
import type { RequestFilters } from "./request-filters";

const operationOptions = [
  { value: "", label: "All operations" },
  ...[...v1Operations.filter((operation) => operation.scope !== "public").map((operation) => operation.operationId), "oauthToken", "oauthIntrospect", "oauthRevoke"]
    .sort()
    .map((value) => ({ value, label: value })),
];

const statusOptions = [
  { value: "", label: "Any status" },
  { value: "2xx", label: "2xx success" },
  { value: "3xx", label: "3xx" },
  { value: "4xx", label: "4xx client error" },
  { value: "5xx", label: "5xx server error" },
];

const callerOptions = [
  { value: "", label: "Anyone" },
  { value: "access_token", label: "Access tokens" },
  { value: "oauth_client", label: "OAuth clients" },
  { value: "user", label: "Members, in this customer area" },
];

const inputClass = "block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

/** A plain GET form: the filters live in the URL, work without script and by keyboard. */
export function RequestFilterForm({ filters }: { filters: RequestFilters }) {
  return (
    <form method="get" action="/requests" aria-label="Filter requests" className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField label="Status" name="status_class" defaultValue={filters.status_class ?? ""} options={statusOptions} />
      <SelectField label="Operation" name="operation" defaultValue={filters.operation ?? ""} options={operationOptions} />
      <SelectField label="Caller" name="credential_type" defaultValue={filters.credential_type ?? ""} options={callerOptions} />
      <Input label="Token or client id" name="credential_id" defaultValue={filters.credential_id} placeholder="tok_… or oac_…" />
      <Input label="From (day, UTC)" name="since" type="date" defaultValue={filters.since} />
      <Input label="To (day, UTC)" name="until" type="date" defaultValue={filters.until} />
      <button type="submit" className="h-10 rounded-md border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
        Apply filters
      </button>
    </form>
  );
}

function Input({ label, name, ...props }: { label: string; name: string; defaultValue?: string; type?: string; placeholder?: string }) {
  const id = `request-filter-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <input id={id} name={name} maxLength={40} className={inputClass} {...props} />
    </div>
  );
}
