import type { PresentedOffer } from '@orbit/domain';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { CARD_BRAND_NAMES } from '../../components/card-form/card-brand.ts';
import type { SatelliteCheckoutState } from '../flow/checkout-store.ts';
import { cardNameOf } from '../payment/card-name.ts';
import { vehicleText } from './radio-summary.tsx';

/**
 * The order at a glance on the review step: radio, plan, service address and payment. A streaming
 * plan is not for the radio the link named (ADR 049), so no radio is shown with it.
 */
export function OrderFacts({
  state,
  offer,
}: {
  state: SatelliteCheckoutState;
  offer: PresentedOffer;
}) {
  const t = useT();
  const { radio, customer, payment } = state;
  const vehicle = radio ? vehicleText(radio) : undefined;
  const row = (label: string, value: string) => <SummaryRow label={label}>{value}</SummaryRow>;
  return (
    <Summary>
      {radio && offer.serviceType !== 'streaming'
        ? row(
            t('satellite.review.radio'),
            [vehicle, t('satellite.radio.endingFull', { last4: radio.radioIdLastFour })]
              .filter(Boolean)
              .join(' · '),
          )
        : null}
      {row(t('checkout.review.plan'), offer.packageName)}
      {customer
        ? row(
            t('satellite.review.serviceAddress'),
            `${customer.addressLine1}, ${customer.city}, ${customer.state} ${customer.zip}`,
          )
        : null}
      {customer ? row(t('satellite.review.email'), customer.email) : null}
      {payment
        ? row(
            t('checkout.review.card'),
            payment.kind === 'card'
              ? t('checkout.review.cardEnding', {
                  brand: CARD_BRAND_NAMES[payment.token.brand],
                  last4: payment.token.last4,
                })
              : t('satellite.review.cardOnFile', {
                  brand: cardNameOf(payment.brand),
                  last4: payment.last4,
                }),
          )
        : null}
    </Summary>
  );
}
