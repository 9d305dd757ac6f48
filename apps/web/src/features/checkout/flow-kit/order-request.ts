import type { CardToken } from '@orbit/domain';

/** Where the service is, as the quote and the order carry it. */
export interface OrderAddress {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
}

/** Who the service address belongs to. */
export interface OrderPerson {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/**
 * The order's service address: the place and the person (always a person in checkout). Only the
 * person's own fields are taken, whatever else the flow's details carry.
 */
export function orderServiceAddressOf(address: OrderAddress, person: OrderPerson) {
  const { firstName, lastName, phone, email } = person;
  return { ...address, firstName, lastName, phone, email, addressType: 'person' as const };
}

/** The codes the customer came with, sent only when there are any. */
export function orderCodesOf(codes: {
  promoCode: string | undefined;
  programCode: string | undefined;
}): { marketingPromoCode?: string; programCode?: string } {
  return {
    ...(codes.promoCode ? { marketingPromoCode: codes.promoCode } : {}),
    ...(codes.programCode ? { programCode: codes.programCode } : {}),
  };
}

/**
 * A new card's payment: the gateway's token and the name on it (never the number), with the
 * attempt's transaction id — the purchase call's Idempotency-Key.
 */
export function newCardPaymentOf(
  card: { token: CardToken; nameOnCard: string },
  transactionId: string,
) {
  return {
    useCardOnFile: false as const,
    paymentType: 'creditCard' as const,
    cardInfo: { cardToken: card.token.token, nameOnCard: card.nameOnCard },
    transactionId,
  };
}
