import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of the published OpenAPI 3.0 document the contract test reads. */
export interface OpenApiSchema {
  [keyword: string]: unknown;
}
export interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: OpenApiSchema;
}
export interface OpenApiMedia {
  schema?: OpenApiSchema;
}
export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, OpenApiMedia> };
  security?: unknown[];
  responses: Record<string, { content?: Record<string, OpenApiMedia> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document, with where it is. */
export interface DocumentedOperation {
  method: string;
  /** The path as the document writes it, `/v2/centros/{centerId}`. */
  path: string;
  operation: OpenApiOperation;
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/**
 * OpenAPI 3.0's schema dialect as JSON Schema (draft 7, what ajv 8 reads): the boolean
 * `exclusiveMinimum`/`exclusiveMaximum` of draft 4 become the bound itself. `nullable` is read
 * by ajv as it is (its OpenAPI support).
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) out.set(key, toJsonSchema(value));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out.get(flag) === true) {
      out.set(flag, out.get(bound));
      out.delete(bound);
    } else if (out.get(flag) === false) out.delete(flag);
  }
  return Object.fromEntries(out);
}

/** ajv 8 with the document's formats: the standard ones, and OpenAPI's number formats. */
export function documentValidator(): (schema: OpenApiSchema) => ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
  addFormats(ajv);
  // The numeric bounds of these formats are published as minimum/maximum beside them; a
  // binary is a file, not checked here; zod writes `starts_with` beside the pattern it means.
  for (const format of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'starts_with'])
    ajv.addFormat(format, true);
  const compiled = new Map<OpenApiSchema, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** A media type without its parameters, lower-cased: `text/csv; charset=utf-8` → `text/csv`. */
export const essenceOf = (type: string): string => (type.split(';')[0] ?? '').trim().toLowerCase();
