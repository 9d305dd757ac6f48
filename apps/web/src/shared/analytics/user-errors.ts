import type { DataLayer } from './data-layer.ts';

/**
 * Client-side validation failures are user errors (spec 000 §5): one record per field, named
 * `<step or form>.<field>`, with the rule's code, and the field and where it failed (a flow's
 * `step` or a `form`) in its details. What was typed is never recorded.
 */
export function trackFieldUserErrors(
  dataLayer: DataLayer,
  where: { step: string } | { form: string },
  errors: Readonly<Record<string, string | undefined>>,
): void {
  const name = 'step' in where ? where.step : where.form;
  for (const [field, code] of Object.entries(errors)) {
    if (!code) continue;
    dataLayer.trackError({
      errorType: 'USER',
      errorName: `${name}.${field}`,
      errorCode: code,
      details: { field, ...where },
    });
  }
}
