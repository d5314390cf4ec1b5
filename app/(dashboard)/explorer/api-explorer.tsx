"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { CredentialBar } from "./credential-bar";
import { VersionPicker } from "./version-picker";
import type { ExplorerCredential } from "./explorer-credential";
import { prefillDocument, type ExplorerPrefill } from "./explorer-prefill";
import { LastAnswerLink } from "./last-answer-link";
import type { ExplorerAnswer } from "./scalar-reference";

// Scalar is large (Vue, CodeMirror, …): loaded in the browser for this page only, so no other
// page carries it.
const loadingReference = (
  <p role="status" className="py-10 text-center text-sm text-zinc-600 dark:text-zinc-400">
    Loading the API reference…
  </p>
);
const ScalarReference = dynamic(() => import("./scalar-reference"), { ssr: false, loading: () => loadingReference });

export interface ApiExplorerProps {
  initialCredential: ExplorerCredential;
  canWrite: boolean;
  documentUrl: string;
  /** A recorded request to start from ("Open in the explorer" on the Requests page). */
  prefill: ExplorerPrefill | null;
  /** Every dated version, oldest first; the account's, and the one to start at. */
  versions: string[];
  accountVersion: string;
  initialVersion: string;
}

export function ApiExplorer({ initialCredential, canWrite, documentUrl, prefill, versions, accountVersion, initialVersion }: ApiExplorerProps) {
  const [credential, setCredential] = useState(initialCredential);
  const [version, setVersion] = useState(initialVersion);
  const [lastAnswer, setLastAnswer] = useState<ExplorerAnswer | null>(null);
  const versionedDocumentUrl = `${documentUrl}?version=${encodeURIComponent(version)}`;
  const prefilledDocument = usePrefilledDocument(versionedDocumentUrl, prefill);
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
      {prefill ? (
        <Notice tone="info" className="explorer-prefill">
          <strong>
            {prefill.method} {prefill.pathTemplate}
          </strong>{" "}
          is filled in with the values of request <code className="font-mono text-xs">{prefill.requestId}</code>: open it below and
          choose &ldquo;Test Request&rdquo;. Secrets were not recorded: replace any <code className="font-mono text-xs">[redacted]</code> before
          you send.
        </Notice>
      ) : null}
      <div className="explorer-reference overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
        {/* Keyed by version: the reference loads that version's document afresh, schemas and examples included. */}
        {prefilledDocument === "reading" ? (
          loadingReference
        ) : (
          <ScalarReference
            key={version}
            documentUrl={versionedDocumentUrl}
            openApiDocument={prefilledDocument ?? undefined}
            token={credential.token}
            apiVersion={version}
            onAnswer={setLastAnswer}
          />
        )}
      </div>
      <LastAnswerLink answer={lastAnswer} />
    </div>
  );
}

/** The served document with the recorded call's values in it; "reading" until then; null without a prefill (or when unreadable: the plain reference). */
function usePrefilledDocument(documentUrl: string, prefill: ExplorerPrefill | null): object | "reading" | null {
  const [document, setDocument] = useState<object | "reading" | null>(prefill ? "reading" : null);
  useEffect(() => {
    if (!prefill) return;
    let current = true;
    void fetch(documentUrl)
      .then((response) => response.json())
      .then((served) => current && setDocument(prefillDocument(served, prefill)))
      .catch(() => current && setDocument(null));
    return () => {
      current = false;
    };
  }, [documentUrl, prefill]);
  return document;
}
