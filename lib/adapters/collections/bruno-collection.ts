import type { CatalogOperation, OpenApiDocumentLike } from "./operation-catalogue";
import { planRun, requiredExample, type PlannedStep } from "./run-plan";

// The Bruno collection: a folder of `.bru` files (one per operation, a folder per tag), made
// from the document by this small generator rather than kept by hand. Same shape as the
// Postman collection: `{{baseUrl}}` and `{{token}}` in the "Local" environment, the bearer
// token set once on the collection, optional parameters disabled, path parameters filled from
// earlier responses in run order (lib/adapters/collections/run-plan.ts), and a test of the documented
// status on every request, so `bru run` checks every operation.

export type CollectionFiles = Record<string, string>;

const indent = (text: string, spaces = 2) =>
  text
    .split("\n")
    .map((line) => (line ? `${" ".repeat(spaces)}${line}` : line))
    .join("\n");

const block = (name: string, lines: string[]) => `${name} {\n${indent(lines.join("\n"))}\n}\n`;

/** Values in `.bru` dictionaries are single-line. */
const bruValue = (value: unknown) => String(value).replace(/[\r\n]+/g, " ");

function urlOf(operation: CatalogOperation): string {
  return `{{baseUrl}}${operation.path.replace(/\{([^}]+)\}/g, ":$1")}`;
}

function testLines(step: PlannedStep): string[] {
  const { operation } = step;
  if (operation.alsoAccepts.length > 0) {
    const accepted = [operation.success.status, ...operation.alsoAccepts];
    return [
      `test("${operation.operationId} answers ${accepted.join(" or ")}", function () {`,
      `  expect(${JSON.stringify(accepted)}).to.include(res.getStatus());`,
      `});`,
    ];
  }
  return [
    `test("${operation.operationId} answers ${operation.success.status}", function () {`,
    `  expect(res.getStatus()).to.equal(${operation.success.status});`,
    `});`,
  ];
}

function captureLines(step: PlannedStep): string[] {
  if (step.captures.length === 0) return [];
  const lines = [`const body = res.getStatus() < 300 ? res.getBody() : {};`];
  for (const capture of step.captures) {
    const value = capture.from === "id" ? "body.id" : "(body.data && body.data[0] && body.data[0].id)";
    const guard = capture.overwrite ? value : `${value} && !bru.getVar("${capture.variable}")`;
    lines.push(`if (${guard}) bru.setVar("${capture.variable}", ${value});`);
  }
  return lines;
}

function requestFile(step: PlannedStep, seq: number, apiVersion: string): string {
  const { operation } = step;
  const parts = [
    block("meta", [`name: ${bruValue(operation.summary)}`, "type: http", `seq: ${seq}`]),
    block(operation.method, [`url: ${urlOf(operation)}`, `body: ${operation.body ? "json" : "none"}`, `auth: ${operation.scope ? "inherit" : "none"}`]),
  ];
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  if (query.length) {
    parts.push(
      block(
        "params:query",
        query.map((parameter) => {
          const value = requiredExample(parameter);
          return `${value === null ? "~" : ""}${parameter.name}: ${bruValue(value ?? parameter.example ?? "")}`;
        }),
      ),
    );
  }
  const pathNames = Object.keys(step.pathVariables);
  if (pathNames.length) parts.push(block("params:path", pathNames.map((name) => `${name}: {{${step.pathVariables[name]}}}`)));
  const accept = operation.success.mediaTypes[0] ?? "application/json";
  const headers = [
    `Accept: ${accept}`,
    // The version the collection was made for: its examples and tests have that version's shapes.
    `Api-Version: ${apiVersion}`,
    ...operation.parameters
      .filter((parameter) => parameter.in === "header" && parameter.name.toLowerCase() !== "api-version")
      .map((parameter) => {
        const value = requiredExample(parameter);
        return `${value === null ? "~" : ""}${parameter.name}: ${bruValue(value ?? parameter.example ?? "")}`;
      }),
  ];
  parts.push(block("headers", headers));
  if (operation.body) parts.push(block("body:json", JSON.stringify(operation.body.example, null, 2).split("\n")));
  const capture = captureLines(step);
  if (capture.length) parts.push(block("script:post-response", capture));
  parts.push(block("tests", testLines(step)));
  if (operation.description) parts.push(block("docs", operation.description.split("\n")));
  return parts.join("\n");
}

const slug = (name: string) => name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "Default";

/** Every file of the collection, by relative path. */
export function buildBrunoCollection(document: OpenApiDocumentLike, options: { baseUrl: string }): CollectionFiles {
  const name = document.info.title;
  const files: CollectionFiles = {
    "bruno.json": `${JSON.stringify({ version: "1", name, type: "collection", ignore: ["node_modules", ".git"] }, null, 2)}\n`,
    "collection.bru": [block("auth", ["mode: bearer"]), block("auth:bearer", ["token: {{token}}"])].join("\n"),
    // `token` is a secret: Bruno keeps its value out of the file once the admin types it in.
    "environments/Local.bru": [block("vars", [`baseUrl: ${options.baseUrl}`]), "vars:secret [\n  token\n]\n"].join("\n"),
  };
  const folders: string[] = [];
  planRun(document).forEach((step, index) => {
    const folder = slug(step.operation.tag);
    if (!folders.includes(folder)) {
      folders.push(folder);
      files[`${folder}/folder.bru`] = block("meta", [`name: ${bruValue(step.operation.tag)}`, `seq: ${folders.length}`]);
    }
    files[`${folder}/${step.operation.operationId}.bru`] = requestFile(step, index + 1, document.info.version);
  });
  return files;
}
