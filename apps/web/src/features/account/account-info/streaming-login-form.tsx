import { checkEmail, type UpdateStreamingResult } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { failureMessageId, isRefusal } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  Alert,
  Button,
  CheckboxField,
  TextField,
  useFocusInvalid,
} from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { countryOfAccount } from './customer-info.ts';
import { PasswordHints } from './password-hints.tsx';
import {
  checkStreamingLogin,
  isEmailLogin,
  type StreamingLoginField,
  type StreamingLoginProblems,
  type StreamingLoginValues,
  serverStreamingProblems,
  streamingLoginRequestOf,
} from './streaming-login-check.ts';

/** The form's name in analytics user errors (`streamingLogin.login`, `streamingLogin.password`). */
const FORM = 'streamingLogin';

/**
 * Changes the streaming login of the subscription the page shows (flows §7.1
 * edit-streaming-login): a new email or username, a new password, or both. The current login
 * comes masked, so the field starts empty and blank keeps it. A new email may become the
 * account's contact email too. `onDone` gets the server's answer, or nothing on cancel.
 */
export function StreamingLoginForm({
  subscriptionId,
  currentLogin,
  onDone,
}: {
  subscriptionId: string;
  currentLogin: string;
  onDone(result: UpdateStreamingResult | undefined): void;
}) {
  const t = useT();
  const hintsId = useId();
  const calls = useCareCalls(accountCalls);
  const { dataLayer } = useAppServices();
  const { account } = useGuardedAccount();
  const change = useAccountChange('update streaming login', calls.updateStreamingLogin);
  const { formRef, focusInvalid } = useFocusInvalid();
  const country = countryOfAccount(account);
  const [values, setValues] = useState<StreamingLoginValues>({
    login: '',
    password: '',
    synchronizeAccountEmail: false,
  });
  const [errors, setErrors] = useState<StreamingLoginProblems>({});
  const [problem, setProblem] = useState<string>();
  const busy = change.isPending;
  // The contact-email box is only a question once the new login is a whole email address.
  const offerSync = isEmailLogin(values.login) && checkEmail(values.login, country) === null;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);

  const show = (found: StreamingLoginProblems) => {
    setErrors(found);
    focusInvalid();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkStreamingLogin(values, country);
    if (Object.keys(found).length > 0) {
      show(found);
      trackAccountUserErrors(dataLayer, FORM, {
        login: found.login?.code,
        password: found.password?.code,
      });
      return;
    }
    setProblem(undefined);
    const outcome = await change.mutateAsync(streamingLoginRequestOf(values, subscriptionId));
    if (outcome.ok) {
      onDone(outcome.value);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) return;
    const fields = isRefusal(failure) ? serverStreamingProblems(failure) : {};
    if (Object.keys(fields).length > 0) {
      show(fields);
      return;
    }
    setProblem(
      t(
        failure.code === 'STREAMING_LOGIN_NOT_FOUND'
          ? 'account.streamingLogin.notFound'
          : failureMessageId(failure, 'account.save.failed'),
      ),
    );
  };

  const error = (field: StreamingLoginField) => {
    const found = errors[field];
    return found ? t(found.id, found.values) : undefined;
  };
  const edit = (field: StreamingLoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <dl className={[styles.facts, styles.current].join(' ')}>
        <div className={styles.fact}>
          <dt>{t('account.streamingLogin.current')}</dt>
          <dd>{currentLogin}</dd>
        </div>
      </dl>
      <TextField
        name="login"
        label={t('account.streamingLogin.login')}
        hint={t('account.streamingLogin.loginHint')}
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={254}
        value={values.login}
        error={error('login')}
        onChange={(event) => edit('login', event.target.value)}
      />
      {offerSync ? (
        <CheckboxField
          name="synchronizeAccountEmail"
          label={t('account.streamingLogin.syncEmail')}
          checked={values.synchronizeAccountEmail}
          onChange={(event) => {
            const checked = event.target.checked;
            setValues((current) => ({ ...current, synchronizeAccountEmail: checked }));
          }}
        />
      ) : null}
      <TextField
        type="password"
        name="new-password"
        label={t('account.streamingLogin.password')}
        hint={t('account.streamingLogin.passwordHint')}
        autoComplete="new-password"
        maxLength={64}
        value={values.password}
        error={error('password')}
        aria-describedby={hintsId}
        onChange={(event) => edit('password', event.target.value)}
      />
      <PasswordHints id={hintsId} password={values.password} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t(busy ? 'account.dialog.saving' : 'account.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(undefined)} disabled={busy}>
          {t('account.dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
