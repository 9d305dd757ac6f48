import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { alexaFailureOf, amazonLoginUrl, popupAnswerOf } from './alexa-link-flow.ts';

const ORIGIN = 'https://care.orbitradio.com';

describe('the Amazon popup’s answer (ADR 076)', () => {
  const popup = {};
  const expected = { origin: ORIGIN, popup, state: 'st-1' };
  const answer = { kind: 'orbit-amzauth', state: 'st-1', code: 'ANcode' };

  it('is taken from our origin, from the popup we opened, for our state', () => {
    expect(
      popupAnswerOf({ origin: ORIGIN, source: popup as never, data: answer }, expected),
    ).toEqual(answer);
  });

  it('is ignored from another origin, another window, another state or another shape', () => {
    const from = (event: { origin?: string; source?: unknown; data?: unknown }) =>
      popupAnswerOf(
        { origin: ORIGIN, source: popup as never, data: answer, ...event } as MessageEvent,
        expected,
      );
    expect(from({ origin: 'https://attacker.example' })).toBeUndefined();
    expect(from({ source: {} })).toBeUndefined();
    expect(from({ data: { ...answer, state: 'st-2' } })).toBeUndefined();
    expect(from({ data: 'ANcode' })).toBeUndefined();
  });

  it('opens Login with Amazon with our client id, the linking scope, a code response and our amzauth', () => {
    const url = new URL(
      amazonLoginUrl('https://www.amazon.com/ap/oa', {
        clientId: 'amzn1.application-oa2-client.orbit',
        state: 'st-1',
        redirectUri: `${ORIGIN}/amzauth`,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'amzn1.application-oa2-client.orbit',
      scope: 'alexa::skills:account_linking',
      response_type: 'code',
      state: 'st-1',
      redirect_uri: `${ORIGIN}/amzauth`,
    });
  });

  it('tells the error page why, from the server’s code', () => {
    expect(alexaFailureOf('ALEXA_LINK_STATE_MISMATCH', 'refused')).toBe('expired');
    expect(alexaFailureOf('ALEXA_LINK_REFUSED', 'conflict')).toBe('refused');
    expect(alexaFailureOf('ALEXA_LINK_PARTNER_UNAVAILABLE', 'unavailable')).toBe('unavailable');
    expect(alexaFailureOf('NETWORK_ERROR', 'unavailable')).toBe('unavailable');
    expect(alexaFailureOf('SUBSCRIPTION_NOT_FOUND', 'notFound')).toBe('failed');
  });
});

/** The window that opened this one, as the popup sees it. */
function openedBy(opener: object | null) {
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
}

describe('the Alexa pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    openedBy(null);
  });

  it('amzauth hands the code and state to its opener, to our origin only, and closes', async () => {
    const postMessage = vi.fn();
    openedBy({ postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const app = renderApp({
      url: '/subscribe/linking/device-link-amazon/amzauth?code=ANa1&scope=x&state=st-1',
    });
    await app.heading('Link with Alexa');
    expect(postMessage).toHaveBeenCalledWith(
      { kind: 'orbit-amzauth', state: 'st-1', code: 'ANa1' },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('amzauth opened on its own hands nothing over and points to the landing', async () => {
    openedBy(null);
    const app = renderApp({ url: '/amzauth?code=ANa1&state=st-1' });
    await app.heading('Link with Alexa');
    expect(
      (await screen.findByRole('link', { name: 'Go to Alexa linking' })).getAttribute('href'),
    ).toBe('/subscribe/linking/device-link-amazon');
  });

  it('the error page says why and offers to try again, in French on the Canadian site', async () => {
    const app = renderApp({
      url: '/subscribe/linking/device-link-amazon/error?reason=unavailable&langpref=fr-CA',
      host: 'care.orbitradio.ca',
    });
    await app.heading('Alexa n’a pas été reliée');
    expect(screen.getByText(/Nous n’avons pas pu joindre Amazon/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Réessayer' }).getAttribute('href')).toBe(
      '/subscribe/linking/device-link-amazon',
    );
  });
});
