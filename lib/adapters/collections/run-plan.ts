import { listOperations, propertiesOf, type CatalogOperation, type OpenApiDocumentLike } from "./operation-catalogue";

// The order in which a collection run (newman, bru) and the client conformance tests call
// every operation of the document against a live server, and where each path parameter's
// value comes from: an earlier response in the same run. All of it is derived from the
// document's paths and response schemas, so an operation added tomorrow is planned too.
//
// Rules, each there for a reason:
// - A path parameter `{p}` of `/v1/things/{p}/…` is the variable `things_p`. It is set by
//   `POST /v1/things` (the `id` it creates; always wins, so a later DELETE removes what the run
//   made rather than the account's own data) or by `GET /v1/things` (`data[0].id`, only while
//   unset).
// - Operations of one resource (`/v1/<resource>…`) stay together, resources in document order.
// - Shallower paths first (a parent before its children), and at one depth actions before reads
//   (so `POST …/test` has made a delivery before `GET …/deliveries` lists it).
// - Switching something off runs after the other actions and is followed by switching it back
//   on (disable → enable), so the run leaves resources usable for the steps after it.
// - DELETE last, deepest first.

export interface Capture {
  variable: string;
  /** `id` of the response body, or `data[0].id` of a list. */
  from: "id" | "data[0].id";
  /** Whether to replace a value an earlier step set. */
  overwrite: boolean;
}

export interface PlannedStep {
  operation: CatalogOperation;
  /** The variable that fills each path parameter. */
  pathVariables: Record<string, string>;
  captures: Capture[];
}

const PARAM = /^\{(.+)\}$/;

/** `things_p` for parameter `p` preceded by `/v1/things`. */
function variableFor(collectionPath: string, parameter: string): string {
  const statics = collectionPath.split("/").filter((segment) => segment && segment !== "v1" && !PARAM.test(segment));
  return [...statics, parameter].join("_").replace(/[^A-Za-z0-9_]/g, "_");
}

function pathVariables(path: string): Record<string, string> {
  const segments = path.split("/");
  const variables: Record<string, string> = {};
  segments.forEach((segment, index) => {
    const name = segment.match(PARAM)?.[1];
    if (name) variables[name] = variableFor(segments.slice(0, index).join("/"), name);
  });
  return variables;
}

function captures(document: OpenApiDocumentLike, operation: CatalogOperation, allPaths: string[]): Capture[] {
  if (PARAM.test(operation.path.split("/").pop() ?? "")) return [];
  const children = new Set<string>();
  for (const path of allPaths) {
    const rest = path.startsWith(`${operation.path}/`) ? path.slice(operation.path.length + 1).split("/")[0] : undefined;
    const name = rest?.match(PARAM)?.[1];
    if (name) children.add(variableFor(operation.path, name));
  }
  if (children.size === 0) return [];
  const properties = propertiesOf(document, operation.success.schema);
  const listItem = properties.data?.items ? propertiesOf(document, properties.data.items) : {};
  let from: Capture["from"] | null = null;
  if (operation.method === "post" && "id" in properties) from = "id";
  else if (operation.method === "get" && "id" in listItem) from = "data[0].id";
  if (!from) return [];
  return [...children].map((variable) => ({ variable, from: from!, overwrite: from === "id" }));
}

const resourceOf = (path: string) => path.split("/")[2] ?? "";
const depthOf = (path: string) => path.split("/").filter((segment) => PARAM.test(segment)).length;

function kindRank(operation: CatalogOperation): number {
  if (/^(disable|pause|deactivate)/i.test(operation.operationId)) return 2;
  if (/^(enable|resume|activate)/i.test(operation.operationId)) return 3;
  return operation.method === "get" ? 1 : 0;
}

/** Every operation of the document, ordered so each finds the ids it needs. */
export function planRun(document: OpenApiDocumentLike): PlannedStep[] {
  const operations = listOperations(document);
  const allPaths = Object.keys(document.paths ?? {});
  const resources = [...new Set(operations.map((operation) => resourceOf(operation.path)))];
  const rank = (operation: CatalogOperation, index: number) => {
    const isDelete = operation.method === "delete";
    const depth = depthOf(operation.path);
    return [resources.indexOf(resourceOf(operation.path)), isDelete ? 1 : 0, isDelete ? -depth : depth, isDelete ? 0 : kindRank(operation), index];
  };
  const ranked = operations.map((operation, index) => ({ operation, key: rank(operation, index) }));
  ranked.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  return ranked.map(({ operation }) => ({
    operation,
    pathVariables: pathVariables(operation.path),
    captures: captures(document, operation, allPaths),
  }));
}

/** The example a step sends for a query or header parameter it must send (optional ones are left out). */
export function requiredExample(parameter: CatalogOperation["parameters"][number]): string | null {
  if (!parameter.required) return null;
  const value = parameter.example ?? parameter.schema.default ?? parameter.schema.enum?.[0];
  return value === undefined ? null : String(value);
}
