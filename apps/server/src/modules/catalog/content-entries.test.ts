import { contentEntriesSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import { bearer, startAnonymousSession } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function entriesCaller() {
  const testApp = await createTestApp();
  const headers = bearer((await startAnonymousSession(testApp.app)).session);
  const get = (query: string, withHeaders: Record<string, string> = headers) =>
    testApp.app.inject({
      method: 'GET',
      url: `/content-management/v1/entries?${query}`,
      headers: withHeaders,
    });
  const entries = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return contentEntriesSchema.parse(response.json());
  };
  return { get, entries };
}

const idsOf = (items: { sys: { id: string } }[]) => items.map((item) => item.sys.id);

describe('GET /content-management/v1/entries', () => {
  it('finds a campaign by fields.campaign_id, with its offers and their packages included', async () => {
    const { entries } = await entriesCaller();
    const result = await entries(
      'content_type=Campaign&fields.campaign_id=us_streaming_organic&include=2&locale=en-US',
    );
    expect(result.total).toBe(1);
    const [campaign] = result.items;
    expect(campaign?.sys).toMatchObject({
      id: 'us_streaming_organic',
      contentType: 'Campaign',
      locale: 'en-US',
    });
    expect(campaign?.fields).toMatchObject({
      campaign_id: 'us_streaming_organic',
      kind: 'sales',
      salesHero: { title: 'Stream everything you love with Orbit' },
    });
    const included = result.includes?.Entry ?? [];
    expect(included.filter((item) => item.sys.contentType === 'Offer').length).toBeGreaterThan(5);
    expect(idsOf(included)).toEqual(
      expect.arrayContaining([
        'US_STREAM_PLAT_6MO5_MO',
        'SXM_STREAMING_PLATINUM',
        'SXM_STREAMING_ESSENTIAL',
      ]),
    );
    const shallow = await entries(
      'content_type=Campaign&fields.campaign_id=us_streaming_organic&include=1',
    );
    expect((shallow.includes?.Entry ?? []).some((item) => item.sys.contentType === 'Package')).toBe(
      false,
    );
    const none = await entries(
      'content_type=Campaign&fields.campaign_id=us_streaming_organic&include=0',
    );
    expect(none.includes).toBeUndefined();
  });

  it('filters offers and packages by id lists, and entries by sys.id', async () => {
    const { entries } = await entriesCaller();
    const offers = await entries(
      'content_type=Offer&fields.offer_id[in]=US_SAT_AA_MO,CA_SAT_AA_MO,NOPE&include=0',
    );
    expect(idsOf(offers.items).sort()).toEqual(['CA_SAT_AA_MO', 'US_SAT_AA_MO']);
    expect(offers.items[0]?.fields).toMatchObject({
      offer_id: expect.any(String),
      package: { sys: { type: 'Link', id: 'SXM_ALL_ACCESS' } },
    });
    const packages = await entries(
      'content_type=Package&fields.sms_package_id[in]=SXM_PLATINUM_AUD_VIP&locale=fr-CA',
    );
    expect(packages.items).toMatchObject([
      {
        sys: { id: 'SXM_PLATINUM_AUD_VIP', contentType: 'Package', locale: 'fr-CA' },
        fields: { name: 'Platine VIP' },
      },
    ]);
    const byId = await entries('sys.id=properties_ca');
    expect(byId.items).toMatchObject([
      {
        sys: { contentType: 'Properties' },
        fields: { currency: 'CAD', defaultConfirmationCampaignId: 'CA_default_conf_campaign' },
      },
    ]);
  });

  it('keeps only the selected fields, and answers in the locale asked for', async () => {
    const { entries } = await entriesCaller();
    const result = await entries(
      'content_type=Campaign&fields.campaign_id=CA_default_conf_campaign&select=fields.confirmationHero&locale=fr-CA',
    );
    expect(result.items).toEqual([
      {
        sys: expect.objectContaining({ id: 'CA_default_conf_campaign', locale: 'fr-CA' }),
        fields: {
          confirmationHero: expect.objectContaining({ title: "Merci d'avoir choisi Orbit!" }),
        },
      },
    ]);
  });

  it('refuses an include deeper than 10, an unknown type or parameter, and a call without a token', async () => {
    const { get } = await entriesCaller();
    const deep = expectRefused(
      await get('content_type=Campaign&include=11'),
      400,
      'INVALID_PAYLOAD',
    );
    expect(deep.invalidFields).toEqual([{ fieldName: 'include', errorCode: 'INVALID' }]);
    expectRefused(await get('content_type=Banner'), 400, 'INVALID_PAYLOAD');
    expectRefused(await get('content_type=Campaign&limit=5'), 400, 'INVALID_PAYLOAD');
    expectRefused(await get('content_type=Campaign', {}), 401, 'UNAUTHENTICATED');
  });
});
