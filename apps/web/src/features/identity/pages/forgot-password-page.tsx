import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Card, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { withRedirect } from '../redirect-target.ts';

/** Forgot password (flows §7.3): the care recovery email; the answer is the same for anyone. */
export function ForgotPasswordPage() {
  const t = useT();
  const langPref = useIntl().locale;
  const location = useLocation();
  const { care } = useAppServices();
  const [handle, setHandle] = useState('');
  const [missing, setMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<ErrorMessage>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const username = handle.trim();
    setMissing(!username);
    if (!username) return;
    setBusy(true);
    setError(undefined);
    try {
      await care.sendPasswordResetEmail({ username, langPref });
      setSentTo(username);
    } catch (failure) {
      setError(identityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card}>
      <h1>{t('route.forgotPassword.title')}</h1>
      {sentTo ? (
        <Alert tone="success">{t('identity.forgot.sent', { handle: sentTo })}</Alert>
      ) : (
        <>
          <p className={styles.lead}>{t('identity.forgot.lead')}</p>
          <ErrorAlert error={error} />
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={t('identity.common.emailOrUsername')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={handle}
              error={missing ? t('identity.common.required') : undefined}
              onChange={(event) => setHandle(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {busy ? t('identity.common.working') : t('identity.forgot.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={withRedirect('/sign-in', location.search)}>{t('identity.forgot.back')}</Link>
        </li>
      </ul>
    </Card>
  );
}

export function Component() {
  return <ForgotPasswordPage />;
}
