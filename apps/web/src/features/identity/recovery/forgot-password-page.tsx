import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import styles from '../identity.module.css';
import type { ErrorMessage } from '../identity-errors.ts';
import { withRedirect } from '../redirect-target.ts';
import {
  checkForgotPassword,
  type ForgotPasswordCheck,
  type ForgotPasswordValues,
} from './forgot-password-rules.ts';
import { trackRecoveryFieldErrors, trackRecoveryRequested } from './recovery-analytics.ts';
import { RecoveryCard } from './recovery-card.tsx';
import { RecoveryHumanCheck } from './recovery-human-check.tsx';
import { recoveryPath } from './recovery-paths.ts';
import { ResetDeliveryChoice } from './reset-delivery-choice.tsx';
import { phoneLastFour, type ResetSentState } from './reset-sent-state.ts';
import { sendFailureOf } from './send-failure.ts';

type ForgotPasswordEntry = Exclude<ForgotPasswordCheck, { kind: 'invalid' }>;
type ResetSend = Extract<ForgotPasswordCheck, { kind: 'send' }>;

const EMPTY: ForgotPasswordValues = { handle: '', delivery: 'email', phone: '' };

/** The form's rules: the shared ones (`checkForgotPassword`); what passes is what to do next. */
const forgotPasswordSchema = schemaOfCheck((values: ForgotPasswordValues) => {
  const check = checkForgotPassword(values);
  return check.kind === 'invalid'
    ? { ok: false as const, errors: check.errors }
    : { ok: true as const, values: check as ForgotPasswordEntry };
});

/** A missing entry says what to enter; an address the server refused says what one looks like. */
function handleMessageId(code: FieldErrorCode): string {
  return code === FIELD_ERROR_CODES.REQUIRED
    ? 'identity.recovery.handle.required'
    : 'identity.signUp.invalidEmail';
}

/** A missing number says what to enter; a malformed number says what a number looks like. */
function phoneMessageId(code: FieldErrorCode): string {
  return code === FIELD_ERROR_CODES.REQUIRED
    ? 'identity.recovery.phone.required'
    : 'identity.recovery.phone.invalid';
}

/**
 * Forgot password (flows §7.3 `forgot-password`, also at `sign-in/forgot-password`): the email or
 * username, then how the reset link travels — to the email on file, or by text to the mobile
 * number on file, which the customer types. The reference looked the entry up first and, with
 * several accounts, asked which one (`multiple-page`); a reset here is per sign-in (one handle,
 * one login), so there is nothing to choose, and no call ever lists the accounts of an entry.
 * Whatever matched, the next page reads the same ("if an account matches…"). Past the budget
 * of the email, username or phone (anyone can spend it) the server asks for a human check: it
 * runs above the button, and the next press sends its proof.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const langPref = useIntl().locale;
  const location = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const { platformCalls, dataLayer } = services;
  const [formError, setFormError] = useState<ErrorMessage>();
  const humanCheck = useAskedHumanCheck();

  const send = useMutation({
    mutationFn: (check: ResetSend) =>
      check.delivery === 'email'
        ? platformCalls.sendPasswordResetEmail({
            username: check.username,
            langPref,
            ...humanCheck.takeProof(),
          })
        : platformCalls.sendPasswordResetText({
            phoneNo: check.phoneNo,
            username: check.username,
            langPref,
            ...humanCheck.takeProof(),
          }),
    onMutate: () => setFormError(undefined),
    onSuccess: (_sent, check) => {
      trackRecoveryRequested(
        dataLayer,
        check.delivery === 'email' ? 'password-email' : 'password-text',
      );
      const state: ResetSentState =
        check.delivery === 'text' ? { phoneLastFour: phoneLastFour(check.phoneNo) } : {};
      const sentPage = check.delivery === 'email' ? 'resetMailSent' : 'resetTextSent';
      navigate(withRedirect(recoveryPath(sentPage), location.search), { state });
    },
    onError: (error) => {
      const failure = sendFailureOf(services, error, 'forgot password');
      if (failure.kind === 'humanCheck') {
        void humanCheck.askedBy(failure.failure).then((shown) => {
          if (!shown) setFormError({ id: 'identity.common.system' });
        });
      }
      if (failure.kind === 'form') setFormError(failure.error);
      if (failure.kind === 'field') {
        entry.showCodes({ [failure.field === 'phone' ? 'phone' : 'handle']: failure.code });
      }
    },
  });

  const entry = useEntryForm({
    schema: forgotPasswordSchema,
    defaultValues: EMPTY,
    busy: send.isPending,
    onSubmit: (check) => {
      if (check.kind === 'malformed') {
        navigate(withRedirect(recoveryPath('accountNotFound'), location.search));
        return;
      }
      send.mutate(check);
    },
    onInvalid: (codes) => trackRecoveryFieldErrors(dataLayer, 'forgotPassword', codes),
  });

  const errorText = (field: 'handle' | 'phone') => {
    const code = entry.codeOf(field);
    if (!code) return undefined;
    return t(field === 'handle' ? handleMessageId(code) : phoneMessageId(code));
  };
  const delivery = entry.form.watch('delivery');
  const busy = entry.busy;

  return (
    <RecoveryCard page="forgotPassword" title={t('route.forgotPassword.title')}>
      <p className={styles.lead}>{t('identity.recovery.forgot.lead')}</p>
      <ErrorAlert error={formError} />
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('handle')}
          label={t('identity.common.emailOrUsername')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          error={errorText('handle')}
        />
        <ResetDeliveryChoice
          value={delivery}
          onChange={(next) => {
            entry.form.setValue('delivery', next);
            entry.form.clearErrors('phone');
          }}
        />
        {delivery === 'text' ? (
          <TextField
            {...entry.field('phone')}
            label={t('identity.recovery.phone.label')}
            hint={t('identity.recovery.phone.hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={14}
            error={errorText('phone')}
          />
        ) : null}
        <RecoveryHumanCheck humanCheck={humanCheck} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy
              ? t('identity.common.working')
              : t(
                  delivery === 'email'
                    ? 'identity.forgot.submit'
                    : 'identity.recovery.forgot.submitText',
                )}
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={recoveryPath('forgotUsername')}>
            {t('identity.recovery.option.forgotUsername')}
          </Link>
        </li>
        <li>
          <Link to={withRedirect('/sign-in', location.search)}>{t('identity.forgot.back')}</Link>
        </li>
      </ul>
    </RecoveryCard>
  );
}
