import { formatMoney, type Locale, type PurchaseVipResult } from '@orbit/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { ListenNow } from '../../checkout/flow-kit/index.ts';
import styles from './upgrade-vip.module.css';

export interface VipThanksProps {
  result: PurchaseVipResult;
  /** The order is being sent again for the device that failed. */
  retrying: boolean;
  onRetry(): void;
  /** The second device joined a first already on Platinum VIP (`add-second-radio`). */
  addedSecond?: boolean;
}

/**
 * Thanks (flows §4.5): each device's outcome. PARTIAL: the first stands (VIP runs on it); the
 * other can be tried again — a new order, with a new transaction id, where the first comes back
 * `alreadyVip` and is not charged again.
 */
export function VipThanks({ result, retrying, onRetry, addedSecond = false }: VipThanksProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const partial = result.status === 'PARTIAL';
  return (
    <Card className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t(
          partial
            ? 'vip.thanks.partialTitle'
            : addedSecond
              ? 'vip.thanks.secondTitle'
              : 'vip.thanks.title',
        )}
      </h1>
      <ul className={styles.outcomes}>
        {result.devices.map((device) => (
          <li key={device.role}>
            {t(`vip.outcome.${device.outcome}`, {
              lastFour: device.radioIdLastFour ?? '',
              charged: device.charged?.amountMinor ? formatMoney(device.charged, locale) : 'none',
            })}
            {device.orderId ? ` ${t('vip.thanks.order', { orderId: device.orderId })}` : null}
          </li>
        ))}
      </ul>
      {partial ? (
        <>
          <Alert tone="warning">{t('vip.thanks.partialBody')}</Alert>
          <div className={styles.actions}>
            <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
              {t('vip.thanks.retry')}
            </Button>
          </div>
        </>
      ) : null}
      <ListenNow subscriptionId={result.bundle?.primarySubscriptionId} />
    </Card>
  );
}
