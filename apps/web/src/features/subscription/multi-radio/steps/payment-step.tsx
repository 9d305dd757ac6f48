import { addressCountryOf, type Locale } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessageId, failureOf, reportFailure } from '../../../../shared/errors/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert } from '../../../../shared/ui/index.ts';
import { accountQuery } from '../../../account/index.ts';
import { useCardTokenizer } from '../../../billing/index.ts';
import {
  cardTokenFieldProblem,
  type OrderAddress,
  reportHandledError,
  type SatellitePaymentCodes,
  type SatellitePaymentData,
  SatellitePaymentForm,
} from '../../../checkout/flow-kit/index.ts';
import type { PayWith } from '../../../checkout/index.ts';
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
 * Payment: the satellite checkout's payment form — who pays, where the radios are (taxes follow
 * the service address), the card on file of the signed-in owner or a new card, which goes only
 * to the gateway's tokenizer — then the one quote for every radio is asked and review opens.
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
  const tokenizer = useCardTokenizer();
  const phone = services.config.care.phone;
  const [formError, setFormError] = useState(
    cardRefused ? 'multiRadio.error.cardRefused' : undefined,
  );
  const [serverCodes, setServerCodes] = useState<SatellitePaymentCodes>();
  const [busy, setBusy] = useState(false);
  const account = useQuery({ ...accountQuery(useCareCalls(accountCalls)), retry: false }).data;
  const usable = account?.access === 'owner' ? account.paymentMethod : undefined;
  const cardOnFile =
    usable && usable.status !== 'expired'
      ? { brand: usable.type, last4: usable.last4Digits }
      : null;

  /** The new card to its token, or the card on file; undefined when the form shows why not. */
  const cardOf = async (
    data: SatellitePaymentData,
    payWith: PayWith,
  ): Promise<MultiRadioPayment['card'] | undefined> => {
    if (payWith === 'cardOnFile' && cardOnFile) return { kind: 'cardOnFile', ...cardOnFile };
    if (!data.card) {
      setFormError('multiRadio.error.unexpected');
      return undefined;
    }
    try {
      const token = await tokenizer.tokenizeCard({
        ...data.card,
        name: data.nameOnCard,
        postalCode: data.customer.zip,
      });
      return { kind: 'card', token, nameOnCard: data.nameOnCard };
    } catch (error) {
      const failure = failureOf(error);
      reportFailure(services.errors, failure, { name: 'card tokenization', serverFault: 'stay' });
      const blamed = failure.source === 'gateway' ? cardTokenFieldProblem(failure.code) : undefined;
      if (blamed) setServerCodes({ [blamed.field]: blamed.code });
      else setFormError('multiRadio.error.cardRefused');
      return undefined;
    }
  };

  const price = async (data: SatellitePaymentData, payWith: PayWith) => {
    const { customer } = data;
    const card = await cardOf(data, payWith);
    if (!card) return;
    const address: OrderAddress = {
      streetAddress: customer.addressLine1,
      city: customer.city,
      state: customer.state,
      postalCode: customer.zip,
      country: addressCountryOf(services.config.country),
    };
    const quoteAsked = quoteAskedOf(state, address, locale);
    if (!quoteAsked) return setFormError('multiRadio.error.unexpected');
    try {
      await priceOrder(quoteAsked);
    } catch (error) {
      const failure = reportHandledError(services, error, 'multi-radio quote');
      const refusal = multiRadioRefusalOf(failure);
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
      <SatellitePaymentForm
        country={services.config.country}
        cardOnFile={cardOnFile}
        initialValues={
          payment
            ? {
                ...payment.person,
                addressLine1: payment.address.streetAddress,
                city: payment.address.city,
                state: payment.address.state,
                zip: payment.address.postalCode,
              }
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
    </>
  );
}
