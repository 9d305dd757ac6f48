import type { CareRenewalQuoteRequest, Locale } from '@orbit/domain';
import { useState } from 'react';
import { failureMessageId } from '../../../../shared/errors/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert } from '../../../../shared/ui/index.ts';
import {
  orderAddressOfPayment,
  reportHandledError,
  type SatellitePaymentCodes,
  type SatellitePaymentData,
  SatellitePaymentForm,
  satellitePaymentValuesOf,
} from '../../../checkout/flow-kit/index.ts';
import type { PayWith } from '../../../checkout/index.ts';
import { useOrderCard } from '../../payment/use-order-card.ts';
import { askRenewalQuote } from '../renewal-queries.ts';
import type { RenewalBounce, RenewalPayment } from '../renewal-store.ts';
import { type RenewalRefusal, renewalRefusalOf } from './renewal-refusal.ts';

export interface PaymentStepProps {
  /** The renewal priced: campaign, choice and radio, without the address typed here. */
  renewalAsked: Omit<CareRenewalQuoteRequest, 'serviceAddress' | 'locale'>;
  payment: RenewalPayment | undefined;
  /** The account found is proven: `POST /account` may answer it (with its card, for its owner). */
  accountVerified: boolean;
  bounce: RenewalBounce | undefined;
  onPriced(payment: RenewalPayment, renewalQuoteAsked: CareRenewalQuoteRequest): void;
  /** The quote was refused for a reason another step answers (the choice, the radio). */
  onRefused(refusal: Exclude<RenewalRefusal, 'card' | 'unexpected' | 'stopped'>): void;
}

const BOUNCES: Partial<Record<RenewalBounce, string>> = {
  card: 'renewal.error.cardRefused',
  unexpected: 'renewal.error.unexpected',
};

/**
 * Payment (flows §4.1): the satellite checkout's payment form — who the radio belongs to, where
 * it is (taxes follow it), the card, which goes only to the gateway's tokenizer — then
 * `quotes/renewal` prices the renewal at that address and review opens. The account found by a
 * lookup shows no address or card, so both are typed here; the card on file is offered first to
 * its signed-in owner (`POST /account` answers them with it), the only caller the server lets
 * charge it.
 */
export function PaymentStep({
  renewalAsked,
  payment,
  accountVerified,
  bounce,
  onPriced,
  onRefused,
}: PaymentStepProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const phone = services.config.care.phone;
  const [formError, setFormError] = useState(bounce ? BOUNCES[bounce] : undefined);
  const [serverCodes, setServerCodes] = useState<SatellitePaymentCodes>();
  const [busy, setBusy] = useState(false);
  // Anyone else is answered a refusal, or an account without its card: a new card, then.
  const { accountPending, cardOnFile, cardOf } = useOrderCard(accountVerified, {
    onFormError: (problem) => setFormError(`renewal.error.${problem}`),
    onFieldCodes: setServerCodes,
  });

  const price = async (data: SatellitePaymentData, payWith: PayWith) => {
    const { customer } = data;
    const card = await cardOf(data, payWith);
    if (!card) return;
    const address = orderAddressOfPayment(customer, services.config.country);
    const request: CareRenewalQuoteRequest = { ...renewalAsked, serviceAddress: address, locale };
    try {
      await askRenewalQuote(services, request);
    } catch (error) {
      const failure = reportHandledError(services, error, 'renewal quote');
      const refusal = renewalRefusalOf(failure);
      if (refusal === 'stopped') return;
      if (refusal === 'card' || refusal === 'unexpected') {
        return setFormError(failureMessageId(failure, 'renewal.error.unexpected'));
      }
      return onRefused(refusal);
    }
    const { firstName, lastName, email, phone: customerPhone } = customer;
    onPriced(
      {
        person: { firstName, lastName, email, phone: customerPhone },
        address,
        card,
      },
      request,
    );
  };

  return (
    <>
      <p>{t('renewal.payment.lead')}</p>
      {formError ? <Alert tone="error">{t(formError, { phone })}</Alert> : null}
      {/* The form opens on the card on file when there is one: it waits for the answer. */}
      {accountPending ? null : (
        <SatellitePaymentForm
          country={services.config.country}
          cardOnFile={cardOnFile}
          initialValues={payment ? satellitePaymentValuesOf(payment) : undefined}
          serverCodes={serverCodes}
          busy={busy}
          submitLabel={t('renewal.continue')}
          now={() => new Date(services.sdk.runtime.now())}
          onSubmit={(data, payWith) => {
            setBusy(true);
            setFormError(undefined);
            setServerCodes(undefined);
            void price(data, payWith).finally(() => setBusy(false));
          }}
        />
      )}
    </>
  );
}
