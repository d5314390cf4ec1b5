import { methodSignature } from "../../lib/adapters/collections/client-signature";
import type { OpenApiDocumentLike } from "../../lib/adapters/collections/operation-catalogue";
import { planRun, requiredExample } from "../../lib/adapters/collections/run-plan";

// clients/conformance-plan.json: the run plan (lib/adapters/collections/run-plan.ts) in the terms of the
// generated clients, so the Python and PHP test suites call every operation of the document
// against a live server, in an order where each finds the ids it needs, without either suite
// knowing any operation by name.

export function renderConformancePlan(document: OpenApiDocumentLike): string {
  const steps = planRun(document).map(({ operation, pathVariables, captures }) => {
    const signature = methodSignature(operation);
    return {
      operation_id: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      status: operation.success.status,
      also_accepts: operation.alsoAccepts,
      cursor_paged: operation.cursorPaged,
      python_method: signature.pythonName,
      php_method: signature.phpName,
      path_arguments: signature.path.map((argument) => pathVariables[argument.parameter.name]),
      required_arguments: signature.required.map((argument) => ({
        python: argument.pythonName,
        php: argument.phpName,
        value: requiredExample(argument.parameter),
      })),
      body: signature.body ? signature.body.example : null,
      captures,
    };
  });
  const note = "Generated from the OpenAPI document by `npm run generate`. Do not edit.";
  return `${JSON.stringify({ note, steps }, null, 2)}\n`;
}
