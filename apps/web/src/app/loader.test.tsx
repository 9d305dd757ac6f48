import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerStreamingCheckout } from '../features/checkout/testing/streaming-fakes.ts';
import { careOk, createFakeServer, envInfo, hold } from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';

const LOADER = { name: 'Loading, please wait' } as const;

/** Starts the app with env-info held back, so the first navigation stays pending. */
async function pendingStart(url: string) {
  const server = answerStreamingCheckout(createFakeServer());
  const envInfoAnswer = hold();
  server.on('GET /services/utility/env-info', envInfoAnswer.handler);
  const app = renderApp({ url, server });
  await waitFor(() => expect(server.requestsTo('/services/utility/env-info')).toHaveLength(1));
  expect(app.instance().router.state.initialized).toBe(false);
  return { app, release: () => envInfoAnswer.release(careOk(envInfo())) };
}

describe('full-page loader (spec 000 §4, flows §9.2)', () => {
  it('covers the page while it loads, then goes; the page scrolls to the top', async () => {
    const { app, release } = await pendingStart(
      '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE',
    );
    const overlay = screen.getByRole('status', LOADER);
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(document.body.classList.contains('app-loading')).toBe(true);

    release();
    await app.settled();
    await app.heading('Stream Orbit Radio anywhere');
    expect(screen.queryByRole('status', LOADER)).toBeNull();
    expect(document.body.classList.contains('app-loading')).toBe(false);
    expect(app.scrollToTop).toHaveBeenCalled();
  });

  it.each([
    '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE&status=i',
    '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE&ineligibleForOffer=true',
  ])('stays down for %s', async (url) => {
    const { app, release } = await pendingStart(url);
    expect(document.body.classList.contains('app-loading')).toBe(true);
    // The start-up loader (shown while the configuration loads) may still be on screen for a
    // moment; once React has swapped it for the app, no loader may cover this pending navigation.
    // Nothing can lower the flag while env-info is held, so this only passes if it was never raised.
    await waitFor(() => expect(screen.queryByRole('status', LOADER)).toBeNull());
    expect(app.instance().router.state.initialized).toBe(false);

    release();
    await app.settled();
    await app.heading('Stream Orbit Radio anywhere');
    // The flow loads its offers without the full-page loader too.
    expect(screen.queryByRole('status', LOADER)).toBeNull();
  });

  it('is raised again by a later navigation that has to wait', async () => {
    const app = renderApp({ url: '/error' });
    await app.settled();
    await app.heading('We’re sorry');
    const answer = hold();
    app.server.on('GET /services/utility/env-info', answer.handler);

    void app.instance().router.navigate('/subscribe/entitlement');
    expect(await screen.findByRole('status', LOADER)).toBeTruthy();
    answer.release(careOk(envInfo()));
    await app.settled();
    await app.heading('We can’t open this offer');
    expect(screen.queryByRole('status', LOADER)).toBeNull();
  });
});
