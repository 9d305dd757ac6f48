import { accountDeviceSchema, containsCardNumber } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountCaller,
  deviceIdOf,
  insertRadio,
  ORBIT_OWNER,
} from '../modules/account/account.testing.ts';
import { captureLogs } from '../testing/capture-logs.ts';
import { careData } from '../testing/care-caller.ts';
import { columnsHoldingCardNumbers } from '../testing/stored-text.ts';
import { clientLogMessages, radios } from './schema/index.ts';

/** Card numbers typed where they do not belong: a nickname, a log message, a URL. */
const VISA = '4111 1111 1111 1111';
const MASTERCARD = '5555555555554444';
const AMEX = '3782-822463-10005';

describe('a card number typed into free text', () => {
  it('is kept nowhere: not in a nickname, a client log message, any other column, nor the log', async () => {
    const logs = captureLogs({ logLevel: 'trace' });
    const caller = await accountCaller({ logger: logs.logger });
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const radio = await insertRadio(caller, { accountNumber: '10000001', status: 'Active' });

    const renamed = await caller.post('/services/account-mgmt/update-nickname', {
      nickName: VISA,
      deviceId: await deviceIdOf(caller, radio.radioId),
    });
    expect(careData(renamed, accountDeviceSchema).nickname).toBe('[card ending 1111]');
    const [stored] = await caller.db.select().from(radios).where(eq(radios.radioId, radio.radioId));
    expect(stored?.nickname).toBe('[card ending 1111]');

    const logged = await caller.post('/services/utility/log-message', {
      logLevel: 'ERROR',
      message: `Payment failed for ${MASTERCARD}`,
      url: `/subscribe/checkout?q=${encodeURIComponent(AMEX)}`,
      referrer: `https://care.orbitradio.com/help?card=${MASTERCARD}`,
      stacktrace: `Error: ${VISA}\n    at pay.js:1:1`,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const [entry] = await caller.db
      .select()
      .from(clientLogMessages)
      .where(eq(clientLogMessages.id, logged.json().data.id));
    expect(entry).toMatchObject({
      message: 'Payment failed for [card ending 4444]',
      url: '/subscribe/checkout?q=[card ending 0005]',
      referrer: 'https://care.orbitradio.com/help?card=[card ending 4444]',
      stacktrace: 'Error: [card ending 1111]\n    at pay.js:1:1',
    });

    // A card number in a URL the server logs (an unknown page, a query).
    await caller.get(`/services/no-such-call/${MASTERCARD}?q=${VISA.replaceAll(' ', '+')}`);

    expect(await columnsHoldingCardNumbers(caller.db)).toEqual([]);
    const log = logs.text();
    expect(log).toContain('[card ending 4444]');
    expect(containsCardNumber(log)).toBe(false);
    // Timestamps and other long numbers stay as they were.
    expect(logs.lines()[0]?.time).toEqual(expect.any(Number));
  });
});
