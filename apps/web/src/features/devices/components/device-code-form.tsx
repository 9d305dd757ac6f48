import {
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  formatUserCode,
  userCodeEntrySchema,
} from '@orbit/domain';
import { createDeviceAuthorizationClient, type DeviceAuthorizationClient } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert, Button, Card, FormField } from '../../../shared/ui/index.ts';
import styles from './device-code.module.css';

export type DeviceCodeKind = 'tv' | 'speaker';

/** How a refused code is shown: on the field, as the expired notice, or in an alert. */
export type DeviceCodeRefusal =
  | { kind: 'fieldError'; messageId: string }
  | { kind: 'expired' }
  | { kind: 'error'; messageId: string };

/** What the customer is told for a refused code. */
export function deviceCodeOutcomeOf(error: unknown): DeviceCodeRefusal {
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

const codeFormSchema = z.object({ code: userCodeEntrySchema });

/**
 * The field's message: a code the server did not know (it says INVALID on the field), or one
 * not complete yet.
 */
function codeMessageId(code: FieldErrorCode): string {
  return code === FIELD_ERROR_CODES.INVALID ? 'deviceCode.invalid' : 'deviceCode.incomplete';
}

/**
 * Where a signed-in customer types the code a TV, car or speaker shows (RFC 8628): formatted as
 * XXXX-XXXX while typing, pasting allowed, `?code=` prefilled (verification_uri_complete), or
 * `initialCode` from a page whose link names the code otherwise (Sonos' `?linkCode=`).
 */
export function DeviceCodeForm({
  kind,
  initialCode,
}: {
  kind: DeviceCodeKind;
  initialCode?: string;
}) {
  const t = useT();
  const location = useLocation();
  const { status, authenticated, sdk, ensureStarted } = useOrbitSession();
  const client = useMemo(() => createDeviceAuthorizationClient(sdk), [sdk]);
  const result = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const authorization = useMutation({
    mutationFn: async (code: string) => {
      await ensureStarted();
      return authorize(client, kind, code);
    },
    onError: (error) => {
      if (deviceCodeOutcomeOf(error).kind === 'fieldError') {
        entry.showCodes({ code: FIELD_ERROR_CODES.INVALID });
      }
    },
  });
  const entry = useEntryForm({
    schema: codeFormSchema,
    defaultValues: {
      code: formatUserCode(initialCode ?? new URLSearchParams(location.search).get('code') ?? ''),
    },
    busy: authorization.isPending,
    onSubmit: ({ code }) => authorization.mutate(code),
    // A code refused here replaces what the last one sent was told.
    onInvalid: () => authorization.reset(),
  });
  const code = entry.field('code', formatUserCode);
  const refusal = authorization.error ? deviceCodeOutcomeOf(authorization.error) : undefined;
  const notice = refusal?.kind === 'fieldError' ? undefined : refusal;

  // The outcome of a sent code takes the focus (a refusal on the field focuses the field).
  const shown = authorization.isSuccess ? 'success' : notice?.kind;
  useEffect(() => {
    if (shown) result.current?.focus();
  }, [shown]);

  const startOver = () => {
    entry.form.reset({ code: '' });
    authorization.reset();
  };
  // Back to an empty form (another device), the field takes the focus.
  const emptyAndIdle = authorization.isIdle && code.value === '';
  useEffect(() => {
    if (emptyAndIdle) input.current?.focus();
  }, [emptyAndIdle]);

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
  } else if (authorization.isSuccess) {
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
    const working = entry.busy;
    const codeError = entry.codeOf('code');
    body = (
      <>
        <p className={styles.lead}>{t(`deviceCode.${kind}.lead`)}</p>
        {notice ? (
          <div ref={result} tabIndex={-1} className={styles.result}>
            {notice.kind === 'expired' ? (
              <Alert tone="warning" title={t('deviceCode.expired.title')}>
                <p>{t('deviceCode.expired.body')}</p>
              </Alert>
            ) : (
              <Alert tone="error">{t(notice.messageId)}</Alert>
            )}
          </div>
        ) : null}
        <form {...entry.formProps} className={styles.form}>
          <FormField
            label={t('deviceCode.label')}
            hint={t('deviceCode.hint')}
            error={codeError ? t(codeMessageId(codeError)) : undefined}
          >
            {(control) => (
              <input
                {...control}
                {...code}
                ref={input}
                className={`${control.className} ${styles.code}`}
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
