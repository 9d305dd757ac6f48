import type { Money, PresentedOffer } from '@orbit/domain';

/**
 * The landing's promise (flows §4.2): "first N months for $X" when every plan opens with the same
 * introductory months at the same price; otherwise (an MCP promo of differing offers) null, and
 * the page says "choose from these offers".
 */
export function sharedIntroOf(
  offers: readonly PresentedOffer[],
): { months: number; price: Money } | null {
  const intros = offers.map((offer) => {
    const [first] = offer.phases;
    if (!first || first.type === 'AutoRenewing' || first.duration.kind !== 'finite') return null;
    return { months: first.duration.months, price: first.price.total };
  });
  const [lead] = intros;
  if (!lead) return null;
  const same = intros.every(
    (intro) =>
      intro !== null &&
      intro.months === lead.months &&
      intro.price.amountMinor === lead.price.amountMinor &&
      intro.price.currency === lead.price.currency,
  );
  return same ? lead : null;
}

/** Where the pick continues: the targeted satellite checkout, naming the radio and the plan. */
export const TARGETED_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/targeted/new';

export function checkoutLinkOf(input: {
  programCode: string;
  planCode: string;
  radioId: string;
  accountNumber: string;
}): string {
  const query = new URLSearchParams({
    programcode: input.programCode,
    radioid: input.radioId,
    act: input.accountNumber,
    plancode: input.planCode,
  });
  return `${TARGETED_CHECKOUT_PATH}?${query.toString()}`;
}
