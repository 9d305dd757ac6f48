import type { CareCustomerEmailResult } from '@orbit/domain';
import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Button, ButtonLink, Dialog } from '../../../../shared/ui/index.ts';
import styles from '../checkout.module.css';
import { existingSubscriptionCatalog } from './messages/index.ts';

export interface ExistingSubscriptionDialogProps {
  /** What `identity/customer/email` found; the dialog is open while this is set. */
  found: CareCustomerEmailResult | undefined;
  /** The player app (smart link): where "Listen" goes for a streaming subscription. */
  listenUrl: string;
  /** Buy a plan to follow this trial (flows §2.1 step 3b). */
  onSubscribeTrial(subscriptionId: string): void;
  /** "Use a different email": back to the form. */
  onClose(): void;
  busy?: boolean;
  /** Shown instead of the lists while the customer proves a trial is theirs (LPZ). */
  verification?: ReactNode;
}

/**
 * "We found your subscription": the email already streams (masked email, plan, a Listen link),
 * or has trials that can be followed by a paid plan (Subscribe, once the customer proves the
 * account is theirs: `verification`, in the same dialog).
 */
export function ExistingSubscriptionDialog(props: ExistingSubscriptionDialogProps) {
  return (
    <CatalogLayer catalog={existingSubscriptionCatalog}>
      <FoundSubscriptions {...props} />
    </CatalogLayer>
  );
}

function FoundSubscriptions({
  found,
  listenUrl,
  onSubscribeTrial,
  onClose,
  busy = false,
  verification,
}: ExistingSubscriptionDialogProps) {
  const t = useT();
  const streaming = found?.streamingSubscriptions ?? [];
  const trials = found?.trialSubscriptions ?? [];
  return (
    <Dialog
      open={found !== undefined}
      title={t('checkout.existing.title', { count: streaming.length + trials.length })}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('checkout.existing.otherEmail')}
        </Button>
      }
    >
      {verification ?? (
        <SubscriptionLists
          streaming={streaming}
          trials={trials}
          listenUrl={listenUrl}
          onSubscribeTrial={onSubscribeTrial}
          busy={busy}
        />
      )}
    </Dialog>
  );
}

function SubscriptionLists({
  streaming,
  trials,
  listenUrl,
  onSubscribeTrial,
  busy,
}: {
  streaming: CareCustomerEmailResult['streamingSubscriptions'];
  trials: CareCustomerEmailResult['trialSubscriptions'];
  listenUrl: string;
  onSubscribeTrial(subscriptionId: string): void;
  busy: boolean;
}) {
  const t = useT();
  return (
    <>
      {streaming.length > 0 ? (
        <>
          <p>{t('checkout.existing.streamingLead')}</p>
          <ul className={styles.list}>
            {streaming.map((subscription) => (
              <li key={subscription.subscriptionId} className={styles.listItem}>
                <p>
                  <strong>{subscription.planName}</strong>
                  <br />
                  {subscription.maskedEmail}
                </p>
                <ButtonLink
                  href={listenUrl}
                  aria-label={t('checkout.existing.listenTo', { plan: subscription.planName })}
                >
                  {t('checkout.existing.listen')}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {trials.length > 0 ? (
        <>
          <p>{t('checkout.existing.trialLead')}</p>
          <p>{t('checkout.existing.trialVerify')}</p>
          <ul className={styles.list}>
            {trials.map((trial) => (
              <li key={trial.subscriptionId} className={styles.listItem}>
                <p>
                  <strong>{trial.planName}</strong>
                  <br />
                  {trial.maskedEmail}
                  {trial.radioIdLastFour
                    ? ` · ${t('checkout.existing.radio', { last4: trial.radioIdLastFour })}`
                    : null}
                </p>
                <Button
                  disabled={busy}
                  onClick={() => onSubscribeTrial(trial.subscriptionId)}
                  aria-label={t('checkout.existing.subscribeTo', { plan: trial.planName })}
                >
                  {t('checkout.existing.subscribe')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
