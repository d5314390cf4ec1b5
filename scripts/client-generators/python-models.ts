import type { JsonSchema, OpenApiDocumentLike } from "../../lib/adapters/collections/operation-catalogue";

// clients/python/src/integrations_client/models.py: a TypedDict (or a Literal alias) per
// schema of the document's components, so editors and type checkers know every field.

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PYTHON_KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(" "),
);

const refName = (ref: string) => ref.split("/").pop()!;

/** The Python type of a schema; component references as quoted forward references. */
export function pythonType(schema: JsonSchema | undefined): string {
  if (!schema) return "Any";
  if (schema.$ref) return `"${refName(schema.$ref)}"`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return union(variants.map(pythonType));
  if (schema.allOf?.length === 1) return pythonType(schema.allOf[0]);
  if (schema.const !== undefined) return `Literal[${JSON.stringify(schema.const)}]`;
  if (schema.enum) {
    const values = schema.enum.filter((value) => value !== null).map((value) => JSON.stringify(value));
    const literal = values.length ? `Literal[${values.join(", ")}]` : "None";
    return schema.enum.includes(null) ? union([literal, "None"]) : literal;
  }
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return schema.properties ? "Dict[str, Any]" : "Any";
  return union(types.map((type) => single(type, schema)));
}

function single(type: string, schema: JsonSchema): string {
  switch (type) {
    case "string":
      return "str";
    case "integer":
      return "int";
    case "number":
      return "float";
    case "boolean":
      return "bool";
    case "null":
      return "None";
    case "array":
      return `List[${pythonType(schema.items)}]`;
    default:
      return "Dict[str, Any]";
  }
}

function union(types: string[]): string {
  const unique = [...new Set(types)];
  const withoutNone = unique.filter((type) => type !== "None");
  const inner = withoutNone.length === 1 ? withoutNone[0]! : `Union[${withoutNone.join(", ")}]`;
  if (withoutNone.length === 0) return "None";
  return unique.includes("None") ? `Optional[${inner}]` : inner;
}

const docstring = (text: string | undefined, indent: string) =>
  text ? `${indent}"""${text.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"').trim()}"""\n` : "";

function typedDict(name: string, schema: JsonSchema): string {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, property]) => ({ key, type: pythonType(property), required: required.has(key) }));
  const classSyntax = fields.every((field) => IDENTIFIER.test(field.key) && !PYTHON_KEYWORDS.has(field.key));
  const emit = (className: string, base: string, subset: typeof fields, total: boolean, doc?: string) => {
    if (!classSyntax) {
      const entries = subset.map((field) => `${JSON.stringify(field.key)}: ${field.type}`).join(", ");
      return `${className} = TypedDict(${JSON.stringify(className)}, {${entries}}, total=${total ? "True" : "False"})\n`;
    }
    const body = subset.map((field) => `    ${field.key}: ${field.type}`).join("\n");
    const totalArgument = total ? "" : ", total=False";
    return `class ${className}(${base}${totalArgument}):\n${docstring(doc, "    ")}${body || (doc ? "" : "    pass")}\n`;
  };
  const requiredFields = fields.filter((field) => field.required);
  const optionalFields = fields.filter((field) => !field.required);
  if (optionalFields.length === 0 || requiredFields.length === 0) {
    return emit(name, "TypedDict", fields, optionalFields.length === 0, schema.description);
  }
  // Required and optional keys together: a total base class and a partial subclass (Python 3.9 has no NotRequired).
  return `${emit(`_${name}Required`, "TypedDict", requiredFields, true)}\n\n${emit(name, `_${name}Required`, optionalFields, false, schema.description)}`;
}

export function renderPythonModels(document: OpenApiDocumentLike): string {
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, JsonSchema>);
  const blocks = schemas.map(([name, schema]) => {
    const isObject = [schema.type].flat().includes("object") || (!!schema.properties && !schema.type);
    if (isObject) return typedDict(name, schema);
    const comment = schema.description ? `#: ${schema.description.split("\n")[0]}\n` : "";
    return `${comment}${name} = ${pythonType(schema)}\n`;
  });
  return [
    `# Generated from the OpenAPI document by \`npm run generate\`. Do not edit.`,
    `"""Typed shapes of the API's requests and responses (one per schema of the OpenAPI document)."""`,
    ``,
    `from __future__ import annotations`,
    ``,
    `from typing import Any, Dict, List, Literal, Optional, TypedDict, Union`,
    ``,
    `__all__ = [${schemas.map(([name]) => JSON.stringify(name)).join(", ")}]`,
    ``,
    ``,
    blocks.join("\n\n"),
  ].join("\n");
}
