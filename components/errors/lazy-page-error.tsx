"use client";

import { lazy, Suspense } from "react";

// Each error.tsx is an entry of its own, and the bundler copies a module they share into each
// one's chunk, so every page downloaded PageError twice (issue 26). Loaded on demand instead,
// it is one chunk fetched only when a page fails; PageError shows nothing until /readyz answers anyway.
const PageError = lazy(() => import("./page-error"));

export function LazyPageError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <PageError {...props} />
    </Suspense>
  );
}
