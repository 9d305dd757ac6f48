import { careSuccessSchema, envInfoSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { MULTI_RADIO_DEMO_ACCOUNTS } from '../../../db/seed/multi-radio-accounts.ts';
import { recordIdentification } from '../../../platform/auth/session-identification.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';
import { careCheckout } from '../orders/checkout.testing.ts';
import {
  MULTI_RADIO_PATHS,
  multiRadioSetUp,
  multiResultOf,
  radiosAnswerOf,
} from './multi-radio.testing.ts';

const { us } = MULTI_RADIO_DEMO_ACCOUNTS;

/** A care session that found the account by a lookup, LPZ proven or not (not signed in). */
async function identifiedSession(
  setUp: Awaited<ReturnType<typeof multiRadioSetUp>>,
  verified: boolean,
) {
  const checkout = await careCheckout(setUp.app);
  const envInfo = await setUp.app.inject({
    method: 'GET',
    url: '/services/utility/env-info',
    headers: { host: checkout.host, ...checkout.cookie },
  });
  const sessionId = careSuccessSchema(envInfoSchema).parse(envInfo.json()).data.sessionInfo.id;
  await recordIdentification(
    setUp.db,
    sessionId,
    { accountNumber: us.accountNumber, method: 'FLEPZ' },
    setUp.clock.now(),
    verified,
  );
  return checkout;
}

describe('multi-radio order by a session that identified the account', () => {
  it('asks for last name, phone and zip first (403)', async () => {
    const setUp = await multiRadioSetUp();
    const { post } = await identifiedSession(setUp, false);
    expect(outcomesOf([await post(MULTI_RADIO_PATHS.radios, {})])).toEqual([
      '403 VERIFICATION_REQUIRED',
    ]);
  });

  it('once verified: no card on file offered nor usable, a new card pays for the order', async () => {
    const setUp = await multiRadioSetUp();
    const { post } = await identifiedSession(setUp, true);
    const listed = await post(MULTI_RADIO_PATHS.radios, {});
    expect(listed.statusCode, listed.body).toBe(200);
    const answer = radiosAnswerOf(listed);
    expect(answer.cardOnFile).toBeNull();
    const refOf = (lastFour: string) =>
      answer.radios.find((radio) => radio.radioIdLastFour === lastFour)?.deviceRef ?? '';
    const radios = [
      { deviceRef: refOf('6101'), planCode: 'US_SAT_AA_MO' },
      { deviceRef: refOf('6103'), planCode: 'US_SAT_PLAT_MO' },
    ];
    const onFile = setUp.orderBody(radios);
    const refused = await post(
      MULTI_RADIO_PATHS.purchase,
      onFile,
      onFile.paymentInfo.transactionId,
    );
    expect(outcomesOf([refused])).toEqual(['400 INVALID_PAYLOAD']);

    const body = setUp.orderBody(radios, await tokenizeCard(setUp.app, '4242424242424242'));
    const ordered = await post(MULTI_RADIO_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = multiResultOf(ordered);
    expect(result.accountNumberLastFour).toBe('0061');
    expect(result.subscriptions.map((s) => s.radioIdLastFour)).toEqual(['6101', '6103']);
  });
});
