import { queryOptions } from '@tanstack/react-query';
import { checkoutKeys, type SelfPayOffersAsked } from '../checkout-queries.ts';
import { loadSelfPayOffers, type SelfPayClients } from './self-pay-offers.ts';

/**
 * The self-pay page's offers, through the SDK's eligibility service on whatever session the SDK
 * holds (started first), read again each time the page opens. Under the checkout's offers key and
 * kept for the visit, so the organic flow it hands over to reads the offers shown (`offersQuery`
 * with `{ call: 'selfPay' }`).
 */
export function selfPayOffersQuery(
  clients: SelfPayClients,
  asked: SelfPayOffersAsked,
  sessionStarted: () => Promise<unknown>,
) {
  return queryOptions({
    queryKey: checkoutKeys.offers({ call: 'selfPay', query: asked }),
    queryFn: async ({ signal }) => {
      await sessionStarted();
      return loadSelfPayOffers(clients, asked, signal);
    },
    gcTime: Number.POSITIVE_INFINITY,
  });
}
