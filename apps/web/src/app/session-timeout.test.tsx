import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServer, sessionTimedOut } from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';

const MINUTE = 60_000;
const dialog = () => screen.queryByRole('alertdialog', { name: 'Session Timeout' });

async function startOnAccount(options: { idleTimeoutSeconds?: number; url?: string } = {}) {
  const server = createFakeServer({ idleTimeoutSeconds: options.idleTimeoutSeconds ?? 20 * 60 });
  const app = renderApp({ url: options.url ?? '/account', server });
  await app.settled();
  await app.heading();
  return app;
}

describe('session timeout (spec 000 §4, §7; flows §9.1)', () => {
  it('opens the modal when a response carries the session-timed-out key', async () => {
    const app = await startOnAccount();
    expect(dialog()).toBeNull();

    app.server.on('GET /services/utility/env-info', sessionTimedOut);
    await act(() =>
      app
        .instance()
        .services.platformCalls.getEnvInfo()
        .catch(() => undefined),
    );

    const modal = await screen.findByRole('alertdialog', { name: 'Session Timeout' });
    expect(within(modal).getByText('Your session expired due to inactivity.').tagName).toBe(
      'STRONG',
    );
    expect(within(modal).getByText(/restart from that email/)).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(app.location()).toBe('/account');
  });

  it('opens the modal when env-info itself says the session timed out, without leaving the page', async () => {
    const server = createFakeServer();
    server.on('GET /services/utility/env-info', sessionTimedOut);
    const app = renderApp({ url: '/subscribe/entitlement', server });
    await app.settled();
    expect(await screen.findByRole('alertdialog', { name: 'Session Timeout' })).toBeTruthy();
    expect(app.location()).toBe('/subscribe/entitlement');
  });

  it('opens the modal after the idle timeout from env-info, and every successful response restarts it', async () => {
    const app = await startOnAccount({ idleTimeoutSeconds: 20 * 60 });

    app.advance(19 * MINUTE);
    expect(dialog()).toBeNull();

    // A successful response from our API restarts the timer.
    await act(() => app.instance().services.platformCalls.getEnvInfo());
    app.advance(19 * MINUTE);
    expect(dialog()).toBeNull();

    app.advance(1 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Session Timeout' })).toBeTruthy();
  });

  it('uses the idle timeout the server reports', async () => {
    const app = await startOnAccount({ idleTimeoutSeconds: 90 });
    app.advance(89_000);
    expect(dialog()).toBeNull();
    app.advance(1000);
    expect(await screen.findByRole('alertdialog', { name: 'Session Timeout' })).toBeTruthy();
  });

  it('Start over goes back to an own-domain redirectUrl', async () => {
    const user = userEvent.setup();
    const app = await startOnAccount({
      url: '/account?redirectUrl=https%3A%2F%2Fwww.orbitradio.com%2Fdeals',
    });
    app.advance(20 * MINUTE);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(app.navigator.assign).toHaveBeenCalledWith('https://www.orbitradio.com/deals');
    expect(app.navigator.reload).not.toHaveBeenCalled();
  });

  it('Start over reloads the page when redirectUrl is missing or foreign', async () => {
    const user = userEvent.setup();
    const app = await startOnAccount({
      url: '/account?redirectUrl=https%3A%2F%2Forbitradio.com.evil.example%2F',
    });
    app.advance(20 * MINUTE);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(app.navigator.reload).toHaveBeenCalledTimes(1);
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });

  it('is in French for a French-speaking visitor', async () => {
    const server = createFakeServer();
    const app = renderApp({ url: '/account?langpref=fr-CA', host: 'can.localhost', server });
    await app.settled();
    await app.heading();
    app.advance(20 * MINUTE);
    const modal = await screen.findByRole('alertdialog', { name: 'Session expirée' });
    expect(within(modal).getByRole('button', { name: 'Recommencer' })).toBeTruthy();
  });

  it('tracks the timeout as an impression', async () => {
    const app = await startOnAccount();
    app.advance(20 * MINUTE);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(
      app.analyticsTarget.appEventData?.some((event) => event.event === 'sessionTimeout'),
    ).toBe(true);
    // env-info was answered once: the idle timer did not need the server.
    expect(app.server.requestsTo('/services/utility/env-info')).toHaveLength(1);
  });
});
