import type { FirstQuery, StartupDocument } from '@orbit/domain';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN,
  ENTRY,
  streamingServer,
} from '../../features/checkout/testing/streaming-fakes.ts';
import { actOn } from '../../testing/act-on.ts';
import {
  COUNTRY_CONFIG,
  careError,
  commonConfig,
  envInfo,
  US_SETTINGS,
} from '../../testing/fake-server.ts';
import { prerenderedRoot } from '../../testing/prerendered-root.ts';
import { createTestRuntime } from '../../testing/render-app.tsx';
import { mountApp } from './mount-app.tsx';
import { prerenderPage } from './prerender.tsx';

const HOST = 'care.orbitradio.com';
const STARTUP: StartupDocument = {
  configFiles: {
    '/config/country.json': COUNTRY_CONFIG,
    '/config/common.json': commonConfig({}),
    '/config/app-settings.us.json': US_SETTINGS,
  },
  envInfo: envInfo(),
};
/** The streaming landing's first reads: the offers, the campaign, the plan's features. */
const FIRST_READS = ['/services/offers', '/services/offers/info'];
const CAMPAIGN_READ = `/services/content/campaigns/${CAMPAIGN.id}`;

describe('a checkout landing prerendered with its first reads (ADR 086)', () => {
  it('shows the offer and the campaign in the HTML, and the app starts with them: nothing read again, the same nodes', async () => {
    const reads = streamingServer();
    const screen = await prerenderPage({
      url: ENTRY,
      hostname: HOST,
      startup: STARTUP,
      firstReads: reads.fetch,
    });
    expect(screen?.html).toContain(CAMPAIGN.salesHero?.title);
    expect(screen?.html).toContain('Continue');
    expect(reads.requestsTo('/services/offers')).toHaveLength(1);
    expect(reads.requestsTo(CAMPAIGN_READ)).toHaveLength(1);
    // As the browser reads it: JSON in the start-up document.
    const firstQueries = JSON.parse(JSON.stringify(screen?.firstQueries)) as FirstQuery[];
    expect(firstQueries.length).toBeGreaterThanOrEqual(4);

    const root = prerenderedRoot(screen?.html ?? '');
    const heading = root.querySelector('h1');
    const button = root.querySelector('button');
    const consoleError = vi.spyOn(console, 'error');
    const server = streamingServer();
    const { runtime, analyticsTarget } = createTestRuntime({
      url: ENTRY,
      host: HOST,
      server,
      startup: { ...STARTUP, firstQueries },
    });
    const mounted = await actOn(() => mountApp(root, runtime, ENTRY));
    expect(mounted.kind).toBe('hydrated');
    // React adopted the server's offer: no loader in between, no mismatch.
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('h1')?.textContent).toBe(CAMPAIGN.salesHero?.title);
    expect(root.querySelector('button')).toBe(button);
    expect(consoleError).not.toHaveBeenCalled();
    for (const path of [...FIRST_READS, CAMPAIGN_READ]) {
      expect(server.requestsTo(path), path).toHaveLength(0);
    }
    // What the door's load tells analytics is told all the same.
    expect(analyticsTarget.digitalData?.deviceInfo).toMatchObject({
      programCode: 'USTPSRTP3MOFREE',
    });
    act(() => mounted.unmount());
    consoleError.mockRestore();
  });

  it('goes without them when one read fails: the screen is the frame the browser renders alone', async () => {
    const reads = streamingServer();
    reads.on(`GET ${CAMPAIGN_READ}`, () => careError(503, 'SERVICE_UNAVAILABLE', 'error.common'));
    const screen = await prerenderPage({
      url: ENTRY,
      hostname: HOST,
      startup: STARTUP,
      firstReads: reads.fetch,
    });
    expect(screen?.firstQueries).toBeUndefined();
    expect(screen?.html).not.toContain(CAMPAIGN.salesHero?.title);
    expect(screen?.html).not.toContain('<h1');
  });

  it('never checks a promo code on the visitor’s behalf: its landing is read by the browser', async () => {
    const reads = streamingServer();
    const screen = await prerenderPage({
      url: `${ENTRY}&promocode=SPRING`,
      hostname: HOST,
      startup: STARTUP,
      firstReads: reads.fetch,
    });
    expect(screen?.firstQueries).toBeUndefined();
    expect(reads.requestsTo('/services/offers/promocode/validate')).toHaveLength(0);
  });
});
