import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<FastifySerializerCompiler<$ZodType>>[0];

/**
 * Answers are written by a serializer compiled from the route's response schema
 * (fast-json-stringify over the zod schema's JSON Schema), not by encoding each answer with zod
 * and then `JSON.stringify` (issue 20: 15 % of the CPU of a read). The JSON is the same: the
 * properties the schema names (required ones in its order, then the optional ones); keys it does
 * not name are dropped, as zod drops them; a loose object keeps them, as zod does. A schema JSON Schema cannot say (a transform, a
 * date, a custom check that changes the value) keeps the zod serializer, so nothing changes for
 * it. Each route's serializer is compiled at its first answer, so start-up compiles nothing.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compiledSerializerOf(route);
    return serialize(data);
  };
};

/** The compiled serializer of a route's answer, or zod's when its schema has no JSON Schema. */
export function compiledSerializerOf(route: RouteSchema): (data: unknown) => string {
  const viaZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
  const jsonSchema = jsonSchemaOf(route.schema);
  if (!jsonSchema) return viaZod;
  let compiled: (data: unknown) => string;
  try {
    compiled = fastJson(jsonSchema) as (data: unknown) => string;
  } catch {
    return viaZod;
  }
  // An answer the compiled writer refuses is written (or refused, with its reason) by zod, as
  // before: a schema the conversion got wrong costs CPU, never a failed answer.
  return (data) => {
    try {
      return compiled(data);
    } catch {
      return viaZod(data);
    }
  };
}

/** The zod schema of a route's answer (zod or zod mini: the domain's envelopes are mini). */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/**
 * The JSON Schema of what the answer looks like on the wire: the input side of the zod schema,
 * since zod encodes an answer (output → input). Undefined when it cannot be said exactly.
 */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(zodSchema, {
      io: 'input',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'ref',
    }) as JsonSchema;
    return simplified(jsonSchema) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Keywords that only check a value: the serializer writes values, zod has checked the input. */
const CHECKS_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
  'description',
  'examples',
  'title',
]);

/**
 * The schema without checks the serializer need not run, and `X or null` written as a type list
 * (`type: ['string', 'null']`) the serializer writes directly, instead of an `anyOf` it would
 * resolve by validating each branch.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (CHECKS_ONLY.has(key)) continue;
    // Property names are data, not keywords: keep every one.
    out[key] =
      key === 'properties' || key === 'definitions'
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([name, child]) => [name, simplified(child)]),
          )
        : simplified(value);
  }
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullIndex = branches.findIndex((branch) => branch.type === 'null');
    const other = branches[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
