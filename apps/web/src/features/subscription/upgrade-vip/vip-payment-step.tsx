import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { accountQuery } from '../../account/index.ts';
import { useCardTokenizer } from '../../billing/index.ts';
import {
  cardTokenFieldProblem,
  type SatellitePaymentCodes,
  type SatellitePaymentData,
  SatellitePaymentForm,
} from '../../checkout/flow-kit/index.ts';
import type { PayWith } from '../../checkout/index.ts';
import type { VipBounce, VipCard, VipState } from './vip-store.ts';

export interface VipPaymentStepProps {
  bounce: VipBounce | undefined;
  payer: VipState['payer'];
  onPaid(card: VipCard, payer: SatellitePaymentData['customer']): void;
}

/**
 * Payment (flows §4.5): the card on file is offered first to the account's signed-in owner
 * (`POST /account` answers them with it; the server charges it for nobody else); anyone else
 * types a new card, which goes only to the gateway's tokenizer (the satellite checkout's form, as
 * renewal uses it: the card's zip is part of its check).
 */
export function VipPaymentStep({ bounce, payer, onPaid }: VipPaymentStepProps) {
  const t = useT();
  const services = useAppServices();
  const tokenizer = useCardTokenizer();
  const [formError, setFormError] = useState(
    bounce === 'card' ? 'vip.error.cardRefused' : undefined,
  );
  const [serverCodes, setServerCodes] = useState<SatellitePaymentCodes>();
  const [busy, setBusy] = useState(false);
  const accountRead = useQuery({ ...accountQuery(useCareCalls(accountCalls)), retry: false });
  const account = accountRead.data;
  const usable = account?.access === 'owner' ? account.paymentMethod : undefined;
  const cardOnFile =
    usable && usable.status !== 'expired'
      ? { brand: usable.type, last4: usable.last4Digits }
      : null;

  const pay = async (data: SatellitePaymentData, payWith: PayWith) => {
    if (payWith === 'cardOnFile' && cardOnFile)
      return onPaid({ kind: 'cardOnFile', ...cardOnFile }, data.customer);
    if (!data.card) return setFormError('vip.error.unexpected');
    try {
      const token = await tokenizer.tokenizeCard({
        ...data.card,
        name: data.nameOnCard,
        postalCode: data.customer.zip,
      });
      onPaid({ kind: 'card', token, nameOnCard: data.nameOnCard }, data.customer);
    } catch (error) {
      const failure = failureOf(error);
      reportFailure(services.errors, failure, { name: 'card tokenization', serverFault: 'stay' });
      const blamed = failure.source === 'gateway' ? cardTokenFieldProblem(failure.code) : undefined;
      if (blamed) setServerCodes({ [blamed.field]: blamed.code });
      else setFormError('vip.error.cardRefused');
    }
  };

  return (
    <>
      <p>{t('vip.payment.lead')}</p>
      {formError ? (
        <Alert tone="error">{t(formError, { phone: services.config.care.phone })}</Alert>
      ) : null}
      {accountRead.isPending ? null : (
        <SatellitePaymentForm
          country={services.config.country}
          cardOnFile={cardOnFile}
          initialValues={payer}
          serverCodes={serverCodes}
          busy={busy}
          submitLabel={t('vip.continue')}
          now={() => new Date(services.sdk.runtime.now())}
          onSubmit={(data, payWith) => {
            setBusy(true);
            setFormError(undefined);
            setServerCodes(undefined);
            void pay(data, payWith).finally(() => setBusy(false));
          }}
        />
      )}
    </>
  );
}
