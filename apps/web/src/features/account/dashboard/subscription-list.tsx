import type { AccountDevice, AccountSubscription } from '@orbit/domain';
import { useId, useState } from 'react';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Panel, Price, Tile } from '../../../shared/ui/index.ts';
import styles from './dashboard.module.css';
import { useDeviceName } from './device-name.ts';
import { PendingCancellation, SubscriptionActions } from './subscription-actions.tsx';
import { TrialConsentNotice } from './trial-consent-notice.tsx';

/** One card per subscription: each radio's, and streaming-only ones (flows §7.1 subscriptions). */
export function SubscriptionList({
  subscriptions,
  devices,
}: {
  subscriptions: readonly AccountSubscription[];
  devices: readonly AccountDevice[];
}) {
  const t = useT();
  return (
    <Panel title={t('account.subscriptions.title')}>
      {subscriptions.length === 0 ? (
        <p>{t('account.subscriptions.none')}</p>
      ) : (
        <ul className={styles.cards}>
          {subscriptions.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard
                subscription={subscription}
                device={devices.find((device) => device.subscriptionId === subscription.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function SubscriptionCard({
  subscription,
  device,
}: {
  subscription: AccountSubscription;
  device: AccountDevice | undefined;
}) {
  const t = useT();
  const day = useFormatDay();
  const nameOf = useDeviceName();
  const titleId = useId();
  const [kept, setKept] = useState(false);
  const pendingEnd = subscription.isCancelledAtEndOfCurrentTerm ? subscription.serviceEndsOn : null;
  const what =
    subscription.serviceType === 'streaming'
      ? t('account.subscription.streaming')
      : device
        ? t('account.subscription.onRadio', { name: nameOf(device), last4: device.radioIdLastFour })
        : t('account.subscription.radio', { last4: subscription.last4DigitsOfRadioId ?? '' });
  return (
    <Tile
      as="article"
      className={styles.item}
      data-status={subscription.status}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.itemTitle}>
        {subscription.planName}
      </h3>
      <p className={styles.itemMeta}>{what}</p>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('account.subscription.status')}</dt>
          <dd>
            <span className={styles.badge} data-tone={statusTone(subscription)}>
              {t(`account.subscription.status.${subscription.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('account.subscription.phase')}</dt>
          <dd>{t(`account.subscription.phase.${subscription.phase}`)}</dd>
        </div>
        <div>
          <dt>{t('account.subscription.price')}</dt>
          <dd>
            <Price
              amount={subscription.price}
              suffix={t('account.subscription.perTerm', { months: subscription.termMonths })}
            />
          </dd>
        </div>
        {subscription.renewalDate && subscription.status !== 'Closed' ? (
          <div>
            <dt>
              {t(
                subscription.isCancelledAtEndOfCurrentTerm
                  ? 'account.subscription.ends'
                  : 'account.subscription.renews',
              )}
            </dt>
            <dd>{day(subscription.renewalDate)}</dd>
          </div>
        ) : null}
      </dl>
      {subscription.inactiveReason === 'nonPay' ? (
        <p className={styles.itemNote}>{t('account.subscription.nonPay')}</p>
      ) : null}
      <TrialConsentNotice subscription={subscription} />
      {kept && !pendingEnd ? <Alert tone="success">{t('account.subscription.kept')}</Alert> : null}
      {pendingEnd ? (
        <PendingCancellation
          subscription={subscription}
          endsOn={pendingEnd}
          onKept={() => setKept(true)}
        />
      ) : subscription.billedBy ? (
        // Its partner bills it (ADR 077): paid, changed and cancelled there, no doors here.
        <p className={styles.itemBilledBy}>
          {t('account.subscription.billedBy', { partnerName: subscription.billedBy.partnerName })}
        </p>
      ) : subscription.status === 'Active' ? (
        <SubscriptionActions subscription={subscription} />
      ) : null}
    </Tile>
  );
}

function statusTone(subscription: AccountSubscription): 'good' | 'warn' | 'muted' {
  if (subscription.status === 'Active') return 'good';
  if (subscription.status === 'Suspended') return 'warn';
  return 'muted';
}
