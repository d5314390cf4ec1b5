import type { CatalogOperation } from "./operation-catalogue";
import type { Capture } from "./run-plan";

// The test scripts each Postman request runs after its response: the documented success
// status, then the ids later requests need (see lib/adapters/collections/run-plan.ts).

export function statusTest(operation: CatalogOperation): string[] {
  if (operation.alsoAccepts.length > 0) {
    const accepted = [operation.success.status, ...operation.alsoAccepts];
    return [
      `pm.test("${operation.operationId} answers ${accepted.join(" or ")}", function () {`,
      `    pm.expect(${JSON.stringify(accepted)}).to.include(pm.response.code);`,
      `});`,
    ];
  }
  return [
    `pm.test("${operation.operationId} answers ${operation.success.status}", function () {`,
    `    pm.response.to.have.status(${operation.success.status});`,
    `});`,
  ];
}

export function captureScript(captures: Capture[]): string[] {
  if (captures.length === 0) return [];
  const lines = [`var body = pm.response.code < 300 ? pm.response.json() : {};`];
  for (const capture of captures) {
    const value = capture.from === "id" ? "body.id" : "(body.data && body.data[0] && body.data[0].id)";
    const guard = capture.overwrite ? `${value}` : `${value} && !pm.collectionVariables.get("${capture.variable}")`;
    lines.push(`if (${guard}) pm.collectionVariables.set("${capture.variable}", ${value});`);
  }
  return lines;
}
