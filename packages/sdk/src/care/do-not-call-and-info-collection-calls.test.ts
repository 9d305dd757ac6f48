import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareClient } from '../testing/fake-care-api.ts';
import type { CareApiError } from './care-api-error.ts';

const registration = {
  resultCode: 'Success',
  phoneNumber: '212-555-0100',
  requestedAt: '2026-03-06T15:00:00.000Z',
  honourBy: '2026-03-20',
};

const prefill = {
  requestedFields: ['firstName', 'email'],
  knownValues: { firstName: 'Jordan', email: 'o******@orbitradio.test' },
  accountNumber: '****0001',
  botId: 'orbit-care-bot',
  conversationId: 'cnv-42',
  userId: 'usr-7',
  expiresAt: '2026-04-30T09:00:00.000Z',
};

describe('do-not-call call', () => {
  it('posts the number and reads the registration', async () => {
    const { client, last } = fakeCareClient(() => careOk(registration));
    await expect(
      client.registerDoNotCall(
        { phoneNumber: '2125550100', languagePreference: 'en-US' },
        { skipGlobalHandler: true },
      ),
    ).resolves.toEqual(registration);
    expect(last()).toMatchObject({
      url: '/services/account-mgmt/preferences/donotcall',
      method: 'POST',
      credentials: 'include',
      body: { phoneNumber: '2125550100', languagePreference: 'en-US' },
    });
    expect(last().headers.get('X-Skip-Http-Interceptor')).toBe('true');
  });

  it('rejects with the field error of a bad number', async () => {
    const { client } = fakeCareClient(() =>
      careRefusal(400, 'INVALID_PAYLOAD', [{ errorCode: 'TOO_SHORT', fieldName: 'phoneNumber' }]),
    );
    const error = (await client
      .registerDoNotCall({ phoneNumber: '555' })
      .catch((failure: unknown) => failure)) as CareApiError;
    expect(error).toMatchObject({ status: 400, errorCode: 'INVALID_PAYLOAD' });
    expect(error.fieldErrors).toMatchObject([{ errorCode: 'TOO_SHORT', fieldName: 'phoneNumber' }]);
  });
});

describe('info-collection calls', () => {
  it('reads a link with its token type', async () => {
    const { client, last } = fakeCareClient(() => careOk(prefill));
    await expect(client.getInfoCollectionPrefill('oet1.abc.def')).resolves.toEqual(prefill);
    expect(last()).toMatchObject({
      url: '/services/account/token/branded-data-collection',
      method: 'POST',
      body: { token: 'oet1.abc.def', tokenType: 'BRANDED_DATA_COLLECTION' },
    });
  });

  it('publishes the answers with the chat ids', async () => {
    const { client, last } = fakeCareClient(() => careOk({ submitted: true }));
    const input = {
      token: 'oet1.abc.def',
      contextVariables: [{ name: 'email', value: 'jordan@example.com' }],
      message: 'webrequest' as const,
      botId: 'orbit-care-bot',
      conversationId: 'cnv-42',
      userId: 'usr-7',
    };
    await expect(client.publishInfoCollection(input)).resolves.toEqual({ submitted: true });
    expect(last()).toMatchObject({
      url: '/services/apigateway/branded-data-collection/publish',
      body: input,
    });
  });

  it('rejects an invalid link with its code', async () => {
    const { client } = fakeCareClient(() => careRefusal(400, 'INFO_COLLECTION_LINK_INVALID'));
    await expect(client.getInfoCollectionPrefill('bad')).rejects.toMatchObject({
      status: 400,
      errorCode: 'INFO_COLLECTION_LINK_INVALID',
    });
  });

  it('refuses an answer that is not the contract', async () => {
    const { client } = fakeCareClient(() => careOk({ requestedFields: [] }));
    await expect(client.getInfoCollectionPrefill('oet1.abc.def')).rejects.toMatchObject({
      errorCode: 'INVALID_RESPONSE',
    });
  });
});
