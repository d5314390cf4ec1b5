"use client";

import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";
// After Scalar's own styles: our overrides for its Try-it panel on a phone.
import "./scalar-overrides.css";
import { useDarkTheme } from "@/components/theme/use-dark-theme";
import { useMemo } from "react";

// Scalar's API reference on the served document, bundled with the app (no CDN: the CSP allows
// only our own scripts) and loaded only on this page (see api-explorer.tsx).

export interface ScalarReferenceProps {
  documentUrl: string;
  token: string;
  /** Sent as `Api-Version` with the document's request and every "Try it" call. */
  apiVersion: string;
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

export default function ScalarReference({ documentUrl, token, apiVersion }: ScalarReferenceProps) {
  const dark = useDarkTheme();
  const configuration = useMemo(
    () => ({
      url: documentUrl,
      customFetch: fetchAtVersion(apiVersion),
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
    [documentUrl, token, apiVersion, dark],
  );
  return <ApiReferenceReact configuration={configuration} />;
}
