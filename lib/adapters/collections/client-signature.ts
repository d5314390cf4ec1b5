import { camelCase, snakeCase, type CatalogOperation, type CatalogParameter } from "./operation-catalogue";

// The shape of one generated client method, shared by the Python and PHP generators and the
// code samples so a sample always calls the method as it is generated:
//   path parameters (positional, in path order), required query/header parameters, `body`,
//   optional query/header parameters, then `accept` when the operation has several
//   representations (e.g. an invoice as JSON or PDF).

export interface SignatureArgument {
  parameter: CatalogParameter;
  /** `actor_id` (Python), `actorId` (PHP). */
  pythonName: string;
  phpName: string;
}

export interface MethodSignature {
  pythonName: string;
  phpName: string;
  path: SignatureArgument[];
  required: SignatureArgument[];
  optional: SignatureArgument[];
  body: CatalogOperation["body"];
  /** Media types other than JSON this operation can answer with. */
  alternatives: string[];
}

const PYTHON_RESERVED = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield self body accept".split(" "),
);
const PHP_RESERVED = new Set(["body", "accept", "this"]);

const pythonIdentifier = (name: string) => {
  const candidate = snakeCase(name);
  return PYTHON_RESERVED.has(candidate) ? `${candidate}_` : candidate;
};
const phpIdentifier = (name: string) => {
  const candidate = camelCase(snakeCase(name));
  return PHP_RESERVED.has(candidate) ? `${candidate}Param` : candidate;
};

const argument = (parameter: CatalogParameter): SignatureArgument => ({
  parameter,
  pythonName: pythonIdentifier(parameter.name),
  phpName: phpIdentifier(parameter.name),
});

export function methodSignature(operation: CatalogOperation): MethodSignature {
  const pathOrder = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const pathParameters = operation.parameters
    .filter((parameter) => parameter.in === "path")
    .sort((a, b) => pathOrder.indexOf(a.name) - pathOrder.indexOf(b.name));
  const others = operation.parameters.filter((parameter) => parameter.in !== "path");
  return {
    pythonName: snakeCase(operation.operationId),
    phpName: operation.operationId,
    path: pathParameters.map(argument),
    required: others.filter((parameter) => parameter.required).map(argument),
    optional: others.filter((parameter) => !parameter.required).map(argument),
    body: operation.body,
    alternatives: operation.success.mediaTypes.filter((type) => type !== "application/json"),
  };
}

/** The scalar type a parameter carries: string, integer, number or boolean. */
export function scalarType(parameter: CatalogParameter): "string" | "integer" | "number" | "boolean" {
  const types = [parameter.schema.type].flat().filter((type): type is string => typeof type === "string" && type !== "null");
  const type = types[0];
  return type === "integer" || type === "number" || type === "boolean" ? type : "string";
}
