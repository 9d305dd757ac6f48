import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { CARE_ACCESS_LEVELS, type CareEndpoint, carePathParamNames } from './care-endpoint.ts';
import { CARE_ENDPOINT_DOCS, CARE_ENDPOINTS, careEndpointEntries } from './care-endpoints.ts';

/** The schema inside `.optional()`, `.nullable()`… wrappers, and its keys when it is an object. */
function objectKeysOf(schema: z.core.$ZodType | undefined): string[] | undefined {
  let def = schema?._zod.def as { innerType?: z.core.$ZodType; shape?: object } | undefined;
  while (def?.innerType) def = def.innerType._zod.def as typeof def;
  return def?.shape ? Object.keys(def.shape) : undefined;
}

/** The schema at a dotted field path of an object schema, through its wrappers. */
/** The field's schema; in a union, the first option's (each option is checked to have one). */
function fieldSchemaAt(schema: z.core.$ZodType, fieldPath: string): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of fieldPath.split('.')) {
    let def = current?._zod.def as
      | {
          innerType?: z.core.$ZodType;
          shape?: Record<string, z.core.$ZodType>;
          options?: z.core.$ZodType[];
        }
      | undefined;
    while (def?.innerType) def = def.innerType._zod.def as typeof def;
    if (def?.options) {
      const fields = def.options.map((option) => fieldSchemaAt(option, key)?._zod.def.type);
      if (new Set(fields).size !== 1) return undefined;
      current = def.options[0] ? fieldSchemaAt(def.options[0], key) : undefined;
      continue;
    }
    current = def?.shape?.[key];
  }
  return current;
}

const entries = careEndpointEntries();
const route = (endpoint: CareEndpoint) => `${endpoint.method} ${endpoint.path}`;

describe('CARE_ENDPOINTS', () => {
  it('names each route once', () => {
    const routes = entries.map(({ endpoint }) => route(endpoint));
    expect(routes.filter((one, index) => routes.indexOf(one) !== index)).toEqual([]);
  });

  it('writes paths below the care API base, in lower-case segments or :parameters', () => {
    for (const { endpoint } of entries) {
      expect(endpoint.path, route(endpoint)).toMatch(/^(\/([a-z0-9-]+|:[A-Za-z]+))+$/);
      expect(endpoint.path.startsWith('/services'), route(endpoint)).toBe(false);
    }
  });

  it('validates exactly the parameters its path names', () => {
    for (const { endpoint } of entries) {
      const named = carePathParamNames(endpoint.path);
      expect(objectKeysOf(endpoint.params) ?? [], route(endpoint)).toEqual(named);
    }
  });

  it('takes a GET’s input from its query and everything else’s from its body', () => {
    for (const { endpoint } of entries) {
      const other = endpoint.method === 'GET' ? 'body' : 'query';
      expect(other in endpoint, route(endpoint)).toBe(false);
    }
  });

  it('keys idempotency on a text field of the body', () => {
    const idempotent = entries.flatMap(({ endpoint }) =>
      endpoint.method === 'POST' && endpoint.idempotencyKey ? [endpoint] : [],
    );
    expect(idempotent.map(route).sort()).toEqual([
      'POST /cancel/subscription',
      'POST /payment/make-payment',
      'POST /payment/update-payment-info',
      'POST /purchase/add-subscription',
      'POST /purchase/change-subscription',
      'POST /purchase/multi-subscription',
      'POST /purchase/new-account',
      'POST /purchase/offer2offer',
      'POST /purchase/renewal',
      'POST /purchase/service-continuity',
      'POST /purchase/student-rollover',
      'POST /purchase/swap-radio',
      'POST /purchase/update-vip-subscription',
      'POST /purchase/upgrade-vip',
      'POST /purchase/zero-cost',
      'POST /trial-activation/account-consolidate',
      'POST /trial-activation/acsc-consolidate',
      'POST /trial-activation/activate-third-party-subscription',
      'POST /trial-activation/add-subscription',
      'POST /trial-activation/new-account',
      'POST /trial-activation/service-lane-two-click',
    ]);
    for (const endpoint of idempotent) {
      const body = endpoint.body;
      if (!body || !endpoint.idempotencyKey) throw new Error(`${route(endpoint)} has no body`);
      const field = fieldSchemaAt(body, endpoint.idempotencyKey);
      expect(field?._zod.def.type, `${route(endpoint)} ${endpoint.idempotencyKey}`).toBe('string');
    }
  });

  it('says who may call each route, in the known access levels', () => {
    for (const { endpoint } of entries) {
      expect(CARE_ACCESS_LEVELS, route(endpoint)).toContain(endpoint.access);
    }
    const open = entries.filter(({ endpoint }) => endpoint.access === 'open');
    expect(open.map(({ endpoint }) => route(endpoint)).sort()).toEqual([
      'GET /utility/env-info',
      'POST /authenticate/logout',
      'POST /utility/log-message',
    ]);
  });

  it('describes every call, under a care tag, with its error statuses in order', () => {
    expect(Object.keys(CARE_ENDPOINT_DOCS)).toEqual(Object.keys(CARE_ENDPOINTS));
    for (const { group, name, doc } of entries) {
      expect(doc.tag, `${group}.${name}`).toMatch(/^care [a-z ]+$/);
      expect(doc.summary.length, `${group}.${name}`).toBeGreaterThan(10);
      expect(doc.errors.every((status) => status >= 400 && status < 600)).toBe(true);
      const ordered = [...new Set(doc.errors)].sort((a, b) => a - b);
      expect(doc.errors, `${group}.${name}`).toEqual(ordered);
    }
  });
});
