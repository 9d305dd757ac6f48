import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { fieldErrorsFromIssues } from '../../platform/errors/field-errors.ts';

/**
 * Applies the field rules of the account's market (known only once the account is found, so
 * not by the route's body schema): INVALID_PAYLOAD with a field error per field at fault,
 * named by its path in the request, as a body-schema failure would be.
 */
export function parseByMarketRules<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
): z.output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw new AppError('INVALID_PAYLOAD', 'Fields break the rules of the account’s market', {
    fieldErrors: fieldErrorsFromIssues(result.error.issues, input),
  });
}
