import { careAccountSchema, careOffersResultSchema, careSuccessSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { compiledSerializerOf, jsonSchemaOf } from './response-serializer.ts';

/** What the answer was before: zod encodes it, then JSON.stringify writes it. */
const zodWire = (schema: $ZodType, value: unknown) =>
  JSON.stringify(z.encode(schema, value as never));
const compiledWire = (schema: $ZodType, value: unknown) =>
  compiledSerializerOf({ schema, method: 'GET', url: '/test', httpStatus: '200' })(value);

describe('the compiled response serializer', () => {
  it('writes what zod wrote: unknown keys dropped at every depth, loose objects kept whole', () => {
    const schema = careSuccessSchema(
      z.object({
        name: z.string(),
        count: z.number().int(),
        note: z.string().nullable(),
        nested: z.object({ kept: z.boolean() }).nullable(),
        list: z.array(z.object({ id: z.string(), tag: z.enum(['a', 'b']).optional() })),
        byCode: z.record(z.string(), z.object({ amountMinor: z.number() })),
        extras: z.looseObject({ known: z.string() }),
        kind: z.discriminatedUnion('type', [
          z.object({ type: z.literal('card'), last4: z.string() }),
          z.object({ type: z.literal('invoice'), dueDays: z.number() }),
        ]),
      }),
    );
    const answer = {
      status: 'SUCCESS',
      httpStatusCode: 200,
      httpStatus: 'OK',
      secret: 'never sent',
      data: {
        secret: 'never sent',
        name: 'Jordan "Jo" Rivera\u2028',
        count: 3,
        note: null,
        nested: { kept: true, secret: 'never sent' },
        list: [
          { id: 'x', secret: 'never sent' },
          { id: 'y', tag: 'b', tagged: 1 },
        ],
        byCode: { P1: { amountMinor: 2499, secret: 'never sent' } },
        extras: { known: 'k', passed: { through: [1, 2] } },
        kind: { type: 'invoice', dueDays: 5, last4: 'never sent' },
      },
    };
    expect(jsonSchemaOf(schema)).toBeDefined();
    const wire = compiledWire(schema, answer);
    expect(wire).not.toContain('never sent');
    expect(JSON.parse(wire)).toEqual(JSON.parse(zodWire(schema, answer)));
    // Required keys keep the schema's order; optional ones follow them (see ADR 084).
    expect(Object.keys(JSON.parse(wire).data)).toEqual([
      'name',
      'count',
      'note',
      'nested',
      'list',
      'byCode',
      'extras',
      'kind',
    ]);
  });

  it('writes the same bytes for null where the schema allows it', () => {
    const schema = careSuccessSchema(z.nullable(careAccountSchema));
    expect(jsonSchemaOf(schema)).toBeDefined();
    const answer = { status: 'SUCCESS', httpStatusCode: 200, httpStatus: 'OK', data: null };
    expect(compiledWire(schema, answer)).toBe(zodWire(schema, answer));
  });

  it('compiles the hot answers (offers, account) rather than falling back to zod', () => {
    expect(jsonSchemaOf(careSuccessSchema(careOffersResultSchema))).toBeDefined();
    expect(jsonSchemaOf(careSuccessSchema(z.nullable(careAccountSchema)))).toBeDefined();
  });

  it('keeps zod for a schema JSON Schema cannot say', () => {
    const schema = z.object({ at: z.date() });
    expect(jsonSchemaOf(schema)).toBeUndefined();
    expect(() => compiledWire(schema, { at: 'not a date' })).toThrow();
  });
});
