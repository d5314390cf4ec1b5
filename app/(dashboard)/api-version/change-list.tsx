import type { ApiChange } from "@/lib/domains/api-versions";
import { InlineMarkdown } from "./inline-markdown";

/**
 * What an upgrade brings, one change at a time, from the same change modules as the changelog:
 * what changed, how to migrate, and an answer before and after. Marked `api-change`: it quotes
 * the API's own field names, which the customer-words check leaves to the changelog's wording.
 */
export function ChangeList({ changes, describeOperation }: { changes: { version: string; change: ApiChange }[]; describeOperation: (operationId: string) => string }) {
  return (
    <ol className="space-y-4">
      {changes.map(({ version, change }) => (
        <li key={change.id} id={change.id} className="api-change space-y-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <h3 className="text-sm font-semibold">
            <span className="mr-2 font-mono text-xs text-zinc-600 dark:text-zinc-400">{version}</span>
            <InlineMarkdown text={change.title} />
          </h3>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            <InlineMarkdown text={change.description} />
          </p>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            <strong>How to move:</strong> <InlineMarkdown text={change.migration} />
          </p>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            <strong>Affects:</strong>{" "}
            {[...change.affects.operations.map(describeOperation), ...change.affects.events.map((type) => `the ${type} event`)].map((item, index, all) => (
              <span key={item}>
                <code className="font-mono text-[0.85em]">{item}</code>
                {index < all.length - 1 ? ", " : ""}
              </span>
            ))}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            <Example label="Before" value={change.example.before} />
            <Example label={`After (${version})`} value={change.example.after} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Example({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</figcaption>
      <pre className="overflow-x-auto rounded-lg bg-zinc-950 p-3 font-mono text-xs text-zinc-100" tabIndex={0}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}
