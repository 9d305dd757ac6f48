import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../testing/capture-logs.ts';
import { freshClock } from '../../../testing/identities.ts';
import {
  columnsHolding,
  columnsHoldingCardNumbers,
  textColumns,
} from '../../../testing/stored-text.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newAccountPurchase } from './checkout.testing.ts';

describe('after checkouts, the card number is nowhere', () => {
  it('in no text or JSON column of any table, and not in the log', async () => {
    const logs = captureLogs({ logLevel: 'trace' });
    const testApp = await createTestApp({ clock: freshClock(), logger: logs.logger });
    const { app, db } = testApp;
    const { post } = await careCheckout(app);
    const success = await newAccountPurchase(app, '5555555555554444');
    expect(
      (await post('/services/purchase/new-account', success.body, success.key)).statusCode,
    ).toBe(200);
    const declined = await newAccountPurchase(app, '4000000000009995');
    expect(
      (await post('/services/purchase/new-account', declined.body, declined.key)).statusCode,
    ).toBe(402);

    const columns = await textColumns(db);
    expect(columns.length).toBeGreaterThan(50);
    expect(columns).toContainEqual({ table: 'sandbox_gateway_cards', column: 'fingerprint' });
    for (const needle of [
      '5555555555554444',
      '5555 5555 5555 4444',
      '555555555555',
      '4000000000009995',
      '400000000000',
      // The streaming password, hashed with argon2id, is never kept as typed either.
      success.body.streamingInfo.password,
    ]) {
      expect(await columnsHolding(db, needle), needle).toEqual([]);
    }
    // The search finds what is kept on purpose: the last 4 and the email.
    expect(await columnsHolding(db, '4444')).toContain('payment_methods.last4');
    expect(await columnsHolding(db, success.body.streamingInfo.emailAddress)).toContain(
      'subscriber_accounts.email',
    );

    // Nor any other card number, whatever it is.
    expect(await columnsHoldingCardNumbers(db)).toEqual([]);

    const logged = logs.text();
    expect(logged).not.toContain('5555555555554444');
    expect(logged).not.toContain('4000000000009995');
    expect(logged).not.toContain(success.body.streamingInfo.password);
  });
});
