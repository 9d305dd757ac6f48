import { formatMoney, type Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Card } from '../../../../shared/ui/index.ts';
import { ListenNow } from '../../../checkout/flow-kit/index.ts';
import styles from '../upgrade-vip.module.css';
import { vipPathOf } from '../vip-link.ts';
import { placedVipUpdateQuery } from './vip-update-queries.ts';

/**
 * Thanks (flows §4.5): the plan the bundle moves to and the day it takes over on both devices,
 * what was charged today and the order; Listen now (ADR 050). Without an answer in this visit (a
 * reload), the update page.
 */
export function VipUpdateThanks({ placedAs }: { placedAs: string | undefined }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const heading = useRef<HTMLHeadingElement>(null);
  const placed = useQuery(placedVipUpdateQuery(placedAs)).data;
  useEffect(() => heading.current?.focus(), []);
  if (!placed) return <Navigate to={vipPathOf('update')} replace />;
  return (
    <Card className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('vip.update.thanks.title')}
      </h1>
      <p className={styles.lead}>
        {t('vip.update.thanks.body', { day: formatDay(placed.startsOn) })}
      </p>
      <p className={styles.orderLine}>
        {placed.charged.amountMinor > 0
          ? t('vip.update.thanks.charged', { amount: formatMoney(placed.charged, locale) })
          : t('vip.update.thanks.nothingToday')}{' '}
        {placed.orderId ? t('vip.thanks.order', { orderId: placed.orderId }) : null}
      </p>
      <ListenNow subscriptionId={placed.primarySubscriptionId} />
    </Card>
  );
}
