import { radioIdSchema } from '@orbit/domain';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import styles from './transfer.module.css';

/** The server's own refusals of a radio id, said under the field (besides the domain's field codes). */
export const RADIO_REFUSALS = ['NO_TRIAL', 'NOT_FOUND', 'IN_USE', 'NOT_ELIGIBLE'] as const;
export type RadioRefusal = (typeof RADIO_REFUSALS)[number];

/** The codes the form has words for; any other reads as INVALID. */
const WORDED: ReadonlySet<string> = new Set([
  'REQUIRED',
  'INVALID',
  'TOO_SHORT',
  'TOO_LONG',
  ...RADIO_REFUSALS,
]);

const radioIdFormSchema = z.object({ radioId: radioIdSchema });

export interface RadioIdFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  /** Why the server refused the last id typed. */
  refusal: RadioRefusal | undefined;
  /** The id upper-cased, its hyphens dropped (as the radio shows XXXX-XXXX-XXXX). */
  onRadioId(radioId: string): void;
}

/**
 * One radio id, typed as the radio shows it on channel 0: the new car's trial radio (flows §8.1
 * `lookup`), or the radio replacing a lost or broken one (`swap`).
 */
export function RadioIdForm({
  label,
  hint,
  submitLabel,
  busy,
  refusal,
  onRadioId,
}: RadioIdFormProps) {
  const t = useT();
  // A new object on every render would be a new refusal each time: the form would show it again
  // and again.
  const serverCodes = useMemo(() => (refusal ? { radioId: refusal } : undefined), [refusal]);
  const entry = useEntryForm({
    schema: radioIdFormSchema,
    defaultValues: { radioId: '' },
    busy,
    serverCodes,
    ownCodes: RADIO_REFUSALS,
    onSubmit: ({ radioId }) => onRadioId(radioId.replaceAll('-', '')),
  });
  const code = entry.codeOf('radioId');
  return (
    <form {...entry.formProps} className={styles.stepForm}>
      <TextField
        label={label}
        hint={hint}
        {...entry.field('radioId', (value) => value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={14}
        error={code ? t(`transfer.radioId.${WORDED.has(code) ? code : 'INVALID'}`) : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
