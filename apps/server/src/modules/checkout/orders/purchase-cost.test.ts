import { careQuoteResultSchema, purchaseResultSchema } from '@orbit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import {
  succeedingCardNumber,
  tokenizeCard,
} from '../../../platform/payments/card-tokens.testing.ts';
import { careCaller, careData } from '../../../testing/care-caller.ts';
import { statementsOf } from '../../../testing/statement-count.ts';
import { newAccountBody } from './checkout.testing.ts';

const ADDRESS = {
  streetAddress: '300 Park Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10022',
  country: 'US',
};

/**
 * The statements that do the work: node-postgres sends the transaction's begin and commit as
 * statements of their own (PGlite opens it inside its driver), so both databases count the same;
 * the heartbeats that renew the idempotency claim (each second) and the money locks (each 10 s)
 * while a request runs are sent more often on a slow machine: they count time, not work.
 */
const withoutBrackets = (statements: string[]) =>
  statements.filter(
    (statement) =>
      !/^\s*(begin|commit)\b/i.test(statement) &&
      !/^update "(idempotency_records" set "locked_until|money_locks" set "expires_at)"/.test(
        statement,
      ),
  );

describe('a signed-in customer adding a plan', () => {
  it('is quoted in at most 3 SQL statements and bought, by the card on file, in at most 9', async () => {
    const caller = await careCaller({ ownDatabase: true });
    // Radios of nobody's yet, as the new ones a customer brings (copies of the demo's new radio).
    await caller.db.execute(sql`
      insert into radios (radio_id, account_number, device_type, vin, license_plate, plate_state,
        make, model, year, nickname, oem_branding, is_demo, audio_capable, device_source, created_at)
      select 'ORBB' || lpad(n::text, 8, '0'), null, device_type, null, null, plate_state, make,
        model, year, nickname, oem_branding, is_demo, audio_capable, device_source, created_at
      from radios, generate_series(1, 2) as n where radio_id = 'ORBN0001'`);
    await caller.signIn('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    const costs: { quote: number; purchase: number }[] = [];
    for (const radioId of ['ORBB00000001', 'ORBB00000002']) {
      let quoted: number | undefined;
      const quote = await statementsOf(caller.database, async () => {
        const response = await caller.post('/services/quotes/quote', {
          planCodes: [{ planCode: 'US_SAT_MS_MO' }],
          serviceAddress: ADDRESS,
        });
        quoted = careData(response, careQuoteResultSchema).currentQuote.currentBalance.amountMinor;
      });
      const transactionId = `txn-cost-${radioId}`;
      let charged: number | undefined;
      let firstAnswer = '';
      const buy = () =>
        caller.post(
          '/services/purchase/add-subscription',
          {
            plans: [{ planCode: 'US_SAT_MS_MO' }],
            radioId,
            paymentInfo: { useCardOnFile: true, paymentType: 'creditCard', transactionId },
            serviceAddress: {
              ...ADDRESS,
              firstName: 'Orbit',
              lastName: 'Owner',
              phone: '2125550177',
              email: 'owner@orbitradio.test',
            },
            languagePreference: 'en-US',
            agreementAccepted: true,
          },
          { 'idempotency-key': transactionId },
        );
      const purchase = await statementsOf(caller.database, async () => {
        const response = await buy();
        firstAnswer = response.body;
        charged = careData(response, purchaseResultSchema).amountCharged.amountMinor;
      });
      expect(charged).toBe(quoted);
      // The answer is stored once, with the order: the same key answers it again, word for word.
      const replay = await buy();
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(firstAnswer);
      costs.push({ quote: quote.length, purchase: withoutBrackets(purchase).length });
    }
    // The second of each: what every purchase after a process's first costs (keys read once).
    const steady = costs[1];
    expect(steady?.quote).toBeLessThanOrEqual(3);
    expect(steady?.purchase).toBeLessThanOrEqual(9);
  });
});

describe('a new customer buying streaming with a new account', () => {
  it('is bought, with a new card and a new sign-in, in at most 17 SQL statements', async () => {
    const caller = await careCaller({ ownDatabase: true });
    const costs: number[] = [];
    for (const card of [1, 2]) {
      const body = newAccountBody(await tokenizeCard(caller.app, succeedingCardNumber(card)));
      const purchase = await statementsOf(caller.database, async () => {
        const response = await caller.post('/services/purchase/new-account', body, {
          'idempotency-key': body.paymentInfo.transactionId,
        });
        expect(careData(response, purchaseResultSchema).maskedUsername).not.toBeNull();
      });
      costs.push(withoutBrackets(purchase).length);
    }
    expect(costs[1]).toBeLessThanOrEqual(17);
  });
});
