import { FIELD_ERROR_CODES } from '@orbit/domain';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, TextField, useFocusInvalid } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import styles from '../identity.module.css';
import type { ErrorMessage } from '../identity-errors.ts';
import { withRedirect } from '../redirect-target.ts';
import {
  checkForgotPassword,
  type ForgotPasswordCheck,
  type ForgotPasswordErrors,
  type ForgotPasswordValues,
  type ResetDelivery,
} from './forgot-password-rules.ts';
import { trackRecoveryFieldErrors, trackRecoveryRequested } from './recovery-analytics.ts';
import { RecoveryCard } from './recovery-card.tsx';
import { recoveryPath } from './recovery-paths.ts';
import { ResetDeliveryChoice } from './reset-delivery-choice.tsx';
import { phoneLastFour, type ResetSentState } from './reset-sent-state.ts';
import { sendFailureOf } from './send-failure.ts';

type FieldMessages = Partial<Record<'handle' | 'phone', ErrorMessage>>;

const EMPTY: ForgotPasswordValues = { handle: '', delivery: 'email', phone: '' };

/** A missing entry says what to enter; a malformed number says what a number looks like. */
function fieldMessagesOf({ handle, phone }: ForgotPasswordErrors): FieldMessages {
  const phoneId =
    phone === FIELD_ERROR_CODES.REQUIRED
      ? 'identity.recovery.phone.required'
      : 'identity.recovery.phone.invalid';
  return {
    handle: handle ? { id: 'identity.recovery.handle.required' } : undefined,
    phone: phone ? { id: phoneId } : undefined,
  };
}

/**
 * Forgot password (flows §7.3 `forgot-password`, also at `sign-in/forgot-password`): the email or
 * username, then how the reset link travels — to the email on file, or by text to the mobile
 * number on file, which the customer types. The reference looked the entry up first and, with
 * several accounts, asked which one (`multiple-page`); a reset here is per sign-in (one handle,
 * one login), so there is nothing to choose, and no call ever lists the accounts of an entry.
 * Whatever matched, the next page reads the same ("if an account matches…").
 */
export function ForgotPasswordPage() {
  const t = useT();
  const langPref = useIntl().locale;
  const location = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const { platformCalls, dataLayer } = services;
  const { formRef, focusInvalid } = useFocusInvalid();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<ErrorMessage>();
  const [busy, setBusy] = useState(false);

  const set = (field: 'handle' | 'phone', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async (check: Extract<ForgotPasswordCheck, { kind: 'send' }>) => {
    setBusy(true);
    setFormError(undefined);
    try {
      if (check.delivery === 'email') {
        await platformCalls.sendPasswordResetEmail({ username: check.username, langPref });
      } else {
        await platformCalls.sendPasswordResetText({
          phoneNo: check.phoneNo,
          username: check.username,
          langPref,
        });
      }
      trackRecoveryRequested(
        dataLayer,
        check.delivery === 'email' ? 'password-email' : 'password-text',
      );
      const state: ResetSentState =
        check.delivery === 'text' ? { phoneLastFour: phoneLastFour(check.phoneNo) } : {};
      const sentPage = check.delivery === 'email' ? 'resetMailSent' : 'resetTextSent';
      navigate(withRedirect(recoveryPath(sentPage), location.search), { state });
    } catch (error) {
      const failure = sendFailureOf(services, error, 'forgot password');
      if (failure.kind === 'form') setFormError(failure.error);
      if (failure.kind === 'field') {
        setErrors({ [failure.field === 'phone' ? 'phone' : 'handle']: failure.error });
        focusInvalid();
      }
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForgotPassword(values);
    if (check.kind === 'invalid') {
      setErrors(fieldMessagesOf(check.errors));
      trackRecoveryFieldErrors(dataLayer, 'forgotPassword', check.errors);
      focusInvalid();
      return;
    }
    if (check.kind === 'malformed') {
      navigate(withRedirect(recoveryPath('accountNotFound'), location.search));
      return;
    }
    void send(check);
  };

  const errorText = (field: 'handle' | 'phone') => {
    const message = errors[field];
    return message ? t(message.id, message.values) : undefined;
  };
  const delivery: ResetDelivery = values.delivery;

  return (
    <RecoveryCard page="forgotPassword" title={t('route.forgotPassword.title')}>
      <p className={styles.lead}>{t('identity.recovery.forgot.lead')}</p>
      <ErrorAlert error={formError} />
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('identity.common.emailOrUsername')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          value={values.handle}
          error={errorText('handle')}
          onChange={(event) => set('handle', event.target.value)}
        />
        <ResetDeliveryChoice
          value={delivery}
          onChange={(next) => {
            setValues((current) => ({ ...current, delivery: next }));
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
        />
        {delivery === 'text' ? (
          <TextField
            label={t('identity.recovery.phone.label')}
            hint={t('identity.recovery.phone.hint')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={14}
            value={values.phone}
            error={errorText('phone')}
            onChange={(event) => set('phone', event.target.value)}
          />
        ) : null}
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
