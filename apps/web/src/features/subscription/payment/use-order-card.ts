import type { CardToken } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { accountQuery } from '../../account/index.ts';
import { useCardTokenizer } from '../../billing/index.ts';
import {
  cardTokenFieldProblem,
  type SatellitePaymentCodes,
  type SatellitePaymentData,
} from '../../checkout/flow-kit/index.ts';
import type { PayWith } from '../../checkout/index.ts';

/** How an order is paid: a new card's token and the name on it, or the card on file. */
export type OrderCard =
  | { kind: 'card'; token: CardToken; nameOnCard: string }
  | { kind: 'cardOnFile'; brand: string; last4: string };

export interface OrderCardProblems {
  /** The form shows this message (the card was refused, or nothing to pay with). */
  onFormError(messageId: 'cardRefused' | 'unexpected'): void;
  /** The gateway blamed one field of the card. */
  onFieldCodes(codes: SatellitePaymentCodes): void;
}

/**
 * The payment step's card, as every subscription order takes it: the signed-in owner's usable card
 * on file (`POST /account` answers it to its owner only), else the new card typed, which goes only
 * to the gateway's tokenizer. `accountProven` says whether the account may be asked at all.
 */
export function useOrderCard(accountProven: boolean, problems: OrderCardProblems) {
  const services = useAppServices();
  const tokenizer = useCardTokenizer();
  const accountRead = useQuery({
    ...accountQuery(useCareCalls(accountCalls)),
    retry: false,
    enabled: accountProven,
  });
  const account = accountRead.data;
  const usable = account?.access === 'owner' ? account.paymentMethod : undefined;
  const cardOnFile =
    usable && usable.status !== 'expired'
      ? { brand: usable.type, last4: usable.last4Digits }
      : null;

  /** The new card to its token, or the card on file; undefined when the form shows why not. */
  const cardOf = async (
    data: SatellitePaymentData,
    payWith: PayWith,
  ): Promise<OrderCard | undefined> => {
    if (payWith === 'cardOnFile' && cardOnFile) return { kind: 'cardOnFile', ...cardOnFile };
    if (!data.card) {
      problems.onFormError('unexpected');
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
      if (blamed) problems.onFieldCodes({ [blamed.field]: blamed.code });
      else problems.onFormError('cardRefused');
      return undefined;
    }
  };
  return { account, accountPending: accountProven && accountRead.isPending, cardOnFile, cardOf };
}
