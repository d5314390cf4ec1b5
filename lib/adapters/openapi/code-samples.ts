import { NEWEST_API_VERSION } from "../../domains/api-versions";
import { methodSignature, type MethodSignature } from "../collections/client-signature";
import { phpLiteral, pythonLiteral, shellQuote } from "../collections/literals";
import { listOperations, type CatalogOperation, type CatalogParameter, type OpenApiDocumentLike } from "../collections/operation-catalogue";

// `x-codeSamples` for every operation: curl and the project's own clients (TypeScript, Python,
// PHP), written from the operation itself so a new operation gets its samples with no one
// writing them. The explorer (Scalar) shows them as the only languages; each `lang` is
// distinct so Scalar remembers the reader's choice (`custom/<lang>`) across operations and visits.

interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

const TOKEN_ENV = "INTEGRATIONS_TOKEN";

const exampleOf = (parameter: CatalogParameter) => parameter.example ?? parameter.schema.default ?? parameter.schema.enum?.[0] ?? `<${parameter.name}>`;

function exampleUrl(operation: CatalogOperation, serverUrl: string): string {
  let path = operation.path;
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === "path")) {
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(exampleOf(parameter))));
  }
  const query = operation.parameters
    .filter((parameter) => parameter.in === "query" && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(exampleOf(parameter)))}`);
  return `${serverUrl}${path}${query.length ? `?${query.join("&")}` : ""}`;
}

/**
 * What the samples say about the API version. curl names it, as every integration should; our
 * clients send the version they were generated for (the newest), so only an older document's
 * samples name theirs.
 */
interface SampleVersion {
  version: string;
  newest: boolean;
}

function curlSample(operation: CatalogOperation, serverUrl: string, { version }: SampleVersion): string {
  const lines = [`curl ${operation.method === "get" ? "" : `-X ${operation.method.toUpperCase()} `}${shellQuote(exampleUrl(operation, serverUrl))}`];
  if (operation.scope) lines.push(`-H "Authorization: Bearer $${TOKEN_ENV}"`);
  lines.push(`-H 'Api-Version: ${version}'`);
  for (const header of operation.parameters.filter((parameter) => parameter.in === "header" && parameter.required)) {
    lines.push(`-H ${shellQuote(`${header.name}: ${exampleOf(header)}`)}`);
  }
  if (operation.body) {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(operation.body.example))}`);
  }
  return lines.join(" \\\n  ");
}

const objectKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function typescriptSample(operation: CatalogOperation, serverUrl: string, { version, newest }: SampleVersion): string {
  const params: string[] = [];
  for (const location of ["path", "query", "header"] as const) {
    const entries = operation.parameters
      .filter((parameter) => parameter.in === location && parameter.required)
      .map((parameter) => `${objectKey(parameter.name)}: ${JSON.stringify(exampleOf(parameter))}`);
    if (entries.length) params.push(`${location}: { ${entries.join(", ")} }`);
  }
  const init = [
    ...(params.length ? [`params: { ${params.join(", ")} }`] : []),
    ...(operation.body ? [`body: ${JSON.stringify(operation.body.example)}`] : []),
  ];
  const call = `client.${operation.method.toUpperCase()}(${JSON.stringify(operation.path)}${init.length ? `, { ${init.join(", ")} }` : ""})`;
  return [
    `import { createIntegrationsClient, unwrap } from "@integrations/client";`,
    ``,
    `const client = createIntegrationsClient({ baseUrl: ${JSON.stringify(serverUrl)}, token: process.env.${TOKEN_ENV}!${newest ? "" : `, apiVersion: ${JSON.stringify(version)}`} });`,
    `const result = unwrap(await ${call});`,
    `console.log(result);`,
  ].join("\n");
}

function pythonArguments(signature: MethodSignature): string[] {
  return [
    ...signature.path.map((argument) => JSON.stringify(exampleOf(argument.parameter))),
    ...signature.required.map((argument) => `${argument.pythonName}=${pythonLiteral(exampleOf(argument.parameter), 0)}`),
    ...(signature.body ? [`body=${pythonLiteral(signature.body.example, 0)}`] : []),
  ];
}

function pythonSample(operation: CatalogOperation, serverUrl: string, { version, newest }: SampleVersion): string {
  const signature = methodSignature(operation);
  const lines = [
    `import os`,
    `from integrations_client import IntegrationsClient`,
    ``,
    `client = IntegrationsClient(${JSON.stringify(serverUrl)}, token=os.environ[${JSON.stringify(TOKEN_ENV)}]${newest ? "" : `, api_version=${JSON.stringify(version)}`})`,
    `result = client.${signature.pythonName}(${pythonArguments(signature).join(", ")})`,
    `print(result)`,
  ];
  if (operation.cursorPaged) {
    lines.push(``, `# Every item of every page:`, `for item in client.paginate(client.${signature.pythonName}${pythonArguments(signature).map((a) => `, ${a}`).join("")}):`, `    print(item["id"])`);
  }
  return lines.join("\n");
}

function phpArguments(signature: MethodSignature): string[] {
  return [
    ...signature.path.map((argument) => phpLiteral(exampleOf(argument.parameter))),
    ...signature.required.map((argument) => `${argument.phpName}: ${phpLiteral(exampleOf(argument.parameter))}`),
    ...(signature.body ? [`body: ${phpLiteral(signature.body.example)}`] : []),
  ];
}

function phpSample(operation: CatalogOperation, serverUrl: string, { version, newest }: SampleVersion): string {
  const signature = methodSignature(operation);
  const lines = [
    `<?php`,
    `require __DIR__ . '/vendor/autoload.php';`,
    ``,
    `$client = new Integrations\\Client(${phpLiteral(serverUrl)}, getenv(${phpLiteral(TOKEN_ENV)})${newest ? "" : `, apiVersion: ${phpLiteral(version)}`});`,
    `$result = $client->${signature.phpName}(${phpArguments(signature).join(", ")});`,
    `print_r($result);`,
  ];
  if (operation.cursorPaged) {
    const named = signature.required.map((argument) => `${phpLiteral(argument.phpName)} => ${phpLiteral(exampleOf(argument.parameter))}`);
    lines.push(``, `// Every item of every page:`, `foreach ($client->paginate(${phpLiteral(signature.phpName)}${named.length ? `, [${named.join(", ")}]` : ""}) as $item) {`, `    echo $item['id'], PHP_EOL;`, `}`);
  }
  return lines.join("\n");
}

/** The four samples of one operation. */
function codeSamplesFor(operation: CatalogOperation, serverUrl: string, version: SampleVersion): CodeSample[] {
  return [
    { lang: "shell", label: "curl", source: curlSample(operation, serverUrl, version) },
    { lang: "typescript", label: "TypeScript", source: typescriptSample(operation, serverUrl, version) },
    { lang: "python", label: "Python", source: pythonSample(operation, serverUrl, version) },
    { lang: "php", label: "PHP", source: phpSample(operation, serverUrl, version) },
  ];
}

/** Adds `x-codeSamples` to every operation of the document (in place) and returns it; `version` is the one the document describes. */
export function withCodeSamples<T extends object>(document: T, serverUrl: string, version: string = NEWEST_API_VERSION): T {
  const sampleVersion = { version, newest: version === NEWEST_API_VERSION };
  const described = document as unknown as OpenApiDocumentLike;
  for (const operation of listOperations(described)) {
    const target = (described.paths?.[operation.path] as Record<string, Record<string, unknown>>)[operation.method]!;
    target["x-codeSamples"] = codeSamplesFor(operation, serverUrl, sampleVersion);
  }
  return document;
}
