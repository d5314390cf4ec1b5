"use client";

import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from "lucide-react";
import { useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import { Button } from "@/components/ui/button";
import { PreviewError, PreviewLoading } from "./preview-states";

// The worker is bundled from pdfjs-dist and served by this app (CSP: worker-src 'self' blob:).
// It must be set in the module that renders <Document>, so it runs before the first load.
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2];

export interface PdfViewerProps {
  url: string;
  downloadUrl: string;
  title: string;
}

/** A PDF preview with page navigation and zoom; text stays selectable (text layer). */
export function PdfViewer({ url, downloadUrl, title }: PdfViewerProps) {
  const [pageCount, setPageCount] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(ZOOM_STEPS.indexOf(1));
  // Bumped by "Try again": a new key makes <Document> fetch the file again.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const zoom = ZOOM_STEPS[zoomIndex]!;

  if (failed) {
    return (
      <PreviewError
        downloadUrl={downloadUrl}
        onRetry={() => {
          setFailed(false);
          setAttempt((value) => value + 1);
        }}
      />
    );
  }

  return (
    <section aria-label={`${title}, PDF preview`} className="space-y-3">
      <div role="toolbar" aria-label="Preview controls" className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" aria-label="Previous page" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <span aria-live="polite" className="min-w-24 text-center text-sm tabular-nums text-zinc-700 dark:text-zinc-300">
          {pageCount > 0 ? `Page ${pageNumber} of ${pageCount}` : "Page –"}
        </span>
        <Button variant="secondary" aria-label="Next page" disabled={pageNumber >= pageCount} onClick={() => setPageNumber((n) => n + 1)}>
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        <span className="mx-2 h-6 w-px bg-zinc-200 dark:bg-zinc-800" aria-hidden />
        <Button variant="secondary" aria-label="Zoom out" disabled={zoomIndex === 0} onClick={() => setZoomIndex((i) => i - 1)}>
          <ZoomOut className="h-4 w-4" aria-hidden />
        </Button>
        <span aria-live="polite" className="min-w-14 text-center text-sm tabular-nums text-zinc-700 dark:text-zinc-300">
          <span className="sr-only">Zoom </span>
          {Math.round(zoom * 100)}%
        </span>
        <Button variant="secondary" aria-label="Zoom in" disabled={zoomIndex === ZOOM_STEPS.length - 1} onClick={() => setZoomIndex((i) => i + 1)}>
          <ZoomIn className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {/* Scrolls when zoomed past the width; focusable so the keyboard can scroll it too. */}
      <div tabIndex={0} aria-label="PDF page" className="max-h-[48rem] overflow-auto rounded-xl border border-zinc-200 bg-zinc-100 p-4 dark:border-zinc-800 dark:bg-zinc-950">
        <Document
          key={attempt}
          file={url}
          suspense={false}
          loading={<PreviewLoading />}
          error={<span />}
          onLoadSuccess={(pdf) => {
            setPageCount(pdf.numPages);
            setPageNumber((n) => Math.min(n, pdf.numPages));
          }}
          onLoadError={() => setFailed(true)}
          className="flex justify-center"
        >
          <Page pageNumber={pageNumber} scale={zoom} renderAnnotationLayer={false} className="shadow-md" loading={<PreviewLoading />} />
        </Document>
      </div>
    </section>
  );
}
