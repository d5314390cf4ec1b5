import type { components } from "@/clients/typescript/src";

type RequestRecord = components["schemas"]["RequestRecord"];

// "Open in the explorer" on a recorded request: the explorer's reference gets the served
// document with that call's values as the operation's examples, which Scalar's "Test Request"
// starts from. Only what the Requests page shows goes in: the path, the query and the redacted
// body (secrets stay "[redacted]" until the member types them again).

export interface ExplorerPrefill {
  requestId: string;
  method: string;
  /** The operation's path in the document (`/v1/webhooks/{id}`). */
  pathTemplate: string;
  pathParams: Record<string, string>;
  query: [string, string][];
  /** The recorded (redacted) body, parsed when it is JSON. */
  body: unknown;
}

/** The call a record describes, or null for one the explorer does not document (the /oauth/* endpoints). */
export function explorerPrefillFrom(record: RequestRecord): ExplorerPrefill | null {
  if (!record.path_template.startsWith("/v1/")) return null;
  const templateParts = record.path_template.split("/");
  const pathParts = record.path.split("/");
  if (templateParts.length !== pathParts.length) return null;
  const pathParams: Record<string, string> = {};
  templateParts.forEach((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) pathParams[name] = decodeURIComponent(pathParts[index]!);
  });
  return {
    requestId: record.id,
    method: record.method,
    pathTemplate: record.path_template,
    pathParams,
    query: [...new URLSearchParams(record.query ?? "")],
    body: parsedBody(record.request_body),
  };
}

function parsedBody(text: string | null): unknown {
  if (text === null || text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Parameter {
  in: string;
  name: string;
  example?: unknown;
  examples?: unknown;
  schema?: Record<string, unknown>;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown; examples?: unknown }> };
}

/** A copy of the document whose operation for `prefill` has the recorded values as its examples; the document itself when it has no such operation. */
export function prefillDocument<Document extends { paths?: Record<string, Record<string, unknown>> }>(document: Document, prefill: ExplorerPrefill): Document {
  const original = document.paths?.[prefill.pathTemplate]?.[prefill.method.toLowerCase()] as Operation | undefined;
  if (!original) return document;
  const query = new Map(prefill.query);
  const valueOf = (parameter: Parameter) => (parameter.in === "path" ? prefill.pathParams[parameter.name] : parameter.in === "query" ? query.get(parameter.name) : undefined);
  const operation: Operation = {
    ...original,
    parameters: original.parameters?.map((parameter) => {
      const value = valueOf(parameter);
      if (value === undefined) return parameter;
      const { examples: _examples, ...rest } = parameter;
      return { ...rest, example: value, schema: { ...parameter.schema, example: value } };
    }),
  };
  const json = original.requestBody?.content?.["application/json"];
  if (json && prefill.body !== null) {
    const { examples: _examples, ...rest } = json;
    operation.requestBody = { ...original.requestBody, content: { ...original.requestBody!.content, "application/json": { ...rest, example: prefill.body } } };
  }
  const pathItem = { ...document.paths![prefill.pathTemplate], [prefill.method.toLowerCase()]: operation };
  return { ...document, paths: { ...document.paths, [prefill.pathTemplate]: pathItem } };
}
