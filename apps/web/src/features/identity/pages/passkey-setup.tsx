import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { PasskeySignInButton } from '../components/passkey-sign-in-button.tsx';
import { passkeyCatalog } from '../passkeys/messages/index.ts';
import styles from '../passkeys/passkeys.module.css';
import { type PasskeyFailure, passkeyFailureOf, usePasskeys } from '../passkeys/use-passkeys.ts';

type SetupState =
  | { step: 'intro' }
  | { step: 'creating' }
  | { step: 'done' }
  | { step: 'failed'; failure: PasskeyFailure };

/**
 * `subscribe/sal-2` (behind enablePasskeySetup): a signed-in customer creates a passkey. The
 * browser prompt does the work; this page explains, starts it, and says how it went.
 */
export function PasskeySetupPage() {
  const t = useT();
  const location = useLocation();
  const { status, authenticated, passkeys, ensureStarted } = usePasskeys();
  const register = useMutation({ mutationFn: () => passkeys.register() });
  const state: SetupState = register.isPending
    ? { step: 'creating' }
    : register.isSuccess
      ? { step: 'done' }
      : register.isError
        ? { step: 'failed', failure: passkeyFailureOf(register.error) }
        : { step: 'intro' };
  const result = useRef<HTMLDivElement>(null);

  // The outcome takes the focus, so keyboard and screen-reader users land on it.
  const settled = register.isSuccess || register.isError;
  useEffect(() => {
    if (settled) result.current?.focus();
  }, [settled]);

  let body: ReactNode;
  if (status === 'idle' || status === 'starting') {
    body = <p role="status">{t('passkey.setup.loading')}</p>;
  } else if (status === 'failed') {
    body = (
      <>
        <Alert tone="error">{t('passkey.error.generic')}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => void ensureStarted().catch(() => {})}>
            {t('passkey.setup.tryAgain')}
          </Button>
        </div>
      </>
    );
  } else if (!authenticated) {
    const back = `/sign-in?${new URLSearchParams({ redirectTo: location.pathname })}`;
    body = (
      <>
        <p>{t('passkey.setup.signedOut')}</p>
        <div className={styles.actions}>
          <Link to={back}>{t('passkey.setup.signIn')}</Link>
        </div>
        <div className={styles.actions}>
          <PasskeySignInButton onSignedIn={() => {}} />
        </div>
      </>
    );
  } else if (state.step === 'done') {
    body = (
      <div ref={result} tabIndex={-1} className={styles.result}>
        <Alert tone="success" title={t('passkey.setup.success.title')}>
          <p>{t('passkey.setup.success.body')}</p>
        </Alert>
        <div className={styles.actions}>
          <Link to="/account">{t('passkey.setup.continue')}</Link>
        </div>
      </div>
    );
  } else {
    const creating = state.step === 'creating';
    body = (
      <>
        <p className={styles.lead}>{t('passkey.setup.lead')}</p>
        <ul className={styles.benefits}>
          <li>{t('passkey.setup.why1')}</li>
          <li>{t('passkey.setup.why2')}</li>
          <li>{t('passkey.setup.why3')}</li>
        </ul>
        {state.step === 'failed' ? (
          <div ref={result} tabIndex={-1} className={styles.result}>
            {state.failure.kind === 'denied' ? (
              <Alert tone="warning" title={t('passkey.setup.denied.title')}>
                <p>{t('passkey.setup.denied.body')}</p>
              </Alert>
            ) : (
              <Alert tone="error">{t(state.failure.messageId)}</Alert>
            )}
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button
            onClick={() => register.mutate()}
            disabled={creating}
            aria-busy={creating || undefined}
          >
            {creating
              ? t('passkey.setup.creating')
              : state.step === 'failed'
                ? t('passkey.setup.tryAgain')
                : t('passkey.setup.create')}
          </Button>
          <Link to="/account">{t('passkey.setup.notNow')}</Link>
        </div>
      </>
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{t('route.passkeySetup.title')}</h1>
      {body}
    </Card>
  );
}

/** Route module of `passkeySetup`. */
export function Component() {
  return (
    <CatalogLayer catalog={passkeyCatalog}>
      <PasskeySetupPage />
    </CatalogLayer>
  );
}
