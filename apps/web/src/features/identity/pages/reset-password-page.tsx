import { newPasswordSchema, PASSWORD_RESET_QUERY_PARAM } from '@orbit/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, Card } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { newPasswordMessage } from '../components/password-rules.tsx';
import { useFieldRefusals } from '../components/use-field-refusals.ts';
import { credentialsCatalog } from '../credentials/messages/index.ts';
import styles from '../identity.module.css';
import { type ErrorMessage, errorCode, identityErrorMessage } from '../identity-errors.ts';
import { IdentityProviders } from '../identity-providers.tsx';
import { useRecoveryPageTracking } from '../recovery/recovery-analytics.ts';
import { recoveryPath } from '../recovery/recovery-paths.ts';
import { resetKeyQuery } from '../reset-key-query.ts';
import { signUpCatalog } from '../sign-up/messages/index.ts';

/** The reset's words and the new password's rules. */
const resetPasswordWords = mergeCatalogs(credentialsCatalog, signUpCatalog);

type KeyState =
  | { kind: 'checking' }
  | { kind: 'valid'; maskedEmail: string | null }
  | { kind: 'bad'; error: ErrorMessage };

const resetFormSchema = z.object({ password: newPasswordSchema });

/**
 * The page of the emailed or texted reset link (PASSWORD_RESET_PAGE_PATH): validate the key,
 * then set the new password and go on to `update-password-confirmation`.
 */
export function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  useRecoveryPageTracking('resetPassword');
  const { platformCalls } = useAppServices();
  const resetKey = new URLSearchParams(useLocation().search).get(PASSWORD_RESET_QUERY_PARAM) ?? '';
  const check = useQuery({ ...resetKeyQuery(platformCalls, resetKey), enabled: !!resetKey });
  // What a refused reset taught about the key; until then, what its check said.
  const [refusedKey, setState] = useState<KeyState>();
  const state: KeyState =
    refusedKey ??
    (!resetKey
      ? { kind: 'bad', error: { id: 'identity.reset.invalidKey' } }
      : check.error
        ? { kind: 'bad', error: identityErrorMessage(check.error) }
        : check.data
          ? { kind: 'valid', maskedEmail: check.data.maskedEmail }
          : { kind: 'checking' });
  const [error, setError] = useState<ErrorMessage>();
  const reset = useMutation({
    mutationFn: platformCalls.resetPassword,
    // Replace: the key is used up, so going back to this page could only say so.
    onSuccess: () => navigate(recoveryPath('passwordUpdated'), { replace: true }),
    onError: (failure) => {
      const code = errorCode(failure);
      if (code === 'INVALID_RESET_KEY' || code === 'RESET_KEY_EXPIRED') {
        setState({ kind: 'bad', error: identityErrorMessage(failure) });
      } else if (code?.startsWith('PASSWORD_')) {
        refusals.refuse('password', identityErrorMessage(failure));
      } else {
        setError(identityErrorMessage(failure));
      }
    },
  });
  const entry = useEntryForm({
    schema: resetFormSchema,
    defaultValues: { password: '' },
    busy: reset.isPending,
    onSubmit: ({ password }) => {
      refusals.clear();
      setError(undefined);
      reset.mutate({ resetKey, password });
    },
    onInvalid: () => {
      refusals.clear();
      setError(undefined);
    },
  });
  const refusals = useFieldRefusals(entry);
  const busy = entry.busy;
  const password = entry.field('password');

  return (
    <Card className={styles.card}>
      <h1>{t('route.resetPassword.title')}</h1>
      {state.kind === 'checking' ? <p role="status">{t('identity.reset.checking')}</p> : null}
      {state.kind === 'bad' ? (
        <>
          <ErrorAlert error={state.error} />
          <p>
            <Link to={recoveryPath('forgotPassword')}>{t('identity.reset.newLink')}</Link>
          </p>
        </>
      ) : null}
      {state.kind === 'valid' ? (
        <>
          <p className={styles.lead}>
            {state.maskedEmail
              ? t('identity.reset.lead', { email: state.maskedEmail })
              : t('identity.reset.leadNoEmail')}
          </p>
          <ErrorAlert error={error} />
          <form {...entry.formProps} className={styles.form}>
            <NewPasswordField
              label={t('identity.reset.newPassword')}
              field={password}
              error={refusals.errorOf('password', () => newPasswordMessage(password.value))}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {busy ? t('identity.common.working') : t('identity.reset.submit')}
              </Button>
            </div>
          </form>
        </>
      ) : null}
    </Card>
  );
}

export function Component() {
  return (
    <IdentityProviders pageWords={resetPasswordWords}>
      <ResetPasswordPage />
    </IdentityProviders>
  );
}
