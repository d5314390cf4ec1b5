"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { CredentialBar } from "./credential-bar";
import type { ExplorerCredential } from "./explorer-credential";

// Scalar is large (Vue, CodeMirror, …): loaded in the browser for this page only, so no other
// page carries it.
const ScalarReference = dynamic(() => import("./scalar-reference"), {
  ssr: false,
  loading: () => (
    <p role="status" className="py-10 text-center text-sm text-zinc-600 dark:text-zinc-400">
      Loading the API reference…
    </p>
  ),
});

export function ApiExplorer({ initialCredential, canWrite, documentUrl }: { initialCredential: ExplorerCredential; canWrite: boolean; documentUrl: string }) {
  const [credential, setCredential] = useState(initialCredential);
  return (
    <div className="space-y-4">
      <CredentialBar credential={credential} canWrite={canWrite} onCredential={setCredential} />
      {credential.scopes.includes("write") ? (
        <Notice tone="warning">
          <strong>Write operations are allowed.</strong> &ldquo;Send&rdquo; on a POST or DELETE changes your account for real: it
          rotates module tokens, registers or deletes webhooks. Each change is recorded in the audit journal under your name.
        </Notice>
      ) : null}
      <div className="explorer-reference overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
        <ScalarReference documentUrl={documentUrl} token={credential.token} />
      </div>
    </div>
  );
}
