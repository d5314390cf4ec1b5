"use client";

/** The line under a section's controls that says what the last action did, or why it did not. */
export function ActionMessage({ message }: { message: { tone: "ok" | "error"; text: string } | null }) {
  return (
    <p role="status" className={`text-sm ${message?.tone === "error" ? "text-red-700 dark:text-red-400" : "text-zinc-700 dark:text-zinc-300"}`}>
      {message?.text ?? ""}
    </p>
  );
}
