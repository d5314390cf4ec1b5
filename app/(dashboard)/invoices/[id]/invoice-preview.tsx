"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PreviewLoading } from "./preview-states";

// pdf.js cannot be rendered on the server (Node 20 lacks what pdfjs-dist 6 needs), and the
// viewer is only useful in a browser anyway: load it there. Its chunk (react-pdf with pdf.js,
// about 195 KB) is fetched only once the viewer is rendered, i.e. when the person asks for it.
const PdfViewer = dynamic(() => import("./pdf-viewer").then((module) => module.PdfViewer), {
  ssr: false,
  loading: () => <PreviewLoading />,
});

/**
 * The PDF preview, shown on request: the viewer weighs more than the whole page, and the
 * invoice's figures and the download are on the page without it (issue 26: every page's first
 * load under 150 KB). Loading when it scrolls into view would not help: the preview is the
 * first thing under the heading, in view at once.
 */
export function InvoicePreview({ invoiceId, number }: { invoiceId: string; number: string }) {
  const [shown, setShown] = useState(false);
  // Same origin: the route handler fetches the PDF from /v1 with the session's credential.
  if (shown) return <PdfViewer url={`/invoices/${invoiceId}/pdf`} downloadUrl={`/invoices/${invoiceId}/pdf?download=1`} title={`Invoice ${number}`} />;
  return (
    <div className="flex h-[36rem] flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-zinc-50 p-6 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900/60 dark:text-zinc-300">
      <p>See the invoice as it is printed, page by page.</p>
      <Button onClick={() => setShown(true)}>Show the PDF preview</Button>
    </div>
  );
}
