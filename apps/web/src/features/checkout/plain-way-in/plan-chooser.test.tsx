import type { CareOffersRequest, PresentedOffer } from '@orbit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk, createFakeServer, type FakeServer } from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ORGANIC_FLOW } from '../satellite/flow/satellite-flows.ts';
import { satelliteOffer } from '../satellite/testing/satellite-fakes.ts';
import { answerStreamingCheckout, careFailure, offersOf } from '../testing/streaming-fakes.ts';

const ESSENTIAL = streamingOffer({ planCode: 'STREAM_ESS_3MO_FREE', packageName: 'Essential' });
const PLATINUM_YEAR = streamingOffer({ planCode: 'STREAM_PLAT_YR', packageName: 'Platinum VIP' });
const ALL_ACCESS = satelliteOffer();

/**
 * The catalog as the care API answers it: the public streaming offers (Essential, and one no
 * program code leads with), the satellite lead offer, and per program code of the allow-list the
 * offers it opens (unknown codes: the public ones as a NOT_FOUND stand-in).
 */
function catalogServer(fails: () => boolean = () => false): FakeServer {
  const server = answerStreamingCheckout(createFakeServer());
  const opens: Record<string, PresentedOffer> = {
    USTMSRTP3MOFREE: ESSENTIAL,
    MS3MOFREE: ESSENTIAL,
  };
  server.on('POST /services/offers', ({ body }) => {
    if (fails()) return careFailure(500, 'SYSTEM', 'error.common.system.error');
    const request = body as CareOffersRequest;
    if (!request.streaming) return careOk(offersOf(ALL_ACCESS));
    if (!request.programCode) return careOk(offersOf(ESSENTIAL, PLATINUM_YEAR));
    const opened = opens[request.programCode];
    return careOk(
      opened
        ? offersOf(opened)
        : offersOf({ ...ESSENTIAL, fallbackReason: 'NOT_FOUND' }, PLATINUM_YEAR),
    );
  });
  return server;
}

const pickLinks = () => screen.getAllByRole('link', { name: /^Choose / });

describe('the plain way in', { timeout: 20_000 }, () => {
  it('shows streaming and satellite side by side on the US site, each opening its checkout', async () => {
    const server = catalogServer();
    const app = renderApp({
      url: '/subscribe/checkout/streaming?programcode=OTHER&utm_content=spring',
      server,
    });
    await app.heading('Choose how you listen');
    const streaming = screen.getByRole('region', { name: 'Stream on the Orbit app' });
    const satellite = screen.getByRole('region', { name: 'Satellite radio in your car' });
    // Platinum VIP has no program code leading with it: not listed.
    expect(within(streaming).queryByText('Platinum VIP')).toBeNull();
    expect(
      within(streaming).getByRole('link', { name: 'Choose Essential' }).getAttribute('href'),
    ).toBe(
      '/subscribe/checkout/purchase/streaming/organic?utm_content=spring&programcode=USTMSRTP3MOFREE',
    );
    expect(
      within(satellite).getByRole('link', { name: 'Choose All Access' }).getAttribute('href'),
    ).toBe(`${ORGANIC_FLOW.basePath}?utm_content=spring`);
    expect(within(satellite).getByText('A one-time $15.00 activation fee applies.')).toBeDefined();
    expect(pickLinks()).toHaveLength(2);
    const asked = server.requestsTo('/services/offers').map((request) => request.body);
    expect(asked).toContainEqual({ streaming: true, locale: 'en-US' });
    expect(asked).toContainEqual({ streaming: false, locale: 'en-US' });
    expect(asked).toContainEqual({ streaming: true, programCode: 'MS3MOFREE', locale: 'en-US' });
    const loaded = (app.analyticsTarget.appEventData ?? []).filter(
      (event) => event.event === 'page-loaded',
    );
    expect(loaded.at(-1)?.pageInfo).toMatchObject({
      flowName: 'checkoutplainwayin',
      componentName: 'planchooserstep',
      pageLabel: 'AUTHENTICATE',
    });
  });

  it('shows satellite only on the Canadian site, in French, without asking for streaming', async () => {
    const server = catalogServer();
    const app = renderApp({ url: '/subscribe?langpref=fr-CA', host: 'care.orbitradio.ca', server });
    await app.heading('Choisissez comment écouter');
    expect(
      screen.getByRole('region', { name: 'La radio satellite dans votre véhicule' }),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: /continu/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choisir All Access' }).getAttribute('href')).toBe(
      '/subscribe/checkout/purchase/satellite/organic?langpref=fr-CA',
    );
    const asked = server.requestsTo('/services/offers').map((request) => request.body);
    expect(asked).toEqual([{ streaming: false, locale: 'fr-CA' }]);
  });

  it('sends a visitor without an allowed program code here, and a pick into the streaming offer', async () => {
    const app = renderApp({
      url: '/subscribe/checkout/purchase/streaming/organic',
      server: catalogServer(),
    });
    await app.heading('Choose how you listen');
    expect(app.location()).toBe('/subscribe/checkout/streaming');
    await userEvent.click(screen.getByRole('link', { name: 'Choose Essential' }));
    await app.heading('Stream Orbit Radio anywhere');
    expect(app.location()).toBe(
      '/subscribe/checkout/purchase/streaming/organic?programcode=USTMSRTP3MOFREE',
    );
  });

  it('opens on subscribe/checkout with the proactive flag, and nowhere else under checkout', async () => {
    const app = renderApp({
      url: '/subscribe/checkout;proactiveFlag=true',
      server: catalogServer(),
    });
    await app.heading('Choose how you listen');
    await app.navigate('/subscribe/checkout/offer');
    // No page of ours: the app's error page (spec 000 §2).
    await app.heading('We’re sorry');
    expect(app.location()).toBe('/error');
    expect(screen.queryByText('Choose how you listen')).toBeNull();
  });

  it('says the plans could not load, reports it, and loads them again on Try again', async () => {
    let failing = true;
    const server = catalogServer(() => failing);
    const app = renderApp({ url: '/subscribe', server });
    await app.heading('Choose how you listen');
    expect(await screen.findByText('We couldn’t load our plans. Please try again.')).toBeDefined();
    expect(screen.queryAllByRole('link', { name: /^Choose / })).toHaveLength(0);
    await waitFor(() =>
      expect(
        (app.analyticsTarget.digitalData?.errorInfo.eventError ?? []).some(
          (error) => error.errorType === 'SYSTEM',
        ),
      ).toBe(true),
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pickLinks()).toHaveLength(2));
  });
});
