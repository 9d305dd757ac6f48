import { otpEntrySchema } from '@orbit/domain';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, TextField } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import type { ErrorMessage } from '../identity-errors.ts';
import { ErrorAlert } from './error-alert.tsx';

const otpFormSchema = z.object({ otp: otpEntrySchema });

export interface OtpEntryProps {
  /** Masked email or phone the code went to. */
  destination: string;
  /** What the code is for, in place of the sign-in wording ("if this sign-in exists…"). */
  intro?: string;
  channel: 'EMAIL' | 'PHONE';
  /** The button's words, in place of the sign-in's "Verify and sign in". */
  submitLabel?: string;
  /** When a new code may be asked for (epoch ms). */
  resendAvailableAt: number;
  now: () => number;
  /** The six digits, spaces and dashes dropped. */
  onSubmit(code: string): void;
  onResend(): void;
  error: ErrorMessage | undefined;
  busy: boolean;
  resent: boolean;
}

/**
 * One input for the code (autocomplete one-time-code, numeric keypad, paste allowed: spaces and
 * dashes are dropped) and a resend button behind a visible countdown.
 */
export function OtpEntry(props: OtpEntryProps) {
  const t = useT();
  const remaining = useCountdown(props.resendAvailableAt, props.now);
  const entry = useEntryForm({
    schema: otpFormSchema,
    defaultValues: { otp: '' },
    busy: props.busy,
    onSubmit: ({ otp }) => props.onSubmit(otp),
  });

  return (
    <>
      <p>
        {props.intro ??
          t(props.channel === 'PHONE' ? 'identity.otp.sentPhone' : 'identity.otp.sentEmail', {
            destination: props.destination,
          })}
      </p>
      {props.resent ? <Alert tone="success">{t('identity.otp.resent')}</Alert> : null}
      <ErrorAlert error={props.error} />
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('otp')}
          label={t('identity.otp.label')}
          hint={t('identity.otp.hint')}
          error={entry.codeOf('otp') ? t('identity.otp.format') : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          required
          className={styles.otp}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={props.busy}>
            {props.busy
              ? t('identity.common.working')
              : (props.submitLabel ?? t('identity.otp.submit'))}
          </Button>
          <Button
            variant="secondary"
            disabled={remaining > 0 || props.busy}
            aria-describedby={remaining > 0 ? 'otp-resend-countdown' : undefined}
            onClick={props.onResend}
          >
            {t('identity.otp.resend')}
          </Button>
        </div>
        {remaining > 0 ? (
          <p id="otp-resend-countdown" className={styles.lead} aria-live="off">
            {t('identity.otp.resendIn', { seconds: remaining })}
          </p>
        ) : null}
      </form>
    </>
  );
}

/** Whole seconds until `until`, ticking once a second. */
function useCountdown(until: number, now: () => number): number {
  const left = () => Math.max(0, Math.ceil((until - now()) / 1000));
  const [remaining, setRemaining] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `until` and `now`.
  useEffect(() => {
    setRemaining(left());
    const timer = setInterval(() => {
      const next = left();
      setRemaining(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  return remaining;
}
