import { formatUserCode, isCompleteUserCode, normaliseUserCode } from '@orbit/domain';
import { createDeviceAuthorizationClient, type DeviceAuthorizationClient } from '@orbit/sdk';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert, Button, Card, FormField } from '../../../shared/ui/index.ts';
import styles from './device-code.module.css';

export type DeviceCodeKind = 'tv' | 'speaker';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'success' }
  | { kind: 'fieldError'; messageId: string }
  | { kind: 'expired' }
  | { kind: 'error'; messageId: string };

/** What the customer is told for a refused code. */
export function deviceCodeOutcomeOf(error: unknown): Outcome {
  const failure = failureOf(error);
  switch (failure.code) {
    case 'USER_CODE_INVALID':
      return { kind: 'fieldError', messageId: 'deviceCode.invalid' };
    case 'USER_CODE_EXPIRED':
      return { kind: 'expired' };
    case 'RATE_LIMIT_EXCEEDED':
      return { kind: 'error', messageId: 'deviceCode.tooMany' };
    default:
      return { kind: 'error', messageId: failureMessageId(failure, 'deviceCode.error') };
  }
}

function authorize(client: DeviceAuthorizationClient, kind: DeviceCodeKind, code: string) {
  return kind === 'speaker' ? client.authorizeLinkCode(code) : client.authorizeUserCode(code);
}

/**
 * Where a signed-in customer types the code a TV, car or speaker shows (RFC 8628): formatted as
 * XXXX-XXXX while typing, pasting allowed, `?code=` prefilled (verification_uri_complete).
 */
export function DeviceCodeForm({ kind }: { kind: DeviceCodeKind }) {
  const t = useT();
  const location = useLocation();
  const { status, authenticated, sdk, ensureStarted } = useOrbitSession();
  const client = useMemo(() => createDeviceAuthorizationClient(sdk), [sdk]);
  const [code, setCode] = useState(() =>
    formatUserCode(new URLSearchParams(location.search).get('code') ?? ''),
  );
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const result = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome.kind === 'success' || outcome.kind === 'expired' || outcome.kind === 'error') {
      result.current?.focus();
    } else if (outcome.kind === 'fieldError') {
      input.current?.focus();
    }
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteUserCode(code)) {
      setOutcome({ kind: 'fieldError', messageId: 'deviceCode.incomplete' });
      return;
    }
    setOutcome({ kind: 'working' });
    try {
      await ensureStarted();
      await authorize(client, kind, normaliseUserCode(code));
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome(deviceCodeOutcomeOf(error));
    }
  };

  const startOver = () => {
    setCode('');
    setOutcome({ kind: 'idle' });
  };
  useEffect(() => {
    if (outcome.kind === 'idle' && code === '') input.current?.focus();
  }, [outcome, code]);

  let body: ReactNode;
  if (status === 'idle' || status === 'starting') {
    body = <p role="status">{t('deviceCode.loading')}</p>;
  } else if (status === 'failed') {
    body = (
      <>
        <Alert tone="error">{t('deviceCode.error')}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => void ensureStarted().catch(() => {})}>
            {t('deviceCode.retry')}
          </Button>
        </div>
      </>
    );
  } else if (!authenticated) {
    const back = `/sign-in?${new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` })}`;
    body = (
      <>
        <p>{t('deviceCode.signedOut')}</p>
        <div className={styles.actions}>
          <Link to={back}>{t('deviceCode.signIn')}</Link>
        </div>
      </>
    );
  } else if (outcome.kind === 'success') {
    body = (
      <div ref={result} tabIndex={-1} className={styles.result}>
        <Alert tone="success" title={t(`deviceCode.${kind}.success.title`)}>
          <p>{t(`deviceCode.${kind}.success.body`)}</p>
        </Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={startOver}>
            {t('deviceCode.another')}
          </Button>
          <Link to="/account">{t('deviceCode.toAccount')}</Link>
        </div>
      </div>
    );
  } else {
    const working = outcome.kind === 'working';
    body = (
      <>
        <p className={styles.lead}>{t(`deviceCode.${kind}.lead`)}</p>
        {outcome.kind === 'expired' || outcome.kind === 'error' ? (
          <div ref={result} tabIndex={-1} className={styles.result}>
            {outcome.kind === 'expired' ? (
              <Alert tone="warning" title={t('deviceCode.expired.title')}>
                <p>{t('deviceCode.expired.body')}</p>
              </Alert>
            ) : (
              <Alert tone="error">{t(outcome.messageId)}</Alert>
            )}
          </div>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField
            label={t('deviceCode.label')}
            hint={t('deviceCode.hint')}
            error={outcome.kind === 'fieldError' ? t(outcome.messageId) : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                className={`${control.className} ${styles.code}`}
                name="code"
                value={code}
                onChange={(event) => {
                  setCode(formatUserCode(event.target.value));
                  if (outcome.kind === 'fieldError') setOutcome({ kind: 'idle' });
                }}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                inputMode="text"
                maxLength={24}
                required
              />
            )}
          </FormField>
          <div className={styles.actions}>
            <Button type="submit" disabled={working} aria-busy={working || undefined}>
              {working ? t('deviceCode.working') : t(`deviceCode.${kind}.submit`)}
            </Button>
          </div>
        </form>
      </>
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{t(kind === 'speaker' ? 'route.speakerCode.title' : 'route.tvCode.title')}</h1>
      {body}
    </Card>
  );
}
