import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareCalls } from '../testing/fake-care-api.ts';
import { accountLinkingCalls } from './account-linking-calls.ts';
import { isCareApiError } from './care-api-error.ts';

const fakeLinking = (answer: (url: string) => Response) =>
  fakeCareCalls(accountLinkingCalls, answer);

describe('account-linking calls: Alexa from our pages (ADR 076)', () => {
  it('asks a state for the Amazon popup, then links with the popup’s code', async () => {
    const { calls, sent } = fakeLinking((url) =>
      url.endsWith('/state')
        ? careOk({ state: 'st-1', expiresAt: '2026-11-27T15:10:00.000Z' })
        : careOk({ status: 'SUCCESS' }),
    );
    const { state } = await calls.alexaLinkState();
    await expect(
      calls.linkAlexa({
        authCode: 'ANcode',
        subscriptionId: 'sub_seed_alexa_0191',
        redirectUri: 'https://care.orbitradio.com/amzauth',
        state,
      }),
    ).resolves.toEqual({ status: 'SUCCESS' });
    expect(sent.map((call) => call.url)).toEqual([
      '/services/authenticate/linking/amazon/state',
      '/services/authenticate/linking/amazon',
    ]);
    expect(sent[1]?.body).toEqual({
      authCode: 'ANcode',
      subscriptionId: 'sub_seed_alexa_0191',
      redirectUri: 'https://care.orbitradio.com/amzauth',
      state: 'st-1',
    });
  });

  it('rejects with the code the error page tells apart', async () => {
    const { calls } = fakeLinking(() => careRefusal(503, 'ALEXA_LINK_PARTNER_UNAVAILABLE'));
    const error = await calls
      .linkAlexa({ authCode: 'a', subscriptionId: 's', redirectUri: 'r', state: 'x' })
      .catch((e: unknown) => e);
    expect(isCareApiError(error) && error.errorCode).toBe('ALEXA_LINK_PARTNER_UNAVAILABLE');
  });

  it('asks after the Google link of a subscription (legacy)', async () => {
    const linkedAt = '2026-11-27T15:00:00.000Z';
    const { calls, sent } = fakeLinking(() => careOk({ status: 'SUCCESS', linkedAt }));
    await expect(calls.googleLink({ subscriptionId: 'sub_1' })).resolves.toEqual({
      status: 'SUCCESS',
      linkedAt,
    });
    expect(sent[0]).toEqual({
      url: '/services/authenticate/linking/google',
      body: { subscriptionId: 'sub_1' },
    });
  });
});
