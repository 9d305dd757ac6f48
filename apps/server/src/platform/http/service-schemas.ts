import { serviceErrorBodySchema } from '@orbit/domain';
import { z } from 'zod';

/** `{ 401: serviceErrorBodySchema, … }` for a route's `response`, one entry per status it may refuse with. */
export function serviceErrorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, serviceErrorBodySchema]));
}

/**
 * A request header, for the OpenAPI document. Always optional in the schema: a missing credential
 * is the preHandler's to refuse (401 with the spec's code), not the validator's (400).
 */
export function documentedHeader(description: string) {
  return z.string().max(1100).optional().describe(description);
}
