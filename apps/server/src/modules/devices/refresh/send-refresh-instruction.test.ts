import { careRefreshInstructionResultSchema } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema/index.ts';
import { CA_HOST, careCaller, careData, careError, US_HOST } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { captchaRequired, solvedCaptcha } from '../../../testing/human-checks.ts';

const SEND = '/services/device/send-refresh-instruction';

const addresses = fileCounter();

const callerAt = (host = US_HOST) =>
  careCaller({
    host,
    clock: createFakeClock(new Date('2026-04-01T15:00:00Z')),
    remoteAddress: `203.0.113.${addresses.next() + 1}`,
  });

type Caller = Awaited<ReturnType<typeof callerAt>>;

const textsTo = (caller: Caller, phone: string) =>
  caller.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')));

describe('POST /services/device/send-refresh-instruction', () => {
  it('texts the steps and the short code through the outbox, in the language asked', async () => {
    const caller = await callerAt(CA_HOST);
    const response = await caller.post(SEND, {
      phone: '5145550139',
      smsConsent: true,
      languagePreference: 'fr-CA',
    });
    expect(careData(response, careRefreshInstructionResultSchema)).toEqual({
      status: 'SUCCESS',
      phone: '514-555-0139',
    });
    const [text, ...more] = await textsTo(caller, '5145550139');
    expect(more).toEqual([]);
    expect(text).toMatchObject({
      template: 'refresh-instruction',
      locale: 'fr-CA',
      status: 'pending',
    });
    expect(text?.bodyText).toContain('chaîne 1');
    expect(text?.bodyText).toContain('555-73');
  });

  it('texts in the market’s language when none is asked, with its short code', async () => {
    const caller = await callerAt(US_HOST);
    careData(
      await caller.post(SEND, { phone: '303-555-0131', smsConsent: true }),
      careRefreshInstructionResultSchema,
    );
    const [text] = await textsTo(caller, '3035550131');
    expect(text).toMatchObject({ locale: 'en-US' });
    expect(text?.bodyText).toContain('text REFRESH to 555-72');
  });

  it('needs the customer’s consent to the text, and sends nothing without it', async () => {
    const caller = await callerAt();
    for (const consent of [{}, { smsConsent: false }]) {
      const error = careError(
        await caller.post(SEND, { phone: '3035550133', ...consent }),
        400,
        'INVALID_PAYLOAD',
      );
      expect(error.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'smsConsent' }]);
    }
    const bad = careError(
      await caller.post(SEND, { phone: '303555', smsConsent: true }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(bad.fieldErrors).toEqual([{ errorCode: 'TOO_SHORT', fieldName: 'phone' }]);
    expect(await textsTo(caller, '3035550133')).toEqual([]);
  });

  it('texts only numbers on an account with a radio', async () => {
    const caller = await callerAt();
    careError(
      await caller.post(SEND, { phone: '3035550100', smsConsent: true }),
      404,
      'DEVICE_NOT_FOUND',
    );
    expect(await textsTo(caller, '3035550100')).toEqual([]);
  });

  it('asks for a human check past three texts to one number within the hour', async () => {
    const caller = await callerAt();
    const body = { phone: '3035550137', smsConsent: true };
    for (let text = 0; text < 3; text += 1) {
      careData(await caller.post(SEND, body), careRefreshInstructionResultSchema);
    }
    captchaRequired(await caller.post(SEND, body));
    expect(await textsTo(caller, '3035550137')).toHaveLength(3);
    const proof = await solvedCaptcha(caller.post);
    careData(await caller.post(SEND, { ...body, ...proof }), careRefreshInstructionResultSchema);
    expect(await textsTo(caller, '3035550137')).toHaveLength(4);
  });
});
