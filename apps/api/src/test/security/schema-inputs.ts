import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue } from './hostile';

/** The subset of JSON Schema that the OpenAPI document and z.toJSONSchema produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

/** What a route accepts, read from the OpenAPI document the app generates from its zod schemas. */
export interface RouteInputs {
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Inputs of every documented route, keyed `METHOD /fastify/:url`. */
export async function loadRouteInputs(app: FastifyInstance): Promise<Map<string, RouteInputs>> {
  const response = await app.inject({ url: '/docs/json' });
  const doc = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const inputs = new Map<string, RouteInputs>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      inputs.set(`${method.toUpperCase()} ${url}`, body ? { body, query } : { query });
    }
  }
  return inputs;
}

/**
 * The fields of every `…FilterSchema` the contracts export, with their JSON Schema. The JSON
 * `filter` query parameter is a plain string in the OpenAPI document; these let the fuzzer send
 * filters with real field names, which reach the repositories' queries instead of stopping at
 * "unknown field".
 */
export async function filterFieldSchemas(): Promise<Map<string, JsonSchema>> {
  const dir = join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../../packages/contracts/src',
  );
  const fields = new Map<string, JsonSchema>();
  for (const file of readdirSync(dir).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!/FilterSchema$/.test(name) || !(value instanceof z.ZodType)) continue;
      const schema = z.toJSONSchema(value, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {}))
        if (!fields.has(field)) fields.set(field, fieldSchema);
    }
  }
  return fields;
}

function lowerBound(schema: JsonSchema): number {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  const min = schema.minimum ?? -1_000;
  return schema.exclusiveMinimum === true ? min + 1 : min;
}

function upperBound(schema: JsonSchema): number {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  const max = schema.maximum ?? 1_000_000;
  return schema.exclusiveMaximum === true ? max - 1 : max;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .map((text) => text.slice(0, schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.min(schema.maxLength ?? 30, minLength + 30),
  });
}

/** `text` with a NUL character somewhere inside: well shaped otherwise, so it reaches SQL. */
const withNul = (text: string): fc.Arbitrary<string> =>
  fc.nat(text.length).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`);

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => shaped(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  let arbitrary: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      arbitrary = fc.oneof(
        { weight: 8, arbitrary: stringArbitrary(schema) },
        { weight: 1, arbitrary: stringArbitrary(schema).chain(withNul) },
      );
      break;
    case 'integer': {
      const lo = Math.max(lowerBound(schema), Number.MIN_SAFE_INTEGER);
      const hi = Math.max(lo, Math.min(upperBound(schema), Number.MAX_SAFE_INTEGER));
      // Small ids most of the time, so updates and lookups find rows that exist.
      arbitrary = fc.oneof(
        fc.integer({ min: lo, max: Math.min(hi, lo + 8) }),
        fc.integer({ min: lo, max: hi }),
      );
      break;
    }
    case 'number':
      arbitrary = fc.double({ min: lowerBound(schema), max: upperBound(schema), noNaN: true });
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array':
      arbitrary = fc.array(fuzzedValue(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = fuzzedValue(value, depth + 1);
      const required = (schema.required ?? []).filter((key) => key in properties);
      arbitrary =
        Object.keys(record).length > 0
          ? fc.record(record, { requiredKeys: required })
          : fc.object({ maxDepth: 2 });
      break;
    }
    default:
      arbitrary = fc.jsonValue({ maxDepth: 3 });
  }
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))
    ? fc.option(arbitrary, { nil: null })
    : arbitrary;
}

/**
 * A value shaped like `schema` (so a share of requests is valid and reaches the handler and the
 * database), where any field may instead be a hostile value (so the rest probe validation).
 */
export function fuzzedValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shaped(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}
