import {
  type Address,
  type BillingProfile,
  type Currency,
  normaliseCountryCode,
  type PaymentMethod,
  type TokenizedCardBrand,
} from '@orbit/domain';
import type { BillingProfileRow, PaymentMethodRow } from '../../db/schema/index.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';

/** A billing profile as `billing/v1` answers it (spec 001 §3). */
export function billingProfileView(
  row: BillingProfileRow,
  subscriptionIds: string[],
): BillingProfile {
  const address = row.serviceAddress;
  const country = normaliseCountryCode(address.country) ?? (row.currency === 'CAD' ? 'CA' : 'US');
  return {
    id: row.id,
    defaultPaymentMethodId: row.defaultPaymentMethodId,
    billingProfileName: {
      firstAndLastName: { firstName: row.firstName, lastName: row.lastName },
    },
    serviceAddress: { state: address.state.toUpperCase(), zipCode: address.zip, country },
    currency: row.currency as Currency,
    status:
      row.status === 'closed'
        ? { closed: {} }
        : {
            open: {
              activeDisputes: 0,
              serviceAddressStatus: 'valid',
              subscriptions: subscriptionIds,
            },
          },
  };
}

/** A stored card as `billing/v1` answers it: brand, last 4 and expiry, never more. */
export function paymentMethodView(
  row: PaymentMethodRow,
  context: { defaultPaymentMethodId: string | null; prepaid: boolean; now: Date },
): PaymentMethod {
  const billingAddress: Address | null = row.billingAddress ?? null;
  return {
    id: row.id,
    billingProfileId: row.billingProfileId,
    type: 'card',
    card: {
      brand: row.brand as TokenizedCardBrand,
      last4: row.last4,
      expiryDate: { year: row.expiryYear, month: row.expiryMonth },
      wallet: { applePay: false },
      prepaid: context.prepaid,
    },
    billingAddress,
    nameOnCard: row.nameOnCard,
    isDefault: row.id === context.defaultPaymentMethodId,
    status: cardStillValid(row.expiryMonth, row.expiryYear, context.now) ? 'active' : 'expired',
    created: row.createdAt.toISOString(),
  };
}
