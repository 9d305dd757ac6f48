import { z } from 'zod';

/**
 * A request header, for the OpenAPI document. Always optional in the schema: a missing credential
 * is the access check's to refuse (401 with the spec's code), not the validator's (400).
 */
export function documentedHeader(description: string) {
  return z.string().max(1100).optional().describe(description);
}
