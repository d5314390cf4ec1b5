import { Notice } from "@/components/ui/notice";

export function PreviewLoading() {
  return (
    <div role="status" aria-live="polite" className="flex h-[36rem] items-center justify-center rounded-xl bg-zinc-100 text-sm text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
      {/* The dot pulses, not the words: fading text drops below the contrast threshold. */}
      <span aria-hidden className="mr-2 inline-block h-2 w-2 animate-pulse rounded-full bg-zinc-400" />
      Loading the PDF preview…
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
