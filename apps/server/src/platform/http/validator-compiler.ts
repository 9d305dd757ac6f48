import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { fieldErrorsFromIssues } from '../errors/field-errors.ts';

/**
 * Validates each request part with its zod schema. Unlike the type provider's own compiler, the
 * failure is our AppError carrying field errors worked out from the zod issues and the input
 * (the input is needed to tell a missing field from a wrong one). Fastify passes a returned
 * Error through to the error handler untouched.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new AppError('INVALID_PAYLOAD', `Invalid request ${httpPart ?? 'input'}`, {
        fieldErrors: fieldErrorsFromIssues(result.error.issues, data),
      }),
    };
  };
