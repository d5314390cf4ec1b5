"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { CredentialBar } from "./credential-bar";
import { VersionPicker } from "./version-picker";
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

export interface ApiExplorerProps {
  initialCredential: ExplorerCredential;
  canWrite: boolean;
  documentUrl: string;
  /** Every dated version, oldest first; the account's, and the one to start at. */
  versions: string[];
  accountVersion: string;
  initialVersion: string;
}

export function ApiExplorer({ initialCredential, canWrite, documentUrl, versions, accountVersion, initialVersion }: ApiExplorerProps) {
  const [credential, setCredential] = useState(initialCredential);
  const [version, setVersion] = useState(initialVersion);
  return (
    <div className="space-y-4">
      <CredentialBar credential={credential} canWrite={canWrite} onCredential={setCredential} />
      <VersionPicker versions={versions} accountVersion={accountVersion} version={version} onVersion={setVersion} />
      {credential.scopes.includes("write") ? (
        <Notice tone="warning">
          <strong>Write operations are allowed.</strong> &ldquo;Send&rdquo; on a POST or DELETE changes your account for real: it
          rotates module tokens, registers or deletes webhooks. Each change is recorded in the audit journal under your name.
        </Notice>
      ) : null}
      <div className="explorer-reference overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
        {/* Keyed by version: the reference loads that version's document afresh, schemas and examples included. */}
        <ScalarReference key={version} documentUrl={`${documentUrl}?version=${encodeURIComponent(version)}`} token={credential.token} apiVersion={version} />
      </div>
    </div>
  );
}
