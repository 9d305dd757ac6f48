import { PASSWORD_RESET_QUERY_PARAM } from '@orbit/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
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
  const [state, setState] = useState<KeyState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<ErrorMessage>();
  const [error, setError] = useState<ErrorMessage>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!resetKey) {
      setState({ kind: 'bad', error: { id: 'identity.reset.invalidKey' } });
      return;
    }
    let cancelled = false;
    platformCalls.validateResetKey(resetKey).then(
      (result) => !cancelled && setState({ kind: 'valid', maskedEmail: result.maskedEmail }),
      (failure: unknown) =>
        !cancelled && setState({ kind: 'bad', error: identityErrorMessage(failure) }),
    );
    return () => {
      cancelled = true;
    };
  }, [platformCalls, resetKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = clientPasswordError(password);
    setPasswordError(bad);
    setError(undefined);
    if (bad) return;
    setBusy(true);
    try {
      await platformCalls.resetPassword({ resetKey, password });
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
    } finally {
      setBusy(false);
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
    <CatalogLayer catalog={identityCatalog}>
      <ResetPasswordPage />
    </CatalogLayer>
  );
}
