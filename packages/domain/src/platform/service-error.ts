import * as z from 'zod/mini';

/**
 * The error body of the service APIs (and of every path outside the care API `/services/...`:
 * health, docs, static config, the web-app fallback). The SDK builds its service error from it:
 * `code` is a stable product code, `description` is safe to show a developer (never a stack or an
 * internal message), `status` repeats the HTTP status.
 */
export const serviceInvalidFieldSchema = z.object({
  /** Dotted path of the offending field in the request (`address.postalCode`, `items.0.id`). */
  fieldName: z.string(),
  /** One of FIELD_ERROR_CODES. */
  errorCode: z.string(),
});
export type ServiceInvalidField = z.infer<typeof serviceInvalidFieldSchema>;

export const serviceErrorBodySchema = z.object({
  code: z.string(),
  description: z.string(),
  status: z.number().check(z.int()),
  invalidFields: z.array(serviceInvalidFieldSchema),
  /** What kind of thing was not found (`route`, `variant-config`, …) on a 404; otherwise null. */
  notFoundResourceType: z.nullable(z.string()),
  /** Code-specific details a caller may act on; empty when there are none. */
  extras: z.record(z.string(), z.unknown()),
});
export type ServiceErrorBody = z.infer<typeof serviceErrorBodySchema>;
