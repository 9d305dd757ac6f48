import {
  type ContactOption,
  type HumanCheckProof,
  type Locale,
  type SignInStartResponse,
  typedFieldSchema,
} from '@orbit/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { HumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { OtpEntry } from '../components/otp-entry.tsx';
import { PasskeySignInButton } from '../components/passkey-sign-in-button.tsx';
import { useServiceHumanCheck } from '../components/use-service-human-check.ts';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { IdentityProviders } from '../identity-providers.tsx';
import { safeRedirectTarget, withRedirect } from '../redirect-target.ts';
import { signInCatalog } from '../sign-in/messages/index.ts';
import { useIdentity } from '../use-identity.ts';
import { useIdentityAction } from '../use-identity-action.ts';

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

/** The handle is only required here: whether anyone signs in with it is the server's to say. */
const handleFormSchema = z.object({ handle: typedFieldSchema });
/** No rule on the password before the server checks it. */
const passwordFormSchema = z.object({ password: z.string() });

const now = () => Date.now();

/**
 * Sign in (spec 001 §4): the handle first, then what the server offers — a password, a passcode
 * (sent at once for a passwordless identity) or an emailed link. Then on to `redirectTo` (a path
 * on this site) or the account page. A page of another feature that puts the sign-in on itself
 * passes `returnTo` (its own address): the sign-in, and the pages it links to, come back there.
 */
export function SignInPage({ returnTo }: { returnTo?: string } = {}) {
  const t = useT();
  const intl = useIntl();
  const language = intl.locale as Locale;
  const location = useLocation();
  const navigate = useNavigate();
  const { authenticated, handle: signedInHandle } = useIdentity();
  const [step, setStep] = useState<Step>({ kind: 'handle' });
  /** The handle as sent to sign-in/start, trimmed: what the later steps sign in with. */
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<ErrorMessage>();
  const [resent, setResent] = useState(false);
  /**
   * The human check the server asked for (ADR 024), while shown, and the call to make again with
   * its proof: a password, a passcode or a link that the server wants a check for first.
   */
  const humanCheck = useServiceHumanCheck();
  const search = returnTo ? `?${new URLSearchParams({ redirectTo: returnTo })}` : location.search;
  const target = safeRedirectTarget(search);
  const goOn = () => navigate(target, { replace: true });

  // Each step's call clears the page's alert when it starts and fills it when it fails; a call
  // the server wants a human check for shows the check, and is made again with its proof once
  // solved. A refused proof (field errors) ends the check: the next try gets a fresh one.
  const askedForCheck = humanCheck.askedBy;
  const alerting = {
    onMutate: () => setError(undefined),
    onError: (failure: unknown) => {
      humanCheck.clear();
      setError(identityErrorMessage(failure));
    },
  };
  const start = useIdentityAction(
    (identity, value: string) => identity.startSignIn(value, { language }),
    alerting,
  );
  const withPassword = useIdentityAction(
    (identity, attempt: { password: string; humanCheck?: HumanCheckProof }) =>
      identity.signInWithPassword(
        handle,
        attempt.password,
        attempt.humanCheck ? { humanCheck: attempt.humanCheck } : {},
      ),
    {
      onMutate: alerting.onMutate,
      onSuccess: goOn,
      onError: (failure: unknown, attempt) => {
        const again = (proof: HumanCheckProof) =>
          withPassword.mutate({ password: attempt.password, humanCheck: proof });
        if (!askedForCheck(failure, again)) alerting.onError(failure);
      },
    },
  );
  const withCode = useIdentityAction(
    (identity, { identityId, code }: { identityId: string; code: string }) =>
      identity.signInWithOtp(identityId, code, handle),
    { ...alerting, onSuccess: goOn },
  );
  type CodeRequest = { identityId: string; option: ContactOption; humanCheck?: HumanCheckProof };
  const sendCode = useIdentityAction(
    (identity, { identityId, option, humanCheck: proof }: CodeRequest) =>
      identity.sendOtp({
        identityId,
        otpOption: option.type,
        language,
        ...(proof ? { humanCheck: proof } : {}),
      }),
    {
      onMutate: alerting.onMutate,
      onError: (failure: unknown, asked) => {
        const again = (proof: HumanCheckProof) =>
          requestCode(asked.identityId, asked.option, proof);
        if (!askedForCheck(failure, again)) alerting.onError(failure);
      },
    },
  );
  const sendLink = useIdentityAction(
    (identity, proof: HumanCheckProof | undefined) =>
      identity.requestMagicLink(handle, { language, ...(proof ? { humanCheck: proof } : {}) }),
    {
      onMutate: alerting.onMutate,
      onSuccess: () => {
        humanCheck.clear();
        setStep({ kind: 'linkSent' });
      },
      onError: (failure: unknown) => {
        if (!askedForCheck(failure, (proof) => sendLink.mutate(proof))) alerting.onError(failure);
      },
    },
  );
  const busy = [start, withPassword, withCode, sendCode, sendLink].some((call) => call.isPending);

  const handleEntry = useEntryForm({
    schema: handleFormSchema,
    // A page that knows who should sign in (a vehicle's link names its email) passes `?handle=`.
    defaultValues: { handle: new URLSearchParams(location.search).get('handle') ?? '' },
    busy,
    onSubmit: ({ handle: value }) =>
      start.mutate(value, {
        onSuccess: (started) => {
          setHandle(value);
          const option = started.loginInfo.contactOptions[0];
          if (started.state === 'AwaitingOTP' && option && started.otp) {
            setStep({
              kind: 'otp',
              identityId: started.identityId,
              option,
              resendAvailableAt: Date.parse(started.otp.resendAvailableAt),
            });
          } else {
            setStep({ kind: 'method', start: started });
          }
        },
      }),
  });

  const requestCode = (identityId: string, option: ContactOption, proof?: HumanCheckProof) => {
    const again = step.kind === 'otp';
    sendCode.mutate(
      { identityId, option, ...(proof ? { humanCheck: proof } : {}) },
      {
        onSuccess: (delivery) => {
          humanCheck.clear();
          setResent(again);
          setStep({
            kind: 'otp',
            identityId,
            option,
            resendAvailableAt: Date.parse(delivery.resendAvailableAt),
          });
        },
      },
    );
  };

  const restart = () => {
    setStep({ kind: 'handle' });
    humanCheck.clear();
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
          <form {...handleEntry.formProps} className={styles.form}>
            <TextField
              {...handleEntry.field('handle')}
              label={t('identity.common.emailOrUsername')}
              hint={t('identity.signIn.handleHint')}
              error={handleEntry.codeOf('handle') ? t('identity.common.required') : undefined}
              name="username"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {busy ? t('identity.common.working') : t('identity.common.continue')}
              </Button>
            </div>
          </form>
          <PasskeySignInButton onSignedIn={goOn} />
          <ul className={styles.links}>
            <li>
              {t('identity.signIn.noAccount')}{' '}
              <Link to={withRedirect('/sign-up', search)}>
                {t('identity.signIn.createAccount')}
              </Link>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p className={styles.handle}>{t('identity.signIn.signingInAs', { handle })}</p>
          <p>
            <button type="button" className={styles.linkButton} onClick={restart}>
              {t('identity.signIn.changeHandle')}
            </button>
          </p>
          {humanCheck.check ? (
            <HumanCheck challenge={humanCheck.check.challenge} onSolved={humanCheck.check.retry} />
          ) : null}
          {step.kind === 'method' ? (
            <MethodChoice
              start={step.start}
              handle={handle}
              onSubmitPassword={(password) => {
                humanCheck.clear();
                withPassword.mutate({ password });
              }}
              onSendCode={(option) => requestCode(step.start.identityId, option)}
              onSendLink={() => {
                humanCheck.clear();
                sendLink.mutate(undefined);
              }}
              busy={busy}
              error={error}
              search={search}
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
              onSubmit={(code) => withCode.mutate({ identityId: step.identityId, code })}
              onResend={() => requestCode(step.identityId, step.option)}
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
  onSubmitPassword(password: string): void;
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
        <PasswordForm
          handle={props.handle}
          busy={props.busy}
          search={props.search}
          onSubmit={props.onSubmitPassword}
        />
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

function PasswordForm(props: {
  handle: string;
  busy: boolean;
  search: string;
  onSubmit(password: string): void;
}) {
  const t = useT();
  const entry = useEntryForm({
    schema: passwordFormSchema,
    defaultValues: { password: '' },
    busy: props.busy,
    onSubmit: ({ password }) => props.onSubmit(password),
  });
  return (
    <form {...entry.formProps} className={styles.form}>
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
        {...entry.field('password')}
        label={t('identity.common.password')}
        type="password"
        autoComplete="current-password"
        required
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
  );
}

/** Route module of `sign-in`. */
export function Component() {
  return (
    <IdentityProviders pageWords={signInCatalog}>
      <SignInPage />
    </IdentityProviders>
  );
}
