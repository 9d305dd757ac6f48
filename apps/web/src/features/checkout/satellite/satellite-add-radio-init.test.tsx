import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { careFailure } from '../testing/streaming-fakes.ts';
import { signInOwner } from './testing/account-fakes.ts';
import { ADD_RADIO, SATELLITE, satelliteServer } from './testing/satellite-fakes.ts';

const INIT_PAGES = ['activate-radio-init', 'find-subscription-init'] as const;

describe.each(INIT_PAGES)('add a radio: the %s processing page', { timeout: 20_000 }, (page) => {
  it('opens the plans of the radio its link names', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${ADD_RADIO}/${page}?radioid=ORBC0002`, server });
    await app.heading('Choose a plan for your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/pick-a-plan?radioid=ORBC0002`);
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      deviceRef: 'dref_closed_0002',
    });
  });

  it('lets the signed-in owner choose one of the account’s radios, read once', async () => {
    const server = signInOwner(satelliteServer());
    const app = renderApp({ url: `${ADD_RADIO}/${page}`, server });
    await app.heading('Choose your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/device-select`);
    await app.settled();
    // The page read the radios to choose where to go; device select lists that answer.
    expect(server.requestsTo('/services/account')).toHaveLength(1);
  });

  it('has a visitor find the radio', async () => {
    const app = renderApp({ url: `${ADD_RADIO}/${page}`, server: satelliteServer() });
    await app.heading('Find your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/device-lookup`);
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeDefined();
  });

  it('shows the technical-issues page when the account cannot be read', async () => {
    const server = satelliteServer();
    server.on('POST /services/account', () => careFailure(500, 'SYSTEM_ERROR', 'error.system'));
    const app = renderApp({ url: `${ADD_RADIO}/${page}`, server });
    await app.settled();
    await screen.findByRole('heading', { level: 1 });
    expect(app.location()).toBe(`${SATELLITE}/technical-issues`);
  });
});
