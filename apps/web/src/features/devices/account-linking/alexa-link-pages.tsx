import type { AccountSubscription } from '@orbit/domain';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, buttonClassName, Card, SelectField } from '../../../shared/ui/index.ts';
import { AccountGuard, useGuardedAccount } from '../../account/index.ts';
import styles from './account-linking.module.css';
import { ALEXA_FAILURES, ALEXA_PATH, type AlexaFailure } from './alexa-link-flow.ts';
import { ScopeList } from './google-link-pages.tsx';
import { useAlexaLink } from './use-alexa-link.ts';

/**
 * `subscribe/linking/device-link-amazon` (flows §8.4, ADR 076): behind the account's door (any
 * sign-in method), a customer with a subscription links Alexa by signing in to Amazon in a popup.
 */
export function AlexaLanding() {
  return (
    <AccountGuard>
      <AlexaLandingCard />
    </AccountGuard>
  );
}

/** A subscription as the customer knows it: its plan and, on a radio, the radio's last digits. */
function useSubscriptionLabel() {
  const t = useT();
  return (subscription: AccountSubscription): string => {
    const radio = subscription.last4DigitsOfRadioId;
    return radio
      ? t('alexa.landing.planOnRadio', { plan: subscription.planName, radio })
      : subscription.planName;
  };
}

function AlexaLandingCard() {
  const t = useT();
  const { account, canManage } = useGuardedAccount();
  const subscriptionLabel = useSubscriptionLabel();
  const active = account.subscriptions.filter((subscription) => subscription.isActive);
  const only = active.length === 1 ? active[0] : undefined;
  const [chosen, setChosen] = useState(active[0]?.id ?? '');
  const { step, start } = useAlexaLink(canManage && chosen ? chosen : undefined);
  const working = step === 'signingIn' || step === 'linking';

  let action: ReactNode;
  if (!canManage) {
    action = (
      <Alert tone="warning" title={t('alexa.landing.ownerOnly.title')}>
        <p>{t('alexa.landing.ownerOnly.body')}</p>
      </Alert>
    );
  } else if (active.length === 0) {
    action = (
      <Alert tone="warning" title={t('alexa.landing.noPlan.title')}>
        <p>{t('alexa.landing.noPlan.body')}</p>
        <p>
          <Link to="/subscribe/checkout/purchase/streaming/organic">
            {t('alexa.landing.noPlan.action')}
          </Link>
        </p>
      </Alert>
    );
  } else {
    action = (
      <>
        {active.length > 1 || !only ? (
          <SelectField
            label={t('alexa.landing.subscription')}
            options={active.map((subscription) => ({
              value: subscription.id,
              label: subscriptionLabel(subscription),
            }))}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={working}
          />
        ) : (
          <p>{t('alexa.landing.oneSubscription', { plan: subscriptionLabel(only) })}</p>
        )}
        {step === 'blocked' ? <Alert tone="warning">{t('alexa.landing.blocked')}</Alert> : null}
        <p role="status" className={styles.fine}>
          {step === 'signingIn' ? t('alexa.landing.signingIn') : null}
          {step === 'linking' ? t('alexa.landing.linking') : null}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => void start()} disabled={working} aria-busy={working || undefined}>
            {t('alexa.landing.start')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{t('route.deviceLinkAmazon.title')}</h1>
      <p className={styles.lead}>{t('alexa.lead')}</p>
      <section className={styles.section} aria-labelledby="alexa-what">
        <h2 id="alexa-what" className={styles.subhead}>
          {t('alexa.what.title')}
        </h2>
        <ScopeList />
        <p className={styles.fine}>{t('alexa.what.notShared')}</p>
      </section>
      <section className={styles.section} aria-labelledby="alexa-how">
        <h2 id="alexa-how" className={styles.subhead}>
          {t('alexa.how.title')}
        </h2>
        <p>{t('alexa.how.body')}</p>
        {action}
      </section>
    </Card>
  );
}

function reasonOf(search: string): AlexaFailure {
  const reason = new URLSearchParams(search).get('reason');
  return (ALEXA_FAILURES as readonly string[]).includes(reason ?? '')
    ? (reason as AlexaFailure)
    : 'failed';
}

/** `…/device-link-amazon/error?reason=`: why nothing was linked, and a way to try again. */
export function AlexaError() {
  const t = useT();
  const { search } = useLocation();
  const reason = reasonOf(search);
  return (
    <Card className={styles.card}>
      <h1>{t('alexa.error.title')}</h1>
      <Alert tone={reason === 'declined' ? 'warning' : 'error'}>{t(`alexa.error.${reason}`)}</Alert>
      <div className={styles.actions}>
        <Link to={ALEXA_PATH} className={buttonClassName('primary')}>
          {t('alexa.error.retry')}
        </Link>
        <Link to="/subscribe/linking">{t('google.success.hub')}</Link>
      </div>
    </Card>
  );
}
