import {
  careDeviceLookupResultSchema,
  careFlepzResultSchema,
  careIdentifiedAccountSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha, strangerAt } from '../../testing/human-checks.ts';
import { OWNER_DETAILS } from './lookup-test-kit.ts';

const VALIDATE = '/services/device/validate';
const NON_PII = '/services/account/non-pii';
const FLEPZ = '/services/identity/customer/flepz';

/**
 * Finding 7: the lookups of one radio or email are budgeted from every address together, so a
 * stranger can spend them. Past the budget the owner must still get through: a human check,
 * never a lock. Each stranger comes from an address of its own, as a botnet would.
 */
describe("a stranger spending the lookups of a customer's radio or email", () => {
  it('leaves the owner a human check to find their radio, not a lock', async () => {
    const owner = await careCaller();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const stranger = await strangerAt(owner.app, `198.51.100.${attempt + 1}`, owner.host);
      const response = await stranger(VALIDATE, { radioId: 'ORBT0004' });
      expect(response.statusCode, response.body).toBe(attempt < 10 ? 200 : 428);
    }
    expect(captchaRequired(await owner.post(VALIDATE, { radioId: 'ORBT0004' }))).toEqual([]);
    const found = careData(
      await owner.post(VALIDATE, { radioId: 'ORBT0004', ...(await solvedCaptcha(owner.post)) }),
      careDeviceLookupResultSchema,
    );
    expect(found.radioIdLastFour).toBe('0004');
    // The account behind it, by the same radio: its own budget, spent too, and passed the same way.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const stranger = await strangerAt(owner.app, `198.51.101.${attempt + 1}`, owner.host);
      await stranger(NON_PII, { radioId: 'ORBT0004', lastName: 'Nobody' });
    }
    captchaRequired(await owner.post(NON_PII, { radioId: 'ORBT0004', lastName: 'Rivera' }));
    const account = careData(
      await owner.post(NON_PII, {
        radioId: 'ORBT0004',
        lastName: 'Rivera',
        ...(await solvedCaptcha(owner.post)),
      }),
      careIdentifiedAccountSchema,
    );
    expect(account.radios.map((radio) => radio.radioIdLastFour)).toContain('0004');
  });

  it('leaves the owner a human check to find their account by their own details', async () => {
    const owner = await careCaller();
    const { accountNumber: _number, ...details } = OWNER_DETAILS;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const stranger = await strangerAt(owner.app, `203.0.113.${attempt + 1}`, owner.host);
      const guess = careData(
        await stranger(FLEPZ, { ...details, firstName: `Guess${'abcdefghij'.charAt(attempt)}` }),
        careFlepzResultSchema,
      );
      expect(guess.accountsFound).toBe(0);
    }
    captchaRequired(await owner.post(FLEPZ, details));
    const wrongAnswer = { captchaToken: (await solvedCaptcha(owner.post)).captchaToken };
    expect(captchaRequired(await owner.post(FLEPZ, { ...details, ...wrongAnswer }))).toEqual([
      { errorCode: 'CAPTCHA_ANSWER_MISSING', fieldName: 'captchaAnswer' },
    ]);
    const found = careData(
      await owner.post(FLEPZ, { ...details, ...(await solvedCaptcha(owner.post)) }),
      careFlepzResultSchema,
    );
    expect(found).toMatchObject({ accountsFound: 1, verified: true, firstName: 'Jordan' });
  });

  it('still refuses an address past its own budget, proof or not', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
    const proof = await solvedCaptcha(caller.post);
    await caller.post(VALIDATE, { radioId: 'ORBN0001' });
    await caller.post(VALIDATE, { radioId: 'ORBN0001' });
    const refused = await caller.post(VALIDATE, { radioId: 'ORBN0001', ...proof });
    careError(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
