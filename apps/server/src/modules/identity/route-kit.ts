import { z } from 'zod';
import { documentedHeader, serviceErrorResponses } from '../../platform/http/service-schemas.ts';

/** Every identity-capability call carries the session's access token (anonymous before sign-in). */
export const bearerHeaders = z.looseObject({
  authorization: documentedHeader('Bearer <access token> (required; anonymous or signed in)'),
});

/** The refusals every identity route may answer, plus its own. */
export function identityErrorResponses(...statuses: number[]) {
  return serviceErrorResponses(...new Set([400, 401, 429, ...statuses]));
}
