import type { ChargeRequest, PartialRefundRequest, PaymentGateway } from './payment-gateway.ts';

/**
 * Holds whoever arrives until each of `expected` requests has either arrived or been answered
 * (`settled`): the last one in opens it. No timer is involved.
 */
function arrivalGate(expected: number) {
  let arrived = 0;
  let settled = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const openIfAllThere = () => {
    if (arrived + settled >= expected) open();
  };
  return {
    async arrive() {
      arrived += 1;
      openIfAllThere();
      await opened;
    },
    /** One of the requests was answered. */
    settled() {
      settled += 1;
      openIfAllThere();
    },
  };
}

type ArrivalGate = ReturnType<typeof arrivalGate>;

/**
 * Test helper: a gateway that notes every charge and refund asked of the one it wraps (the
 * sandbox keeps one row per idempotency key, so only this tells how often a charge was tried).
 *
 * `holdCharges(expected)` (and `holdCardLookups`) make it answer like a real gateway under load,
 * slowly: each call waits until every one of `expected` requests has either reached one or been
 * answered, so requests racing for one decision all get to race, whatever order the database
 * runs them in.
 */
export function countingGateway(inner: PaymentGateway) {
  const charges: ChargeRequest[] = [];
  const refunds: string[] = [];
  const partialRefunds: PartialRefundRequest[] = [];
  let chargeGate: ArrivalGate | undefined;
  let lookupGate: ArrivalGate | undefined;
  const gateway: PaymentGateway = {
    // The sandbox's tokenizer comes along, so the app still serves it.
    ...inner,
    async describeCard(token) {
      await lookupGate?.arrive();
      return inner.describeCard(token);
    },
    async charge(request) {
      charges.push(request);
      await chargeGate?.arrive();
      return inner.charge(request);
    },
    async refund(chargeId) {
      refunds.push(chargeId);
      return inner.refund(chargeId);
    },
    async refundPart(request) {
      partialRefunds.push(request);
      return inner.refundPart(request);
    },
  };
  return {
    gateway,
    charges,
    refunds,
    partialRefunds,
    holdCharges(expected: number): Pick<ArrivalGate, 'settled'> {
      chargeGate = arrivalGate(expected);
      return chargeGate;
    },
    holdCardLookups(expected: number): Pick<ArrivalGate, 'settled'> {
      lookupGate = arrivalGate(expected);
      return lookupGate;
    },
  };
}
