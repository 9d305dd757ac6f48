import { type Locale, rulesCountryForLocale } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import styles from '../identity.module.css';
import type { ErrorMessage } from '../identity-errors.ts';
import {
  checkForgotUsername,
  type ForgotUsernameField,
  type ForgotUsernameValues,
  forgotUsernameErrorId,
} from './forgot-username-rules.ts';
import { trackRecoveryFieldErrors, trackRecoveryRequested } from './recovery-analytics.ts';
import { RecoveryCard } from './recovery-card.tsx';
import { RecoveryHumanCheck } from './recovery-human-check.tsx';
import { recoveryPath, SIGN_IN_PATH } from './recovery-paths.ts';
import { sendFailureOf } from './send-failure.ts';

const EMPTY: ForgotUsernameValues = { lastName: '', email: '' };

const FIELDS: readonly { name: ForgotUsernameField; type: string; auto: string; max: number }[] = [
  { name: 'lastName', type: 'text', auto: 'family-name', max: 50 },
  { name: 'email', type: 'email', auto: 'email', max: 254 },
];

/**
 * Forgot username (flows §7.3 `forgot-username`, use case RECOVER_USERNAME): last name and
 * email, checked by the shared rules, then `username/send-email`. The server finds a sign-in by
 * its email alone (an email names one sign-in) and its contract has no last name, so the last
 * name is only asked, as the reference did, and is not sent. The next page reads the same
 * whether or not an account matched. Past the email's send budget a human check runs above the
 * button, and the next press sends its proof.
 */
export function ForgotUsernamePage() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const navigate = useNavigate();
  const services = useAppServices();
  const [formError, setFormError] = useState<ErrorMessage>();
  const humanCheck = useAskedHumanCheck();
  const schema = useMemo(
    () => schemaOfCodes((values: ForgotUsernameValues) => checkForgotUsername(values, country)),
    [country],
  );

  const send = useMutation({
    mutationFn: (email: string) =>
      services.platformCalls.sendUsernameReminder({
        email,
        langPref: locale,
        ...humanCheck.takeProof(),
      }),
    onMutate: () => setFormError(undefined),
    onSuccess: () => {
      trackRecoveryRequested(services.dataLayer, 'username-email');
      navigate(recoveryPath('usernameSent'));
    },
    onError: (error) => {
      const failure = sendFailureOf(services, error, 'forgot username');
      if (failure.kind === 'humanCheck') {
        void humanCheck.askedBy(failure.failure).then((shown) => {
          if (!shown) setFormError({ id: 'identity.common.system' });
        });
      }
      if (failure.kind === 'form') setFormError(failure.error);
      if (failure.kind === 'field') entry.showCodes({ email: failure.code });
    },
  });

  const entry = useEntryForm({
    schema,
    defaultValues: EMPTY,
    busy: send.isPending,
    onSubmit: (values) => send.mutate(values.email.trim()),
    onInvalid: (codes) => trackRecoveryFieldErrors(services.dataLayer, 'forgotUsername', codes),
  });
  const busy = entry.busy;

  return (
    <RecoveryCard page="forgotUsername" title={t('identity.recovery.username.title')}>
      <p className={styles.lead}>{t('identity.recovery.username.lead')}</p>
      <ErrorAlert error={formError} />
      <form {...entry.formProps} className={styles.form}>
        {FIELDS.map(({ name, type, auto, max }) => {
          const code = entry.codeOf(name);
          return (
            <TextField
              key={name}
              {...entry.field(name)}
              label={t(`identity.recovery.${name}.label`)}
              type={type}
              autoComplete={auto}
              autoCapitalize={name === 'email' ? 'none' : undefined}
              spellCheck={false}
              required
              maxLength={max}
              error={code ? t(forgotUsernameErrorId(name, code)) : undefined}
            />
          );
        })}
        <RecoveryHumanCheck humanCheck={humanCheck} />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('identity.common.working') : t('identity.recovery.username.submit')}
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={recoveryPath('forgotPassword')}>
            {t('identity.recovery.option.forgotPassword')}
          </Link>
        </li>
        <li>
          <Link to={SIGN_IN_PATH}>{t('identity.forgot.back')}</Link>
        </li>
      </ul>
    </RecoveryCard>
  );
}
