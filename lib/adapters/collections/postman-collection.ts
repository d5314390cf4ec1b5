import { createHash } from "node:crypto";
import Converter from "openapi-to-postmanv2";
import type { OpenApiDocumentLike } from "./operation-catalogue";
import { planRun, type PlannedStep } from "./run-plan";
import { statusTest, captureScript } from "./postman-scripts";

// The Postman collection (v2.1) made from the document by openapi-to-postmanv2, then shaped
// for a real run: `{{baseUrl}}` and `{{token}}` as collection variables, optional query and
// header parameters disabled (the API refuses placeholders such as `cursor=<string>`), path
// parameters filled from earlier responses, and requests ordered so each finds its ids
// (lib/adapters/collections/run-plan.ts). Converter ids are replaced by stable ones so the committed
// copy only changes when the document does.

interface PostmanParameter {
  key: string;
  value?: string;
  disabled?: boolean;
  description?: unknown;
}

interface PostmanItem {
  id?: string;
  name: string;
  request: {
    method: string;
    url: { path: string[]; query?: PostmanParameter[]; variable?: PostmanParameter[]; host?: string[]; raw?: string };
    header?: PostmanParameter[];
    auth?: unknown;
    [key: string]: unknown;
  };
  response?: { code?: number; id?: string; originalRequest?: unknown }[];
  event?: unknown[];
  item?: PostmanItem[];
  [key: string]: unknown;
}

export interface PostmanCollection {
  info: { _postman_id: string; name: string; schema: string; description?: unknown };
  item: PostmanItem[];
  auth?: unknown;
  variable: { key: string; value: string; type?: string; description?: string }[];
  event?: unknown[];
}

function convert(document: OpenApiDocumentLike): Promise<PostmanCollection> {
  const options = { folderStrategy: "Tags", parametersResolution: "Example", enableOptionalParameters: false, requestNameSource: "Fallback" } as const;
  return new Promise((resolve, reject) => {
    Converter.convertV2({ type: "json", data: structuredClone(document) as never }, options, (error, result) => {
      if (error || !result?.result || !result.output?.[0]) reject(error ?? new Error(result?.reason ?? "openapi-to-postmanv2 failed"));
      else resolve(result.output[0].data as unknown as PostmanCollection);
    });
  });
}

/** A UUID-shaped id derived from a name, so the output is the same for the same document. */
function stableId(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const flatten = (items: PostmanItem[]): PostmanItem[] => items.flatMap((item) => (item.item ? flatten(item.item) : [item]));
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const postmanPath = (item: PostmanItem) => `/${item.request.url.path.map((segment) => segment.replace(/^:(.+)$/, "{$1}")).join("/")}`;

/**
 * Every request names the API version the collection was made from: its examples and tests have
 * that version's shapes, whatever the account's default version is.
 */
const apiVersionHeader = (version: string): PostmanParameter => ({ key: "Api-Version", value: version, description: "The API version this collection was made for." });

function shapeItem(item: PostmanItem, step: PlannedStep, apiVersion: string): PostmanItem {
  const { operation } = step;
  const exampleOf = (name: string) => operation.parameters.find((parameter) => parameter.name === name)?.example;
  const cleanOptional = (parameter: PostmanParameter) =>
    parameter.disabled ? { ...parameter, value: exampleOf(parameter.key) === undefined ? "" : String(exampleOf(parameter.key)) } : parameter;
  const accept = operation.success.mediaTypes[0] ?? "application/json";
  const request = {
    ...item.request,
    url: {
      ...item.request.url,
      query: item.request.url.query?.map(cleanOptional),
      variable: item.request.url.variable?.map((variable) =>
        step.pathVariables[variable.key] ? { ...variable, value: `{{${step.pathVariables[variable.key]}}}` } : variable,
      ),
    },
    header: [
      ...(item.request.header ?? [])
        // The documented Api-Version parameter (optional, so disabled) gives way to the pinned one.
        .filter((header) => header.key.toLowerCase() !== "api-version")
        .map(cleanOptional)
        .map((header) => (header.key === "Accept" ? { ...header, value: accept } : header)),
      apiVersionHeader(apiVersion),
    ],
    // Authenticated requests inherit the collection's bearer `{{token}}`; public ones send none.
    auth: operation.scope ? undefined : { type: "noauth" },
  };
  if (!request.auth) delete request.auth;
  return {
    id: stableId(operation.operationId),
    name: item.name,
    request,
    // Only the success example: the error examples are the same problem shape many times over.
    response: (item.response ?? [])
      .filter((response) => response.code === operation.success.status)
      // originalRequest repeats the request with faked header values that change on every run.
      .map(({ originalRequest: _original, ...response }, index) => ({ ...response, id: stableId(`${operation.operationId} response ${index}`) })),
    event: [{ listen: "test", script: { type: "text/javascript", exec: [...statusTest(operation), ...captureScript(step.captures)] } }],
  };
}

/** The collection, with every operation of the document in run order, grouped in folders by tag. */
export async function buildPostmanCollection(document: OpenApiDocumentLike): Promise<PostmanCollection> {
  const converted = await convert(document);
  const byKey = new Map(flatten(converted.item).map((item) => [keyOf(item.request.method, postmanPath(item)), item]));
  const plan = planRun(document);
  const folders = new Map<string, PostmanItem[]>();
  for (const step of plan) {
    const item = byKey.get(keyOf(step.operation.method, step.operation.path));
    if (!item) throw new Error(`openapi-to-postmanv2 produced no request for ${step.operation.operationId}`);
    const folder = folders.get(step.operation.tag) ?? [];
    folder.push(shapeItem(item, step, document.info.version));
    folders.set(step.operation.tag, folder);
  }
  const variables = [...new Set(plan.flatMap((step) => Object.values(step.pathVariables)))];
  return {
    info: { ...converted.info, _postman_id: stableId(`${document.info.title} ${document.info.version}`) },
    item: [...folders].map(([name, item]) => ({ id: stableId(`folder ${name}`), name, item }) as unknown as PostmanItem),
    auth: { type: "bearer", bearer: [{ key: "token", value: "{{token}}", type: "string" }] },
    event: [],
    variable: [
      { key: "baseUrl", value: document.servers?.[0]?.url ?? "", type: "string", description: "The server's origin, without /v1." },
      { key: "token", value: "", type: "string", description: "An access token (mis_at_…) from the customer area's Access tokens page." },
      ...variables.map((key) => ({ key, value: "", type: "string", description: "Set by an earlier request of this collection." })),
    ],
  };
}
