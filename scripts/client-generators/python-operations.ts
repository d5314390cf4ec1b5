import { methodSignature, scalarType, type SignatureArgument } from "../../lib/adapters/collections/client-signature";
import { listOperations, type CatalogOperation, type OpenApiDocumentLike } from "../../lib/adapters/collections/operation-catalogue";

// clients/python/src/integrations_client/_operations.py: one method per operation of the
// document, named after its operationId in snake_case, with its parameters as arguments.

const PYTHON_SCALARS = { string: "str", integer: "int", number: "float", boolean: "bool" } as const;

const argumentType = (argument: SignatureArgument) => PYTHON_SCALARS[scalarType(argument.parameter)];

function returnType(operation: CatalogOperation): string {
  const { success } = operation;
  const json = success.mediaTypes.includes("application/json")
    ? success.schemaName
      ? `models.${success.schemaName}`
      : "Dict[str, Any]"
    : null;
  const others = success.mediaTypes.filter((type) => type !== "application/json").map((type) => (/yaml|^text\//.test(type) ? "str" : "bytes"));
  const types = [...new Set([...(json ? [json] : []), ...others])];
  if (types.length === 0) return "None";
  return types.length === 1 ? types[0]! : `Union[${types.join(", ")}]`;
}

function docstring(operation: CatalogOperation, signature: ReturnType<typeof methodSignature>): string {
  const lines = [operation.summary, "", ...operation.description.split("\n")];
  const documented = [...signature.path, ...signature.required, ...signature.optional].filter((argument) => argument.parameter.description);
  if (documented.length) lines.push("", "Args:", ...documented.map((argument) => `    ${argument.pythonName}: ${argument.parameter.description.replace(/\n/g, " ")}`));
  if (signature.alternatives.length) lines.push("", `Pass \`accept\` (${signature.alternatives.join(", ")}) for another representation; it is returned as bytes or text.`);
  lines.push("", `${operation.method.toUpperCase()} ${operation.path}`);
  const text = lines.join("\n").replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"');
  return `        """${text.split("\n").join("\n        ").replace(/ +\n/g, "\n")}\n        """`;
}

function method(operation: CatalogOperation): string {
  const signature = methodSignature(operation);
  const parameters = ["self", ...signature.path.map((argument) => `${argument.pythonName}: str`)];
  const keywordOnly = [
    ...signature.required.map((argument) => `${argument.pythonName}: ${argumentType(argument)}`),
    ...(signature.body
      ? [
          signature.body.required
            ? `body: ${signature.body.schemaName ? `models.${signature.body.schemaName}` : "Dict[str, Any]"}`
            : `body: Optional[${signature.body.schemaName ? `models.${signature.body.schemaName}` : "Dict[str, Any]"}] = None`,
        ]
      : []),
    ...signature.optional.map((argument) => `${argument.pythonName}: Optional[${argumentType(argument)}] = None`),
    ...(signature.alternatives.length ? [`accept: str = ${JSON.stringify(operation.success.mediaTypes[0] ?? "application/json")}`] : []),
  ];
  if (keywordOnly.length) parameters.push("*", ...keywordOnly);
  const mapping = (location: "path" | "query" | "header") =>
    [...signature.path, ...signature.required, ...signature.optional]
      .filter((argument) => argument.parameter.in === location)
      .map((argument) => `${JSON.stringify(argument.parameter.name)}: ${argument.pythonName}`)
      .join(", ");
  const options = [
    ...(mapping("path") ? [`path_params={${mapping("path")}}`] : []),
    ...(mapping("query") ? [`query={${mapping("query")}}`] : []),
    ...(mapping("header") ? [`headers={${mapping("header")}}`] : []),
    ...(signature.body ? ["body=body"] : []),
    ...(signature.alternatives.length ? ["accept=accept"] : [`accept=${JSON.stringify(operation.success.mediaTypes[0] ?? "application/json")}`]),
    ...(operation.scope ? [] : ["authenticated=False"]),
  ];
  const call = `self._transport.request(${[JSON.stringify(operation.method.toUpperCase()), JSON.stringify(operation.path), ...options].join(", ")})`;
  return [
    `    def ${signature.pythonName}(${parameters.join(", ")}) -> ${returnType(operation)}:`,
    docstring(operation, signature),
    `        return ${call}.data`,
  ].join("\n");
}

export function renderPythonOperations(document: OpenApiDocumentLike): string {
  const operations = listOperations(document);
  return [
    `# Generated from the OpenAPI document by \`npm run generate\`. Do not edit.`,
    `"""One method per operation of the API, mixed into IntegrationsClient."""`,
    ``,
    `from __future__ import annotations`,
    ``,
    `from typing import TYPE_CHECKING, Any, Dict, Optional, Union`,
    ``,
    `from . import models`,
    ``,
    `if TYPE_CHECKING:`,
    `    from ._transport import Transport`,
    ``,
    `#: Every operationId of the document this client was generated from, by method name.`,
    `OPERATION_IDS = {`,
    ...operations.map((operation) => `    ${JSON.stringify(operation.operationId)}: ${JSON.stringify(methodSignature(operation).pythonName)},`),
    `}`,
    ``,
    ``,
    `class Operations:`,
    `    _transport: Transport`,
    ``,
    operations.map(method).join("\n\n"),
    ``,
  ].join("\n");
}
