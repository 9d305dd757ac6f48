import type { ContentEntries } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createOrbitSdk } from '../../orbit-sdk.ts';
import { FAKE_ORIGIN, FakeService, fakeApplicationConfig } from '../../testing/fake-service.ts';
import { createContentManagementClient, linkedEntry } from './index.ts';

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const sys = (id: string, contentType: 'Offer' | 'Package') => ({
  id,
  contentType,
  locale: 'fr-CA',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const answer: ContentEntries = {
  total: 1,
  items: [{ sys: sys('CA_STREAM_MO', 'Offer'), fields: { package: link('SXM_STREAMING') } }],
  includes: {
    Entry: [{ sys: sys('SXM_STREAMING', 'Package'), fields: { name: 'Écoute en continu' } }],
  },
};

function setUp() {
  const service = new FakeService();
  const urls: URL[] = [];
  const sdk = createOrbitSdk({
    serviceOrigin: FAKE_ORIGIN,
    runtime: {
      ...service.runtime,
      fetch: (input, init) => {
        urls.push(new URL(input));
        return service.runtime.fetch(input, init);
      },
    },
  });
  sdk.config.supply(fakeApplicationConfig(), service.time.now());
  service.on('GET /content-management/v1/entries', { status: 200, body: answer });
  return { urls, content: createContentManagementClient(sdk) };
}

describe('content-management client', () => {
  it('writes the lookup’s query names, lists comma-separated', async () => {
    const { urls, content } = setUp();
    await content.entries({
      contentType: 'Offer',
      offerIds: ['CA_STREAM_MO', 'CA_STREAM_YR'],
      include: 2,
      locale: 'fr-CA',
      select: ['fields.package', 'fields.name'],
    });
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      content_type: 'Offer',
      'fields.offer_id[in]': 'CA_STREAM_MO,CA_STREAM_YR',
      include: '2',
      locale: 'fr-CA',
      select: 'fields.package,fields.name',
    });
  });

  it('sends an empty list as an empty filter, which matches nothing rather than everything', async () => {
    const { urls, content } = setUp();
    await content.entries({ packageIds: [], entryId: 'x', campaignId: 'c' });
    expect(urls[0]?.searchParams.get('fields.sms_package_id[in]')).toBe('');
    expect(urls[0]?.searchParams.get('sys.id')).toBe('x');
    expect(urls[0]?.searchParams.get('fields.campaign_id')).toBe('c');
  });

  it('follows a link to the included entry', async () => {
    const { content } = setUp();
    const entries = await content.entries({ contentType: 'Offer' });
    const offer = entries.items[0];
    expect(linkedEntry(entries, offer?.fields.package)?.fields.name).toBe('Écoute en continu');
    expect(linkedEntry(entries, link('NOT_INCLUDED'))).toBeUndefined();
    expect(linkedEntry(entries, 'SXM_STREAMING')).toBeUndefined();
  });
});
