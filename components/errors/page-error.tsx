"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

// What an error boundary shows. In production the browser never learns why a server component
// failed (only a digest), so this asks /readyz: when the service itself is unavailable (its
// database or Redis is down) the visitor gets a calm "back shortly" that retries by itself,
// not an error reference support cannot act on. Both error boundaries (the root's and the
// customer area's) load this one module when a page fails (lazy-page-error.tsx).

const RECHECK_MS = 5000;

type Diagnosis = "checking" | "unavailable" | "error";

async function serviceIsReady(): Promise<boolean> {
  try {
    return (await fetch("/readyz", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [diagnosis, setDiagnosis] = useState<Diagnosis>("checking");
  const router = useRouter();

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasUnavailable = false;
    const check = async () => {
      const ready = await serviceIsReady();
      if (cancelled) return;
      // Back: fetch the server-rendered page again (reset alone would re-render the failed payload).
      if (ready && wasUnavailable) return startTransition(() => {
        router.refresh();
        reset();
      });
      wasUnavailable = !ready;
      setDiagnosis(ready ? "error" : "unavailable");
      if (!ready) timer = setTimeout(check, RECHECK_MS);
    };
    void check();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [error, reset, router]);

  if (diagnosis === "checking") return null;
  // Centred in what is left: the whole window when the root layout failed, the content area otherwise.
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      {diagnosis === "unavailable" ? <Unavailable /> : <Failed error={error} reset={reset} />}
    </div>
  );
}

function Unavailable() {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-900 dark:bg-amber-950">
      <h1 className="text-lg font-semibold text-amber-900 dark:text-amber-100">Temporarily unavailable</h1>
      <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
        The service is briefly unavailable. Nothing you saved is lost; this page reloads by itself once it is back.
      </p>
    </div>
  );
}

function Failed({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950">
      <h1 className="text-lg font-semibold text-red-900 dark:text-red-100">Something went wrong</h1>
      <p className="mt-2 text-sm text-red-800 dark:text-red-200">
        This page could not be loaded. Try again; if it keeps failing, contact support
        {error.digest ? ` and quote reference ${error.digest}` : ""}.
      </p>
      <Button className="mt-4" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
