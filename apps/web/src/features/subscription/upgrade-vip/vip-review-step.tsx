import { type CareVipQuoteResult, formatMoney, type Locale } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { OrderAgreementForm } from '../../checkout/flow-kit/index.ts';
import type { VipOrder } from './use-vip-order.ts';

export interface VipReviewStepProps {
  quote: CareVipQuoteResult;
  /** The names of the quoted devices, by their role. */
  deviceNames: { first: string; second: string };
  order: VipOrder;
  /** Why the customer was sent back here (a message id). */
  problem: string | undefined;
  onPlaceOrder(): void;
}

/**
 * Review (flows §4.5): each device in the order the purchase upgrades it (the swapped order when
 * the first is in a trial), what it is charged today, its monthly price and the day VIP starts on
 * it; the total today; the charge agreement, the human check when the checkout asks, Complete.
 */
export function VipReviewStep({
  quote,
  deviceNames,
  order,
  problem,
  onPlaceOrder,
}: VipReviewStepProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const config = useAppConfig();
  return (
    <>
      {problem ? <Alert tone="error">{t(problem, { phone: config.care.phone })}</Alert> : null}
      {quote.devices.length === 2 && quote.devices[0]?.role === 'second' ? (
        <p>{t('vip.review.swapped')}</p>
      ) : null}
      <Summary>
        {quote.devices.map((device) => (
          <SummaryRow key={device.role} label={deviceNames[device.role]}>
            {t('vip.review.device', {
              plan: device.planName,
              today: formatMoney(device.dueToday, locale),
              monthly: formatMoney(device.monthlyPrice, locale),
              starts: formatDay(device.startsOn),
            })}
          </SummaryRow>
        ))}
        <SummaryRow label={t('vip.review.total')}>{formatMoney(quote.dueToday, locale)}</SummaryRow>
      </Summary>
      <OrderAgreementForm
        busy={order.busy}
        tryAgainInAMoment={order.tryAgainInAMoment}
        humanCheck={order.humanCheck}
        onPlaceOrder={onPlaceOrder}
      />
    </>
  );
}
