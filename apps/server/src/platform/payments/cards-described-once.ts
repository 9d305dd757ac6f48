import type { CardDetails, PaymentGateway } from './payment-gateway.ts';

/**
 * The gateway as one request sees it: a token it described once is not asked about again in that
 * request. A purchase with a new card describes it for its money lock (the card's fingerprint),
 * for the card it keeps and for its checks; a token's card does not change while one request
 * runs (a new expiry recorded through this gateway is asked again). Everything else is the
 * gateway's own.
 */
export function cardsDescribedOnce(gateway: PaymentGateway): PaymentGateway {
  const described = new Map<string, Promise<CardDetails | undefined>>();
  const { updateCardExpiry } = gateway;
  return {
    name: gateway.name,
    describeCard(token) {
      let card = described.get(token);
      if (!card) {
        card = gateway.describeCard(token);
        described.set(token, card);
        // A failed answer is not kept: the next ask tries again.
        card.catch(() => described.delete(token));
      }
      return card;
    },
    tokensWithFingerprint: (fingerprint) => gateway.tokensWithFingerprint(fingerprint),
    charge: (request) => gateway.charge(request),
    refund: (chargeId) => gateway.refund(chargeId),
    refundPart: (request) => gateway.refundPart(request),
    takenCharges: (query) => gateway.takenCharges(query),
    ...(updateCardExpiry
      ? {
          updateCardExpiry(token: string, expMonth: number, expYear: number) {
            described.delete(token);
            return updateCardExpiry.call(gateway, token, expMonth, expYear);
          },
        }
      : {}),
  };
}
