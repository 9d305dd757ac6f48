import * as z from 'zod/mini';

/**
 * The care API (`/services/...`) wraps every answer in one envelope:
 * `{ status, httpStatusCode, httpStatus, data }`. Callers read the payload from `data`.
 */
export function careSuccessSchema<T extends z.core.$ZodType>(payload: T) {
  return z.object({
    status: z.literal('SUCCESS'),
    httpStatusCode: z.number().check(z.int()),
    httpStatus: z.string(),
    data: payload,
  });
}

export type CareSuccess<T> = {
  status: 'SUCCESS';
  httpStatusCode: number;
  httpStatus: string;
  data: T;
};

export const careErrorTypeSchema = z.enum(['SYSTEM', 'BUSINESS']);
export type CareErrorType = z.infer<typeof careErrorTypeSchema>;

export const careFieldErrorSchema = z.object({
  errorType: z.optional(careErrorTypeSchema),
  errorCode: z.string(),
  errorPropKey: z.optional(z.string()),
  fieldName: z.optional(z.string()),
});
export type CareFieldError = z.infer<typeof careFieldErrorSchema>;

/** Errors: `{ error: { errorType, errorCode, errorPropKey, fieldErrors } }` with a 4xx or 5xx status. */
export const careErrorBodySchema = z.object({
  error: z.object({
    errorType: careErrorTypeSchema,
    errorCode: z.string(),
    errorPropKey: z.string(),
    fieldErrors: z.array(careFieldErrorSchema),
  }),
});
export type CareErrorBody = z.infer<typeof careErrorBodySchema>;

/** The error key that means the care session has expired; the web app opens its timeout modal on it. */
export const SESSION_TIMED_OUT_KEY = 'error.common.session.timed.out.error';

/** A request carrying this header is not sent to the web app's global error handling. */
export const SKIP_GLOBAL_ERROR_HANDLER_HEADER = 'X-Skip-Http-Interceptor';
