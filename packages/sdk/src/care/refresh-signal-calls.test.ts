import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareCalls } from '../testing/fake-care-api.ts';
import { isCareApiError } from './care-api-error.ts';
import { refreshSignalCalls } from './refresh-signal-calls.ts';

const fakeRefreshSignal = (answer: (url: string) => Response) =>
  fakeCareCalls(refreshSignalCalls, answer);

describe('refresh-signal calls', () => {
  it('posts a refresh by VIN and reads how many radios it reached', async () => {
    const answer = { status: 'SUCCESS', radiosRefreshed: 1, sentAt: '2026-11-27T15:00:00.000Z' };
    const { calls, sent } = fakeRefreshSignal(() => careOk(answer));
    await expect(
      calls.refreshDevice({ vin: '2HGFC2F52R1013139', languagePreference: 'fr-CA' }),
    ).resolves.toEqual(answer);
    expect(sent).toEqual([
      {
        url: '/services/device/refresh',
        body: { vin: '2HGFC2F52R1013139', languagePreference: 'fr-CA' },
      },
    ]);
  });

  it('rejects with the refresh code the page acts on', async () => {
    const { calls } = fakeRefreshSignal(() => careRefusal(409, 'PAST_DUE'));
    const error = await calls.refreshDevice({ radioId: 'ORBG0132' }).catch((e: unknown) => e);
    expect(isCareApiError(error) && error.errorCode).toBe('PAST_DUE');
  });

  it('texts the steps with the consent', async () => {
    const { calls, sent } = fakeRefreshSignal(() =>
      careOk({ status: 'SUCCESS', phone: '303-555-0131' }),
    );
    await expect(
      calls.sendRefreshInstruction({ phone: '3035550131', smsConsent: true }),
    ).resolves.toEqual({ status: 'SUCCESS', phone: '303-555-0131' });
    expect(sent[0]).toEqual({
      url: '/services/device/send-refresh-instruction',
      body: { phone: '3035550131', smsConsent: true },
    });
  });
});
