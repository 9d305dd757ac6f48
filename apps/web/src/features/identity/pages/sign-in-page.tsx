import type { ContactOption, Locale, SignInStartResponse } from '@orbit/domain';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { OtpEntry } from '../components/otp-entry.tsx';
import { PasskeySignInButton } from '../components/passkey-sign-in-button.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { identityCatalog } from '../messages/index.ts';
import { safeRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useIdentity } from '../use-identity.ts';

type Step =
  | { kind: 'handle' }
  | { kind: 'method'; start: SignInStartResponse }
  | {
      kind: 'otp';
      identityId: string;
      option: ContactOption;
      resendAvailableAt: number;
    }
  | { kind: 'linkSent' };

const now = () => Date.now();

/**
 * Sign in (spec 001 §4): the handle first, then what the server offers — a password, a passcode
 * (sent at once for a passwordless identity) or an emailed link. Then on to `redirectTo` (a path
 * on this site) or the account page.
 */
export function SignInPage() {
  const t = useT();
  const intl = useIntl();
  const language = intl.locale as Locale;
  const location = useLocation();
  const navigate = useNavigate();
  const { run, authenticated, handle: signedInHandle } = useIdentity();
  const [step, setStep] = useState<Step>({ kind: 'handle' });
  const [handle, setHandle] = useState('');
  const [handleError, setHandleError] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ErrorMessage>();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const target = safeRedirectTarget(location.search);

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(identityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submitHandle = (event: FormEvent) => {
    event.preventDefault();
    const value = handle.trim();
    if (!value) {
      setHandleError(true);
      return;
    }
    setHandleError(false);
    void attempt(async () => {
      const start = await run((identity) => identity.startSignIn(value, { language }));
      const option = start.loginInfo.contactOptions[0];
      if (start.state === 'AwaitingOTP' && option && start.otp) {
        setStep({
          kind: 'otp',
          identityId: start.identityId,
          option,
          resendAvailableAt: Date.parse(start.otp.resendAvailableAt),
        });
      } else {
        setStep({ kind: 'method', start });
      }
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await run((identity) => identity.signInWithPassword(handle.trim(), password));
      navigate(target, { replace: true });
    });
  };

  const sendCode = (identityId: string, option: ContactOption) =>
    attempt(async () => {
      const delivery = await run((identity) =>
        identity.sendOtp({ identityId, otpOption: option.type, language }),
      );
      setResent(step.kind === 'otp');
      setStep({
        kind: 'otp',
        identityId,
        option,
        resendAvailableAt: Date.parse(delivery.resendAvailableAt),
      });
    });

  const sendLink = () =>
    attempt(async () => {
      await run((identity) => identity.requestMagicLink(handle.trim(), { language }));
      setStep({ kind: 'linkSent' });
    });

  const restart = () => {
    setStep({ kind: 'handle' });
    setPassword('');
    setError(undefined);
    setResent(false);
  };

  if (authenticated && step.kind === 'handle') {
    return (
      <Card className={styles.card}>
        <h1>{t('route.signIn.title')}</h1>
        <Alert tone="info">
          {t('identity.signIn.alreadySignedIn', { handle: signedInHandle ?? '' })}
        </Alert>
        <p>
          <Link to={target}>{t('identity.signIn.goToAccount')}</Link>
        </p>
      </Card>
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{step.kind === 'otp' ? t('identity.otp.title') : t('route.signIn.title')}</h1>
      {step.kind === 'handle' ? (
        <>
          <p className={styles.lead}>{t('identity.signIn.lead')}</p>
          <ErrorAlert error={error} />
          <form className={styles.form} onSubmit={submitHandle} noValidate>
            <TextField
              label={t('identity.common.emailOrUsername')}
              hint={t('identity.signIn.handleHint')}
              error={handleError ? t('identity.common.required') : undefined}
              name="username"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={handle}
              onChange={(event) => setHandle(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {busy ? t('identity.common.working') : t('identity.common.continue')}
              </Button>
            </div>
          </form>
          <PasskeySignInButton onSignedIn={() => navigate(target, { replace: true })} />
          <ul className={styles.links}>
            <li>
              {t('identity.signIn.noAccount')}{' '}
              <Link to={withRedirect('/sign-up', location.search)}>
                {t('identity.signIn.createAccount')}
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p className={styles.handle}>
            {t('identity.signIn.signingInAs', { handle: handle.trim() })}
          </p>
          <p>
            <button type="button" className={styles.linkButton} onClick={restart}>
              {t('identity.signIn.changeHandle')}
            </button>
          </p>
          {step.kind === 'method' ? (
            <MethodChoice
              start={step.start}
              handle={handle.trim()}
              password={password}
              onPassword={setPassword}
              onSubmitPassword={submitPassword}
              onSendCode={(option) => void sendCode(step.start.identityId, option)}
              onSendLink={() => void sendLink()}
              busy={busy}
              error={error}
              search={location.search}
            />
          ) : null}
          {step.kind === 'otp' ? (
            <OtpEntry
              destination={step.option.maskedValue}
              channel={step.option.type}
              resendAvailableAt={step.resendAvailableAt}
              now={now}
              busy={busy}
              error={error}
              resent={resent}
              onSubmit={(code) =>
                attempt(async () => {
                  await run((identity) =>
                    identity.signInWithOtp(step.identityId, code, handle.trim()),
                  );
                  navigate(target, { replace: true });
                })
              }
              onResend={() => sendCode(step.identityId, step.option)}
            />
          ) : null}
          {step.kind === 'linkSent' ? (
            <Alert tone="success" title={t('identity.magicLink.sentTitle')}>
              {t('identity.magicLink.sent')}
            </Alert>
          ) : null}
        </>
      )}
    </Card>
  );
}

function MethodChoice(props: {
  start: SignInStartResponse;
  handle: string;
  password: string;
  onPassword(value: string): void;
  onSubmitPassword(event: FormEvent): void;
  onSendCode(option: ContactOption): void;
  onSendLink(): void;
  busy: boolean;
  error: ErrorMessage | undefined;
  search: string;
}) {
  const t = useT();
  const { start } = props;
  const hasPassword = start.methods.includes('password');
  const canLink = start.methods.includes('email') && props.handle.includes('@');
  const options = start.loginInfo.contactOptions;
  return (
    <>
      <ErrorAlert error={props.error} />
      {hasPassword ? (
        <form className={styles.form} onSubmit={props.onSubmitPassword} noValidate>
          {/* Lets password managers pair the password with its username. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={props.handle}
            readOnly
            hidden
          />
          <TextField
            label={t('identity.common.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={props.password}
            onChange={(event) => props.onPassword(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={props.busy}>
              {props.busy ? t('identity.common.working') : t('identity.signIn.passwordSubmit')}
            </Button>
            <Link to={withRedirect('/sign-in/forgot-password', props.search)}>
              {t('identity.signIn.forgotPassword')}
            </Link>
          </div>
        </form>
      ) : null}
      {options.length > 0 || canLink ? (
        <>
          <h2 className={styles.subhead}>{t('identity.signIn.otherWays')}</h2>
          <ul className={styles.links}>
            {options.map((option) => (
              <li key={`${option.type}-${option.maskedValue}`}>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={props.busy}
                  onClick={() => props.onSendCode(option)}
                >
                  {t(
                    option.type === 'PHONE'
                      ? 'identity.signIn.sendCodePhone'
                      : 'identity.signIn.sendCodeEmail',
                    { destination: option.maskedValue },
                  )}
                </button>
              </li>
            ))}
            {canLink ? (
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={props.busy}
                  onClick={props.onSendLink}
                >
                  {t('identity.signIn.sendLink')}
                </button>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** Route module of `sign-in`. */
export function Component() {
  return (
    <CatalogLayer catalog={identityCatalog}>
      <SignInPage />
    </CatalogLayer>
  );
}
