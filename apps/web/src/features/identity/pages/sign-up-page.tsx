import type { Locale } from '@orbit/domain';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { clientPasswordError } from '../components/password-rules.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { identityCatalog } from '../messages/index.ts';
import { safeRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useIdentity } from '../use-identity.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_CODES = new Set([
  'PASSWORD_POLICY_NOT_MET',
  'PASSWORD_DISALLOWED_WORDS',
  'PASSWORD_HAS_PERSONAL_DATA',
  'PASSWORD_TOO_COMMON',
]);

/** Sign up (identities v1): email and password with live hints; signed in on success. */
export function SignUpPage() {
  const t = useT();
  const language = useIntl().locale as Locale;
  const location = useLocation();
  const navigate = useNavigate();
  const { run } = useIdentity();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<ErrorMessage>();
  const [passwordError, setPasswordError] = useState<ErrorMessage>();
  const [formError, setFormError] = useState<ErrorMessage>();
  const [waiting, setWaiting] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const badEmail = EMAIL_SHAPE.test(address) ? undefined : { id: 'identity.signUp.invalidEmail' };
    const badPassword = clientPasswordError(password);
    setEmailError(badEmail);
    setPasswordError(badPassword);
    setFormError(undefined);
    if (badEmail || badPassword) return;
    setBusy(true);
    try {
      await run((identity) => identity.signUp({ emailAddress: address, password, language }));
      navigate(safeRedirectTarget(location.search), { replace: true });
    } catch (error) {
      const failure = failureOf(error);
      const { code } = failure;
      const message = identityErrorMessage(error);
      if (code === 'WAITING_ON_ONE_TIME_PASSWORD_ERROR' && failure.source === 'service') {
        setWaiting(String(failure.extras.maskedEmail ?? address));
      } else if (PASSWORD_CODES.has(code)) {
        setPasswordError(message);
      } else if (code === 'INVALID_EMAIL_ERROR') {
        setEmailError(message);
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card}>
      <h1>{t('route.signUp.title')}</h1>
      <p className={styles.lead}>{t('identity.signUp.lead')}</p>
      {waiting ? (
        <Alert tone="info">{t('identity.signUp.waitingOtp', { destination: waiting })}</Alert>
      ) : null}
      <ErrorAlert error={formError} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('identity.common.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          error={emailError ? t(emailError.id, emailError.values) : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <NewPasswordField
          label={t('identity.common.password')}
          value={password}
          error={passwordError}
          onChange={setPassword}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('identity.common.working') : t('identity.signUp.submit')}
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          {t('identity.signUp.haveAccount')}{' '}
          <Link to={withRedirect('/sign-in', location.search)}>{t('identity.signUp.signIn')}</Link>
        </li>
      </ul>
    </Card>
  );
}

export function Component() {
  return (
    <CatalogLayer catalog={identityCatalog}>
      <SignUpPage />
    </CatalogLayer>
  );
}
