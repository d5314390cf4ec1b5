"use client";

/**
 * The explorer's version: the document it shows and the `Api-Version` its "Try it" calls send.
 * Starts at the account's own (or the one the API version page asked for).
 */
export function VersionPicker({
  versions,
  accountVersion,
  version,
  onVersion,
}: {
  versions: string[];
  accountVersion: string;
  version: string;
  onVersion: (version: string) => void;
}) {
  const newest = versions.at(-1);
  const label = (candidate: string) =>
    [candidate, candidate === accountVersion ? "your account's" : null, candidate === newest ? "newest" : null].filter(Boolean).join(" · ");
  return (
    <section aria-label="The version the explorer shows and calls" className="flex flex-wrap items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <label htmlFor="explorer-api-version" className="font-medium">
        API version
      </label>
      <select
        id="explorer-api-version"
        value={version}
        onChange={(event) => onVersion(event.target.value)}
        className="h-9 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        {[...versions].reverse().map((candidate) => (
          <option key={candidate} value={candidate}>
            {label(candidate)}
          </option>
        ))}
      </select>
      <p className="text-zinc-700 dark:text-zinc-300">
        “Try it” sends <code className="font-mono text-xs">Api-Version: {version}</code>.{" "}
        <a href="/api-version" className="text-link">
          About versions
        </a>
      </p>
    </section>
  );
}
