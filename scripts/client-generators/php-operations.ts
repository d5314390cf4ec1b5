import { methodSignature, scalarType, type SignatureArgument } from "../../lib/adapters/collections/client-signature";
import { phpLiteral } from "../../lib/adapters/collections/literals";
import { listOperations, type CatalogOperation, type JsonSchema, type OpenApiDocumentLike } from "../../lib/adapters/collections/operation-catalogue";

// clients/php/src/Operations.php: a trait with one method per operation of the document
// (named after its operationId), and a PHPStan array shape per schema as its typed models.

const PHP_SCALARS = { string: "string", integer: "int", number: "float", boolean: "bool" } as const;
const argumentType = (argument: SignatureArgument) => PHP_SCALARS[scalarType(argument.parameter)];

/** A PHPStan type for a schema; components by their alias name. */
export function phpDocType(schema: JsonSchema | undefined): string {
  if (!schema) return "mixed";
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(phpDocType))].join("|");
  if (schema.const !== undefined) return phpLiteral(schema.const);
  if (schema.enum) return schema.enum.map((value) => phpLiteral(value)).join("|");
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return "mixed";
  return types
    .map((type) => {
      if (type === "string") return "string";
      if (type === "integer") return "int";
      if (type === "number") return "float";
      if (type === "boolean") return "bool";
      if (type === "null") return "null";
      if (type === "array") return `list<${phpDocType(schema.items)}>`;
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return "array<string, mixed>";
      const required = new Set(schema.required ?? []);
      return `array{${properties.map(([key, property]) => `${key}${required.has(key) ? "" : "?"}: ${phpDocType(property)}`).join(", ")}}`;
    })
    .join("|");
}

function returnTypes(operation: CatalogOperation): { native: string; doc: string } {
  const { success } = operation;
  const json = success.mediaTypes.includes("application/json");
  const others = success.mediaTypes.some((type) => type !== "application/json");
  if (!json && !others) return { native: "void", doc: "void" };
  const doc = [...(json ? [success.schemaName ?? "array<string, mixed>"] : []), ...(others ? ["string"] : [])].join("|");
  return { native: [...(json ? ["array"] : []), ...(others ? ["string"] : [])].join("|"), doc };
}

const comment = (lines: string[]) => ["    /**", ...lines.map((line) => (line ? `     * ${line.replace(/\*\//g, "*\\/")}` : "     *")), "     */"].join("\n");

function method(operation: CatalogOperation): string {
  const signature = methodSignature(operation);
  const bodyType = "?array";
  const parameters = [
    ...signature.path.map((argument) => `string $${argument.phpName}`),
    ...signature.required.map((argument) => `${argumentType(argument)} $${argument.phpName}`),
    ...(signature.body ? [`${bodyType} $body = null`] : []),
    ...signature.optional.map((argument) => `?${argumentType(argument)} $${argument.phpName} = null`),
    ...(signature.alternatives.length ? [`string $accept = ${phpLiteral(operation.success.mediaTypes[0] ?? "application/json")}`] : []),
  ];
  const all = [...signature.path, ...signature.required, ...signature.optional];
  const mapping = (location: "path" | "query" | "header") =>
    all
      .filter((argument) => argument.parameter.in === location)
      .map((argument) => `${phpLiteral(argument.parameter.name)} => $${argument.phpName}`)
      .join(", ");
  const named = [
    ...(mapping("path") ? [`pathParams: [${mapping("path")}]`] : []),
    ...(mapping("query") ? [`query: [${mapping("query")}]`] : []),
    ...(mapping("header") ? [`headers: [${mapping("header")}]`] : []),
    ...(signature.body ? ["body: $body"] : []),
    `accept: ${signature.alternatives.length ? "$accept" : phpLiteral(operation.success.mediaTypes[0] ?? "application/json")}`,
    ...(operation.scope ? [] : ["authenticated: false"]),
  ];
  const returns = returnTypes(operation);
  const docs = [
    operation.summary,
    "",
    ...operation.description.split("\n"),
    "",
    `${operation.method.toUpperCase()} ${operation.path}`,
    "",
    ...all.map((argument) => `@param ${argumentType(argument)}${argument.parameter.required ? "" : "|null"} $${argument.phpName} ${argument.parameter.description.replace(/\n/g, " ")}`),
    ...(signature.body ? [`@param ${signature.body.schemaName ?? "array<string, mixed>"}|null $body`] : []),
    ...(signature.alternatives.length ? [`@param string $accept application/json, or ${signature.alternatives.join(", ")} (returned as a string of bytes)`] : []),
    `@return ${returns.doc}`,
  ];
  const call = `$this->transport->request(${[phpLiteral(operation.method.toUpperCase()), phpLiteral(operation.path), ...named].join(", ")})`;
  const body = returns.native === "void" ? `        ${call};` : `        return ${call}->data;`;
  return `${comment(docs)}\n    public function ${signature.phpName}(${parameters.join(", ")}): ${returns.native}\n    {\n${body}\n    }`;
}

/** The opening lines of every generated PHP file of the client (namespace Integrations). */
export const PHP_GENERATED_FILE_HEADER = ["<?php", "", "// Generated from the OpenAPI document by `npm run generate`. Do not edit.", "", "declare(strict_types=1);", "", "namespace Integrations;", ""];

export function renderPhpOperations(document: OpenApiDocumentLike): string {
  const operations = listOperations(document);
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, JsonSchema>);
  const aliases = schemas.map(([name, schema]) => `@phpstan-type ${name} ${phpDocType(schema)}`);
  return [
    ...PHP_GENERATED_FILE_HEADER,
    "/**",
    " * One method per operation of the API, used by Client. The shapes below are the document's schemas.",
    " *",
    ...aliases.map((alias) => ` * ${alias}`),
    " */",
    "trait Operations",
    "{",
    "    /**",
    "     * Every operationId of the document this client was generated from (a method each).",
    "     *",
    "     * @return list<string>",
    "     */",
    "    public static function operationIds(): array",
    "    {",
    `        return [${operations.map((operation) => phpLiteral(operation.operationId)).join(", ")}];`,
    "    }",
    "",
    operations.map(method).join("\n\n"),
    "}",
    "",
  ].join("\n");
}
