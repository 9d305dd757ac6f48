import { randomBytes } from 'node:crypto';
import type { PurchaseNewAccountRequest } from '@orbit/domain';
import type { App } from '../../../app.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';

/** Test helper: a care session (env-info's cookie) and purchases made on it. */
export async function careCheckout(app: App, host = 'care.orbitradio.com') {
  const envInfo = await app.inject({
    method: 'GET',
    url: '/services/utility/env-info',
    headers: { host },
  });
  const cookie = cookieHeaderFrom(envInfo);
  const post = (url: string, payload: object, key?: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host, ...cookie, ...(key ? { 'idempotency-key': key } : {}), ...extra },
      payload,
    });
  return { cookie, post, host };
}

export function newTransactionId(): string {
  return `txn-${randomBytes(9).toString('base64url')}`;
}

const buyers = fileCounter();

/** A streaming new-account purchase of `planCode` with a fresh email, paid by `cardToken`. */
export function newAccountBody(
  cardToken: string,
  overrides: Partial<PurchaseNewAccountRequest> & { email?: string } = {},
): PurchaseNewAccountRequest {
  const people = buyers.next();
  const { email: wantedEmail, ...rest } = overrides;
  const email = wantedEmail ?? `buyer.${people}.${randomBytes(3).toString('hex')}@orbitradio.test`;
  const transactionId = newTransactionId();
  return {
    plans: [{ planCode: 'US_STREAM_PLAT_MO' }],
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken, nameOnCard: 'Avery Quinn' },
      transactionId,
    },
    serviceAddress: {
      streetAddress: '300 Park Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10022',
      country: 'US',
      firstName: 'Avery',
      lastName: 'Quinn',
      phone: '2125550177',
      email,
    },
    streamingInfo: {
      emailAddress: email,
      firstName: 'Avery',
      lastName: 'Quinn',
      login: email,
      password: 'Velvet-Maple-58',
    },
    languagePreference: 'en-US',
    agreementAccepted: true,
    ...rest,
  };
}

/** Tokenizes a card and returns a new-account body paying with it. */
export async function newAccountPurchase(
  app: App,
  cardNumber: string,
  overrides: Parameters<typeof newAccountBody>[1] = {},
) {
  const body = newAccountBody(await tokenizeCard(app, cardNumber), overrides);
  return { body, key: body.paymentInfo.transactionId };
}
