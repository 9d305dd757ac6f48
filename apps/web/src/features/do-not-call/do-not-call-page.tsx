import type { CareDoNotCallResult, FieldErrorCode, Locale } from '@orbit/domain';
import { useEffect, useState } from 'react';
import {
  type AskedHumanCheck,
  AskedHumanCheckNotice,
  useAskedHumanCheck,
} from '../../shared/human-check/index.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../shared/i18n/intl.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { Card, useFocusHeading } from '../../shared/ui/index.ts';
import styles from './do-not-call.module.css';
import {
  type DoNotCallPageKey,
  trackDoNotCallPage,
  trackPhoneError,
} from './do-not-call-analytics.ts';
import { DoNotCallForm } from './do-not-call-form.tsx';
import { DoNotCallError, DoNotCallThankYou } from './do-not-call-results.tsx';

import { doNotCallCatalog } from './messages/index.ts';
import { sendDoNotCall } from './send-do-not-call.ts';

type View =
  | {
      kind: 'landing';
      serverError?: FieldErrorCode;
      tooMany?: boolean;
      returned?: boolean;
      /** The server asked for a human check: it runs in the form, its proof goes with Continue. */
      humanCheck?: boolean;
    }
  | { kind: 'thankYou'; registration: CareDoNotCallResult }
  | { kind: 'error' };

const PAGE_KEYS: Record<View['kind'], DoNotCallPageKey> = {
  landing: 'dncLanding',
  thankYou: 'dncThankYou',
  error: 'dncError',
};

/**
 * `/donotcall` (flows §8.3): the phone number to stop calling, then a thank-you page with the
 * date calls stop by, or an error page giving the do-not-call phone number. A captcha only when
 * the server asks for one (past the hour's requests for the number or from the address): a
 * human check runs in the form, and Continue sends its proof; a refused proof gets a new check
 * ("captcha wrong, retry").
 */
export function DoNotCallPage() {
  return (
    <CatalogLayer catalog={doNotCallCatalog}>
      <DoNotCallFlow />
    </CatalogLayer>
  );
}

function DoNotCallFlow() {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const [view, setView] = useState<View>({ kind: 'landing' });
  const [busy, setBusy] = useState(false);
  const humanCheck = useAskedHumanCheck();
  const pageKey = PAGE_KEYS[view.kind];

  useEffect(() => {
    trackDoNotCallPage(services.dataLayer, pageKey);
  }, [services.dataLayer, pageKey]);

  const send = async (digits: string) => {
    setBusy(true);
    const outcome = await sendDoNotCall(services, digits, locale, humanCheck.takeProof());
    if (outcome.kind === 'humanCheck') {
      const shown = await humanCheck.askedBy(outcome.failure);
      setBusy(false);
      setView(shown ? { kind: 'landing', humanCheck: true } : { kind: 'error' });
      return;
    }
    setBusy(false);
    switch (outcome.kind) {
      case 'registered':
        setView({ kind: 'thankYou', registration: outcome.registration });
        return;
      case 'invalid':
        setView({ kind: 'landing', serverError: outcome.code });
        return;
      case 'tooMany':
        setView({ kind: 'landing', tooMany: true });
        return;
      case 'failed':
        setView({ kind: 'error' });
        return;
      case 'stopped':
        return;
    }
  };

  const backToLanding = () => setView({ kind: 'landing', returned: true });
  return (
    <Card className={styles.card}>
      {view.kind === 'thankYou' ? (
        <DoNotCallThankYou registration={view.registration} onAnother={backToLanding} />
      ) : view.kind === 'error' ? (
        <DoNotCallError onTryAgain={backToLanding} />
      ) : (
        <Landing
          view={view}
          humanCheck={view.humanCheck ? humanCheck : undefined}
          busy={busy}
          onSubmit={(digits) => void send(digits)}
          onInvalid={(code) => trackPhoneError(services.dataLayer, code)}
        />
      )}
    </Card>
  );
}

function Landing({
  view,
  humanCheck,
  busy,
  onSubmit,
  onInvalid,
}: {
  view: Extract<View, { kind: 'landing' }>;
  humanCheck: AskedHumanCheck | undefined;
  busy: boolean;
  onSubmit(digits: string): void;
  onInvalid(code: FieldErrorCode): void;
}) {
  const t = useT();
  const heading = useFocusHeading(view.returned ?? false);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('route.doNotCall.title')}
      </h1>
      <p className={styles.lead}>{t('doNotCall.landing.lead')}</p>
      <DoNotCallForm
        busy={busy}
        serverError={view.serverError}
        tooMany={view.tooMany ?? false}
        humanCheck={
          humanCheck ? (
            <AskedHumanCheckNotice
              humanCheck={humanCheck}
              title={t('doNotCall.humanCheck.title')}
              reason={t('doNotCall.humanCheck.body')}
              refused={t('doNotCall.humanCheck.refused')}
            />
          ) : null
        }
        onSubmit={onSubmit}
        onInvalid={onInvalid}
      />
    </>
  );
}
