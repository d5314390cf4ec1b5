import { Notice } from "@/components/ui/notice";

export function PreviewLoading() {
  return (
    <div role="status" aria-live="polite" className="flex h-[36rem] items-center justify-center rounded-xl bg-zinc-100 text-sm text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
      <span className="animate-pulse">Loading the PDF preview…</span>
    </div>
  );
}

export function PreviewError({ onRetry, downloadUrl }: { onRetry: () => void; downloadUrl: string }) {
  return (
    <Notice tone="danger" role="alert">
      The PDF preview could not be loaded.{" "}
      <button type="button" onClick={onRetry} className="text-link">
        Try again
      </button>{" "}
      or{" "}
      <a href={downloadUrl} download className="text-link">
        download the PDF
      </a>
      .
    </Notice>
  );
}
