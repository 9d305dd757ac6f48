import { checkEmail, type UpdateStreamingResult } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { failureMessageId, isRefusal } from '../../../shared/errors/index.ts';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, CheckboxField, TextField } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { countryOfAccount } from './customer-info.ts';
import { PasswordHints } from './password-hints.tsx';
import {
  checkStreamingLogin,
  fieldCodesOfProblems,
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
  const country = countryOfAccount(account);
  const schema = useMemo(
    () =>
      schemaOfCodes((values: StreamingLoginValues) =>
        fieldCodesOfProblems(checkStreamingLogin(values, country)),
      ),
    [country],
  );
  // The words of the last refusal: a policy's refusal names the word it found, which a code
  // cannot carry. The form shows them while the field it concerns is in error.
  const [problems, setProblems] = useState<StreamingLoginProblems>({});
  const [problem, setProblem] = useState<string>();

  const save = async (values: StreamingLoginValues) => {
    setProblem(undefined);
    const outcome = await change.mutateAsync(streamingLoginRequestOf(values, subscriptionId));
    if (outcome.ok) {
      onDone(outcome.value);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) return;
    const fields = isRefusal(failure) ? serverStreamingProblems(failure) : {};
    if (entry.showCodes(fieldCodesOfProblems(fields))) {
      setProblems(fields);
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
  const entry = useEntryForm({
    schema,
    defaultValues: { login: '', password: '', synchronizeAccountEmail: false },
    busy: change.isPending,
    onSubmit: save,
    onInvalid: () => {
      const found = checkStreamingLogin(entry.form.getValues(), country);
      setProblems(found);
      trackAccountUserErrors(dataLayer, FORM, {
        login: found.login?.code,
        password: found.password?.code,
      });
    },
  });
  const busy = entry.busy;
  const formRef = entry.formProps.ref;
  const login = entry.field('login');
  const password = entry.field('password');
  // The contact-email box is only a question once the new login is a whole email address.
  const offerSync = isEmailLogin(login.value) && checkEmail(login.value, country) === null;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);

  const error = (field: StreamingLoginField) => {
    const found = entry.codeOf(field) ? problems[field] : undefined;
    return found ? t(found.id, found.values) : undefined;
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <dl className={[styles.facts, styles.current].join(' ')}>
        <div className={styles.fact}>
          <dt>{t('account.streamingLogin.current')}</dt>
          <dd>{currentLogin}</dd>
        </div>
      </dl>
      <TextField
        {...login}
        label={t('account.streamingLogin.login')}
        hint={t('account.streamingLogin.loginHint')}
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={254}
        error={error('login')}
      />
      {offerSync ? (
        <CheckboxField
          {...entry.checkbox('synchronizeAccountEmail')}
          label={t('account.streamingLogin.syncEmail')}
        />
      ) : null}
      <TextField
        {...password}
        type="password"
        name="new-password"
        label={t('account.streamingLogin.password')}
        hint={t('account.streamingLogin.passwordHint')}
        autoComplete="new-password"
        maxLength={64}
        error={error('password')}
        aria-describedby={hintsId}
      />
      <PasswordHints id={hintsId} password={password.value} />
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
