import fc from 'fast-check';

/**
 * Generators of the requests a hostile client sends, for every operation of the OpenAPI
 * description: almost valid bodies with one field replaced by something nasty, bodies of the wrong
 * shape, broken JSON, odd path and query values. The suites that use them assert what the API
 * promises for all of it: a 4xx in the spec's error shape, never a 5xx, nothing internal.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
};

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name),
      queryParams: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Text that has broken real servers: NUL, lone surrogates, impossible dates, huge and odd numbers. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '0000-00-00',
  '2025-02-30',
  '9999-99-99T99:99:99Z',
  '-1',
  '1e309',
  'NaN',
  '',
  ' ',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '#{7*7}',
  '__proto__',
  'constructor',
  '4111 1111 1111 1111',
  '\u202e\u0007',
  '🚗'.repeat(300),
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 5_000 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    [],
    {},
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', ''), fc.string(), {
    maxKeys: 2,
  }),
);

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A value that mostly fits `schema` (what gets a request past its first checks). */
export function fittingValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => fittingValue(choice, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return fittingValue(Object.assign({}, ...schema.allOf), depth + 1);
  }
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        model[name] = fittingValue(property, depth + 1);
      }
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    case 'array':
      return fc.array(fittingValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 100_000, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1_000,
        max: schema.maximum ?? 100_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'date') return fc.constantFrom('2026-11-26', '2024-02-29');
      if (schema.format === 'date-time') return fc.constant('2026-11-26T08:00:00.000Z');
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
      }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 24, 64),
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The paths (keys and indexes) of every value inside `value`, itself included. */
function pathsIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      paths.push(...pathsIn(entry, [...path, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) paths.push(...pathsIn(entry, [...path, key]));
  }
  return paths;
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (inner, step) =>
      inner !== null && typeof inner === 'object'
        ? (inner as Record<string | number, unknown>)[step]
        : undefined,
    value,
  );
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((entry, index) =>
      index === head ? replaced(entry, rest, replacement) : entry,
    );
  }
  if (value !== null && typeof value === 'object') {
    return {
      ...value,
      [head]: replaced((value as Record<string, unknown>)[head], rest, replacement),
    };
  }
  return replacement;
}

/**
 * A body that fits the schema except for a few values (one to four), each replaced by a hostile
 * one or added under a new key.
 */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const fitting = schema ? fittingValue(schema) : fc.jsonValue({ maxDepth: 2 });
  const addsKey = fc.nat(4).map((draw) => draw === 0);
  // Mostly text for text, so that the rest of the body still passes and the value goes deep.
  const replacement = fc.tuple(hostileText, hostileValue, fc.nat(9));
  const change = fc.tuple(fc.nat(), replacement, addsKey, fc.string({ maxLength: 12 }));
  return fc
    .tuple(fitting, fc.array(change, { minLength: 1, maxLength: 4 }))
    .map(([value, changes]) => {
      let body = value;
      for (const [pick, [text, other, draw], addKey, key] of changes) {
        if (addKey && body !== null && typeof body === 'object' && !Array.isArray(body)) {
          body = { ...body, [key]: other };
          continue;
        }
        const current = body;
        const textPaths = pathsIn(current).filter(
          (path) => typeof valueAt(current, path) === 'string',
        );
        const paths = textPaths.length > 0 && draw < 7 ? textPaths : pathsIn(current);
        const path = paths[pick % paths.length] ?? [];
        body = replaced(current, path, paths === textPaths ? text : other);
      }
      return body;
    });
}

export type HostileRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `encodeURIComponent`, with a lone surrogate sent as the invalid UTF-8 a raw client would send. */
function encodedPathSegment(text: string): string {
  return text
    .split(LONE_SURROGATES)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** Text that is not the JSON it claims to be. */
const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1}}',
  'null',
  '"text"',
  '\u0000',
  '{"__proto__":{"x":1}}',
];

/** Requests for `operation`: its path with odd parameters, odd queries, and hostile bodies. */
export function hostileRequest(operation: Operation): fc.Arbitrary<HostileRequest> {
  const pathValues = fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), hostileText), {
    minLength: operation.pathParams.length,
    maxLength: operation.pathParams.length,
  });
  const query = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...operation.queryParams.map((parameter) => parameter.name), 'x'),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(hostileText, fc.string({ maxLength: 10 })),
    { maxKeys: 3 },
  );
  const sendsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body: fc.Arbitrary<string | undefined> = sendsBody
    ? fc.oneof(
        { weight: 7, arbitrary: hostileBody(operation.body).map((value) => JSON.stringify(value)) },
        {
          weight: 2,
          arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON) },
      )
    : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded') },
  );
  return fc
    .tuple(pathValues, query, body, contentType, fc.string({ minLength: 1, maxLength: 40 }))
    .map(([values, params, payload, type, key]) => {
      let path = operation.path;
      operation.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, encodedPathSegment(values[index] ?? ''));
      });
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        search.append(
          name.replace(LONE_SURROGATES, '\ufffd'),
          value.replace(LONE_SURROGATES, '\ufffd'),
        );
      }
      const queryText = search.toString();
      return {
        method: operation.method,
        url: queryText ? `${path}?${queryText}` : path,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': type }),
          'idempotency-key': key.replace(/[^\x21-\x7e]/g, 'k') || 'k',
        },
        ...(payload === undefined ? {} : { payload }),
      };
    });
}

/** What an answer must never show: stacks, SQL, framework codes, file paths. */
export const INTERNAL_DETAIL =
  /node_modules|\bat [\w.<>]+ \(|"stack"|\bselect\b.+\bfrom\b|insert into|FST_ERR|drizzle|\/work\/|\/src\//i;
