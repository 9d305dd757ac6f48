import type { Locale } from '@orbit/domain';
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
import { multiRadioRefusalOf } from '../multi-radio-refusal.ts';
import {
  type MultiRadioPayment,
  type MultiRadioQuoteAsked,
  type MultiRadioState,
  quoteAskedOf,
  type RefusedRadio,
} from '../multi-radio-store.ts';

export interface PaymentStepProps {
  /** The order so far: the account, its radios and plans, the payment typed before. */
  state: MultiRadioState;
  /** Asks the one quote (the page keeps it for review); a refusal is thrown. */
  priceOrder(quoteAsked: MultiRadioQuoteAsked): Promise<unknown>;
  /** Sent back here by a declined card: say so above the form. */
  cardRefused: boolean;
  onPriced(payment: MultiRadioPayment, quoteAsked: MultiRadioQuoteAsked): void;
  /** A radio cannot take its plan: the plans step says which and why. */
  onRefused(radio: RefusedRadio): void;
}

/**
 * Payment: the satellite checkout's payment form — who pays, the billing address of a new card,
 * the card on file of the signed-in owner or a new card, which goes only to the gateway's
 * tokenizer — then the one quote for every radio is asked (taxed by the account's service
 * address, the server's to know) and review opens.
 */
export function PaymentStep({
  state,
  priceOrder,
  cardRefused,
  onPriced,
  onRefused,
}: PaymentStepProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const phone = services.config.care.phone;
  const [formError, setFormError] = useState(
    cardRefused ? 'multiRadio.error.cardRefused' : undefined,
  );
  const [serverCodes, setServerCodes] = useState<SatellitePaymentCodes>();
  const [busy, setBusy] = useState(false);
  const { account, accountPending, cardOnFile, cardOf } = useOrderCard(true, {
    onFormError: (problem) => setFormError(`multiRadio.error.${problem}`),
    onFieldCodes: setServerCodes,
  });

  const price = async (data: SatellitePaymentData, payWith: PayWith) => {
    const { customer } = data;
    const card = await cardOf(data, payWith);
    if (!card) return;
    const address = orderAddressOfPayment(customer, services.config.country);
    const quoteAsked = quoteAskedOf(state, locale);
    if (!quoteAsked) return setFormError('multiRadio.error.unexpected');
    try {
      await priceOrder(quoteAsked);
    } catch (error) {
      const failure = reportHandledError(services, error, 'multi-radio quote');
      const refusal = multiRadioRefusalOf(failure, quoteAsked.radios);
      if (refusal.kind === 'stopped') return;
      if (refusal.kind === 'refused') return onRefused(refusal.radio);
      return setFormError(failureMessageId(failure, 'multiRadio.error.unexpected'));
    }
    const { firstName, lastName, email, phone: customerPhone } = customer;
    onPriced(
      { person: { firstName, lastName, email, phone: customerPhone }, address, card },
      quoteAsked,
    );
  };

  const payment = state.payment;
  return (
    <>
      {formError ? <Alert tone="error">{t(formError, { phone })}</Alert> : null}
      {/* The form opens on the card on file and the owner's details: it waits for the account. */}
      {accountPending ? null : (
        <SatellitePaymentForm
          country={services.config.country}
          cardOnFile={cardOnFile}
          initialValues={
            payment
              ? satellitePaymentValuesOf(payment)
              : account && account.access === 'owner'
                ? {
                    firstName: account.firstName,
                    lastName: account.lastName,
                    email: account.email ?? '',
                    phone: account.phone ?? '',
                    addressLine1: account.serviceAddress?.addressLine1 ?? '',
                    city: account.serviceAddress?.city ?? '',
                    state: account.serviceAddress?.state ?? '',
                    zip: account.serviceAddress?.zip ?? '',
                  }
                : undefined
          }
          serverCodes={serverCodes}
          busy={busy}
          submitLabel={t('multiRadio.continue')}
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
