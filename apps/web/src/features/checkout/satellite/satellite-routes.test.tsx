import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/**
 * Where each satellite route of the table lands against a server that knows no offers, no token
 * and no radio (the route-table test's bare fake server): the page module loads and the flow
 * takes the customer to its first real screen — never a blank page, never /error unless a flag
 * is off. `app/router.test.tsx` can take these rows for the satellite routes.
 */
const SATELLITE = '/subscribe/checkout/purchase/satellite';
const Q = '?programcode=PROG1&promocode=PROMO2';
const TECHNICAL = {
  lands: `${SATELLITE}/technical-issues${Q}`,
  heading: 'We’re having technical issues',
};

const CASES: { path: string; flags?: Record<string, boolean>; lands: string; heading: string }[] = [
  { path: `${SATELLITE}/vega${Q}`, flags: { enableVegaCheckout: true }, ...TECHNICAL },
  {
    path: `${SATELLITE}/vega${Q}`,
    flags: { enableVegaCheckout: false },
    lands: '/error',
    heading: 'We’re sorry',
  },
  {
    path: `${SATELLITE}/organic/new${Q}`,
    flags: { enableSatelliteOrganicNonAccordion: true },
    ...TECHNICAL,
  },
  {
    path: `${SATELLITE}/organic/new${Q}`,
    flags: { enableSatelliteOrganicNonAccordion: false },
    ...TECHNICAL,
  },
  { path: `${SATELLITE}/organic${Q}`, ...TECHNICAL },
  {
    path: `${SATELLITE}/targeted/new`,
    lands: `${SATELLITE}/targeted/new/enter-code`,
    heading: 'Enter the code from your email',
  },
  {
    path: `${SATELLITE}/add-radio-router`,
    lands: `${SATELLITE}/add-radio-router/device-lookup`,
    heading: 'Find your radio',
  },
  {
    path: `${SATELLITE}/change-to${Q}`,
    lands: `${SATELLITE}/change-to/device-lookup${Q}`,
    heading: 'Find your radio',
  },
  {
    path: `${SATELLITE}/change-to/new-plan`,
    lands: `${SATELLITE}/change-to/device-lookup`,
    heading: 'Find your radio',
  },
  {
    path: `${SATELLITE}/technical-issues`,
    lands: `${SATELLITE}/technical-issues`,
    heading: TECHNICAL.heading,
  },
  { path: `${SATELLITE}/no-such-page`, lands: '/error', heading: 'We’re sorry' },
  { path: `${SATELLITE}/no-such/page`, lands: '/error', heading: 'We’re sorry' },
];

describe('satellite routes against a bare server', { timeout: 20_000 }, () => {
  it.each(CASES.map((c) => [`${c.path} ${JSON.stringify(c.flags ?? {})}`, c] as const))(
    '%s',
    async (_name, c) => {
      const app = renderApp({ url: c.path, server: createFakeServer({ flags: c.flags ?? {} }) });
      await app.heading(c.heading);
      await waitFor(() => expect(app.location()).toBe(c.lands));
    },
  );
});
