import { createCareRequester, isCareApiError, transferCalls } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { TRANSFER_CUSTOMERS } from '../../../db/seed/transfer-accounts.ts';
import { browserWithCareSession } from '../../../testing/browser-fetch.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import { transferSetUp } from './transfer.testing.ts';

const ORIGIN = 'http://localhost';
const { swap, newCar } = TRANSFER_CUSTOMERS;

describe('transfer and swap through the SDK’s transfer calls, against the server', () => {
  it('opens a link, swaps a radio with its quote, and reads a refusal as a care error', async () => {
    const kit = await transferSetUp();
    const fetch = await browserWithCareSession(kit.app, ORIGIN);
    const transfer = transferCalls(createCareRequester({ baseUrl: `${ORIGIN}/services`, fetch }));

    // A link naming a radio with no trial still identifies its account, verified.
    const opened = await transfer.acscToken({
      token: await kit.acscToken(swap.accountNumber, 'ORBH0168'),
    });
    expect(opened.identificationResult).toBe('NO_TRIAL_RADIO_ID');
    const replaceable = await transfer.acscAccount({ swapFlow: true });
    expect(replaceable.selfPayRadios.map((radio) => radio.radioId)).toEqual(['ORBH0167']);

    const refused = await transfer
      .swapRadioQuote({ selfPayRadioId: 'ORBH0167', newRadioId: newCar.selfPay.radioId })
      .catch((error: unknown) => error);
    expect(isCareApiError(refused) && refused.errorCode).toBe('NEW_RADIO_IN_USE');

    const quote = await transfer.swapRadioQuote({
      selfPayRadioId: 'ORBH0167',
      newRadioId: 'ORBH0169',
    });
    const swapped = await transfer.purchaseSwapRadio({
      oldRadioId: 'ORBH0167',
      newRadioId: 'ORBH0169',
      quoteId: quote.quoteId,
      paymentInfo: { transactionId: newTransactionId() },
    });
    expect(swapped.transfer).toEqual(quote.transfer);
    expect(swapped.amountCharged.amountMinor).toBe(0);
    expect((await kit.storedSubscription(swap.selfPay.subscriptionId))?.radioId).toBe('ORBH0169');
  });
});
