"use client";

import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";
// After Scalar's own styles: our overrides for its Try-it panel on a phone.
import "./scalar-overrides.css";
import { useDarkTheme } from "@/components/theme/use-dark-theme";
import { useEffect, useMemo, useRef } from "react";

// Scalar's API reference on the served document, bundled with the app (no CDN: the CSP allows
// only our own scripts) and loaded only on this page (see api-explorer.tsx).

/** What the answer panel's link needs of a call "Send" made. */
export interface ExplorerAnswer {
  requestId: string;
  method: string;
  path: string;
  status: number;
}

export interface ScalarReferenceProps {
  documentUrl: string;
  /** The document itself, when the page changed it (prefilled from a recorded request); else it is read from documentUrl. */
  openApiDocument?: object;
  token: string;
  /** Sent as `Api-Version` with the document's request and every "Try it" call. */
  apiVersion: string;
  /** Each answer "Send" receives that carries an X-Request-Id. */
  onAnswer: (answer: ExplorerAnswer) => void;
}

/** fetch, with the chosen version named on every request (the same origin: the CSP allows no other). */
const fetchAtVersion =
  (apiVersion: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    headers.set("Api-Version", apiVersion);
    return fetch(input, { ...init, headers });
  };

export default function ScalarReference({ documentUrl, openApiDocument, token, apiVersion, onAnswer }: ScalarReferenceProps) {
  const dark = useDarkTheme();
  const configuration = useMemo(
    () => ({
      ...(openApiDocument ? { content: openApiDocument } : { url: documentUrl }),
      customFetch: fetchAtVersion(apiVersion),
      // Read the request id off each answer (a clone; the client's own response is untouched).
      onResponseReceived: ({ response, request }: { response: Response; request: Request }) => {
        const requestId = response.headers.get("x-request-id");
        if (requestId) onAnswer({ requestId, method: request.method, path: new URL(request.url).pathname, status: response.status });
      },
      // "Try it" calls this origin, whatever the document's `servers` say (the CSP allows only 'self').
      servers: [{ url: window.location.origin, description: "This server" }],
      // The default fonts come from a font host this network cannot reach; ours are system fonts.
      withDefaultFonts: false,
      // Our own samples (x-codeSamples: curl, TypeScript, Python, PHP) are the only languages.
      hiddenClients: true as const,
      // "Try it" is pre-authorised with the page's short-lived credential; never stored in the browser.
      authentication: { preferredSecurityScheme: "bearerAuth", securitySchemes: { bearerAuth: { token } } },
      persistAuth: false,
      // No calls to Scalar's services: telemetry, the AI agent (on by default on localhost), MCP, the proxy.
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never" as const,
      // "Open API Client" leads to Scalar's hosted client, outside this app.
      hideClientButton: true,
      hideDarkModeToggle: true,
      forceDarkModeState: dark ? ("dark" as const) : ("light" as const),
      darkMode: dark,
      documentDownloadType: "none" as const,
      defaultOpenFirstTag: true,
    }),
    [documentUrl, openApiDocument, token, apiVersion, dark, onAnswer],
  );
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? demoteNestedMain(container.current) : undefined), []);
  return (
    <div ref={container}>
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}

/**
 * Scalar renders its content in a `<main>` of its own, inside the page's: two main landmarks, the
 * second nested (axe: landmark-no-duplicate-main, landmark-main-is-top-level). Its labelled
 * `<main>` becomes a region landmark with the same name, whenever Scalar (re)renders it; Scalar
 * never sets `role`, so nothing undoes it. Returns the observer's disconnect.
 */
function demoteNestedMain(root: HTMLElement): () => void {
  const demote = () => root.querySelectorAll("main:not([role])").forEach((main) => main.setAttribute("role", "region"));
  demote();
  const observer = new MutationObserver(demote);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
