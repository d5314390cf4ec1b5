"use client";

import dynamic from "next/dynamic";
import { PreviewLoading } from "./preview-states";

// pdf.js cannot be rendered on the server (Node 20 lacks what pdfjs-dist 6 needs), and the
// viewer is only useful in a browser anyway: load it there, after the page is interactive.
const PdfViewer = dynamic(() => import("./pdf-viewer").then((module) => module.PdfViewer), {
  ssr: false,
  loading: () => <PreviewLoading />,
});

export function InvoicePreview({ invoiceId, number }: { invoiceId: string; number: string }) {
  // Same origin: the route handler fetches the PDF from /v1 with the session's credential.
  return <PdfViewer url={`/invoices/${invoiceId}/pdf`} downloadUrl={`/invoices/${invoiceId}/pdf?download=1`} title={`Invoice ${number}`} />;
}
