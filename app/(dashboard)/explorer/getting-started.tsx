import Link from "next/link";
import { CopyButton } from "@/components/ui/copy-button";
import { clientArchiveName, type ClientLanguage } from "@/lib/adapters/collections/client-archive-names";
import { NEWEST_API_VERSION } from "@/lib/domains/api-versions";

const clientDownloads: { language: ClientLanguage; label: string }[] = [
  { language: "typescript", label: "TypeScript" },
  { language: "python", label: "Python" },
  { language: "php", label: "PHP" },
];

// First steps for an integrator, with this server's own base URL, and the downloads made from
// the OpenAPI document.

function Snippet({ code, title, label }: { code: string; title: string; label: string }) {
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        <CopyButton value={code} label={`Copy ${label}`} />
      </div>
      {/* Focusable so keyboard users can scroll a long line into view. */}
      <pre tabIndex={0} className="mt-2 overflow-auto rounded-md bg-zinc-950 p-3 font-mono text-xs leading-relaxed text-zinc-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}

const verifySnippet = `# Check every delivery's signature before acting on it (Standard Webhooks).
from integrations_client import verify_webhook, WebhookVerificationError

def handle(request):  # your web framework's request
    try:
        event = verify_webhook(WEBHOOK_SECRET, request.headers, request.body)  # the raw body, unparsed
    except WebhookVerificationError:
        return 400  # not from us, or replayed: do not act on it
    print(event["type"], event["data"])
    return 204  # answer 2xx quickly; we retry anything else`;

const downloadLink = "text-link";

export function GettingStarted({ baseUrl }: { baseUrl: string }) {
  const firstCall = `curl ${baseUrl}/v1/modules \\\n  -H "Authorization: Bearer $INTEGRATIONS_TOKEN" \\\n  -H "Api-Version: ${NEWEST_API_VERSION}"`;
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="getting-started-heading" className="text-base font-semibold">
        Getting started
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Your base URL is <code className="rounded bg-zinc-100 px-1 font-mono text-xs dark:bg-zinc-800">{baseUrl}</code>; every path starts
        with <code className="font-mono text-xs">/v1</code>.
      </p>
      {/* min-w-0 on the items: a long snippet line scrolls inside its box instead of widening the page. */}
      <ol className="mt-4 grid grid-cols-1 gap-5 text-sm lg:grid-cols-2 [&>li]:min-w-0">
        <li>
          <h3 className="font-medium">1. Make a token</h3>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">
            On{" "}
            <Link href="/tokens" className={downloadLink}>
              Access tokens
            </Link>
            , create one with the scopes your system needs (<code className="font-mono text-xs">read</code> to look,{" "}
            <code className="font-mono text-xs">write</code> to change) and keep it in a secret store.
          </p>
        </li>
        <li>
          <Snippet title="2. Make the first call" code={firstCall} label="the first call" />
        </li>
        <li className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Snippet title="3. Verify a webhook" code={verifySnippet} label="the webhook check" />
        </li>
      </ol>
      <h3 className="mt-6 text-sm font-medium">Downloads, made from the OpenAPI document</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <a href="/v1/openapi.json" className={downloadLink}>OpenAPI (JSON)</a>
        </li>
        <li>
          <a href="/v1/openapi.yaml" className={downloadLink}>OpenAPI (YAML)</a>
        </li>
        <li>
          <a href="/v1/changelog" className={downloadLink}>API changelog</a>
        </li>
        <li>
          <a href="/downloads/postman-collection.json" download className={downloadLink}>Postman collection</a>
        </li>
        <li>
          <a href="/downloads/postman-collection-client-credentials.json" download className={downloadLink}>Postman collection (OAuth client)</a>
        </li>
        <li>
          <a href="/downloads/bruno-collection.zip" download className={downloadLink}>Bruno collection (zip)</a>
        </li>
        <li>
          <a href="/downloads/bruno-collection-client-credentials.zip" download className={downloadLink}>Bruno collection (OAuth client, zip)</a>
        </li>
        {clientDownloads.map(({ language, label }) => (
          <li key={language}>
            <a href={`/downloads/${clientArchiveName(language)}`} download className={downloadLink}>
              {label} client library (zip)
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
        Both collections read <code className="font-mono">baseUrl</code> and <code className="font-mono">token</code> from variables: set
        the token once and run them as they are. The OAuth client variants read <code className="font-mono">clientId</code> and{" "}
        <code className="font-mono">clientSecret</code> instead and obtains its own tokens. Each client library&apos;s README says how to install and use it.
      </p>
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
        The API has dated versions. Name one in <code className="font-mono">Api-Version</code> (as above), or a call gets your account&apos;s
        default version. The documents, collections and client libraries here are made for{" "}
        <code className="font-mono">{NEWEST_API_VERSION}</code>, the newest, and send it on every call; the{" "}
        <a href="/v1/changelog" className={downloadLink}>
          changelog
        </a>{" "}
        says what changed between versions and how to move.
      </p>
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
        To try the API as one of your{" "}
        <Link href="/oauth-clients" className={downloadLink}>
          OAuth clients
        </Link>
        , choose <code className="font-mono">oauth2</code> under Authentication in the reference below, enter the client&apos;s id and
        secret and press Authorize: the token comes from <code className="font-mono">/oauth/token</code> and is kept in this tab only.
      </p>
    </section>
  );
}
