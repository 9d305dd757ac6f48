import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import type { ErrorMessage } from '../identity-errors.ts';

/** A translated error, announced when it appears. */
export function ErrorAlert({ error }: { error: ErrorMessage | undefined }) {
  const t = useT();
  if (!error) return null;
  return <Alert tone="error">{t(error.id, error.values)}</Alert>;
}
