"use client";

import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from "@/components/icons/icons";
import { useEffect, useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import { Button } from "@/components/ui/button";
import { PreviewError, PreviewLoading } from "./preview-states";

// The worker is bundled from pdfjs-dist and served by this app (CSP: worker-src 'self' blob:).
// It must be set in the module that renders <Document>, so it runs before the first load.
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

// On a phone the controls are icon-tight so the toolbar stays one line at 390 px.
const compactOnPhone = "max-sm:px-2.5";
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2];
/** At 100 % the page fills the frame, up to this width in CSS pixels (a comfortable A4 on a desktop). */
const MAX_FIT_WIDTH = 820;

/** The inner width of the element, kept current as it resizes (a phone turned, a window narrowed). */
function useContentWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

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
  const frame = useContentWidth<HTMLDivElement>();
  const pageWidth = frame.width ? Math.floor(Math.min(frame.width, MAX_FIT_WIDTH) * zoom) : undefined;

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
      <div role="toolbar" aria-label="Preview controls" className="flex flex-wrap items-center gap-1 sm:gap-2">
        <Button variant="secondary" className={compactOnPhone} aria-label="Previous page" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <span aria-live="polite" className="min-w-20 text-center text-sm sm:min-w-24 tabular-nums text-zinc-700 dark:text-zinc-300">
          {pageCount > 0 ? `Page ${pageNumber} of ${pageCount}` : "Page –"}
        </span>
        <Button variant="secondary" className={compactOnPhone} aria-label="Next page" disabled={pageNumber >= pageCount} onClick={() => setPageNumber((n) => n + 1)}>
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        <span className="mx-1 h-6 w-px sm:mx-2 bg-zinc-200 dark:bg-zinc-800" aria-hidden />
        <Button variant="secondary" className={compactOnPhone} aria-label="Zoom out" disabled={zoomIndex === 0} onClick={() => setZoomIndex((i) => i - 1)}>
          <ZoomOut className="h-4 w-4" aria-hidden />
        </Button>
        <span aria-live="polite" className="min-w-14 text-center text-sm tabular-nums text-zinc-700 dark:text-zinc-300">
          <span className="sr-only">Zoom </span>
          {Math.round(zoom * 100)}%
        </span>
        <Button variant="secondary" className={compactOnPhone} aria-label="Zoom in" disabled={zoomIndex === ZOOM_STEPS.length - 1} onClick={() => setZoomIndex((i) => i + 1)}>
          <ZoomIn className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {/* 100 % fits the page to the frame; zoomed past it, the frame scrolls (focusable, so the
          keyboard can scroll it too). The page is centred by its margins, not by flex, so an
          overflowing page can still be scrolled to its left edge. */}
      <div ref={frame.ref} tabIndex={0} role="region" aria-label="PDF page" className="max-h-[48rem] overflow-auto rounded-xl border border-zinc-200 bg-zinc-100 p-4 dark:border-zinc-800 dark:bg-zinc-950">
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
        >
          <Page pageNumber={pageNumber} width={pageWidth} renderAnnotationLayer={false} className="mx-auto w-fit shadow-md" loading={<PreviewLoading />} />
        </Document>
      </div>
    </section>
  );
}
