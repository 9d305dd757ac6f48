import { PASSWORD_RESET_QUERY_PARAM } from '@orbit/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, Card } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { clientPasswordError } from '../components/password-rules.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, errorCode, identityErrorMessage } from '../identity-errors.ts';
import { identityCatalog } from '../messages/index.ts';
import { useRecoveryPageTracking } from '../recovery/recovery-analytics.ts';
import { recoveryPath } from '../recovery/recovery-paths.ts';
import { resetKeyQuery } from '../reset-key-query.ts';

type KeyState =
  | { kind: 'checking' }
  | { kind: 'valid'; maskedEmail: string | null }
  | { kind: 'bad'; error: ErrorMessage };

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
  const reset = useMutation({ mutationFn: platformCalls.resetPassword });
  const busy = reset.isPending;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<ErrorMessage>();
  const [error, setError] = useState<ErrorMessage>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = clientPasswordError(password);
    setPasswordError(bad);
    setError(undefined);
    if (bad) return;
    try {
      await reset.mutateAsync({ resetKey, password });
      // Replace: the key is used up, so going back to this page could only say so.
      navigate(recoveryPath('passwordUpdated'), { replace: true });
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'INVALID_RESET_KEY' || code === 'RESET_KEY_EXPIRED') {
        setState({ kind: 'bad', error: identityErrorMessage(failure) });
      } else if (code?.startsWith('PASSWORD_')) {
        setPasswordError(identityErrorMessage(failure));
      } else {
        setError(identityErrorMessage(failure));
      }
    }
  };

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
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <NewPasswordField
              label={t('identity.reset.newPassword')}
              value={password}
              error={passwordError}
              onChange={setPassword}
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
    <AppQueryClientProvider>
      <CatalogLayer catalog={identityCatalog}>
        <ResetPasswordPage />
      </CatalogLayer>
    </AppQueryClientProvider>
  );
}
