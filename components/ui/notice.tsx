import type { ReactNode } from "react";

type Tone = "info" | "warning" | "danger" | "success";

const tones: Record<Tone, string> = {
  info: "border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100",
  warning: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100",
  danger: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};

/**
 * A boxed message. `role` is the caller's choice: "alert" for an error the user just caused,
 * "status" for background news (a failed refresh), none for static explanations.
 */
export function Notice({ tone = "info", role, children, className = "" }: { tone?: Tone; role?: "alert" | "status"; children: ReactNode; className?: string }) {
  return (
    <div role={role} className={`rounded-md border px-3 py-2 text-sm ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
