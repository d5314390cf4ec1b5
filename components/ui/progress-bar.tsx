/** A labelled progress bar; `value` is 0–1. */
export function ProgressBar({ value, label, className = "" }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-24 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-blue-600 transition-[width] duration-500 dark:bg-blue-400" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden className="w-9 text-xs tabular-nums text-zinc-600 dark:text-zinc-400">
        {percent}%
      </span>
    </div>
  );
}
