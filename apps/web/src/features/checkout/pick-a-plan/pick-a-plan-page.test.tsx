import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk, createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { satelliteOffer } from '../satellite/testing/satellite-fakes.ts';
import { careFailure, offersOf } from '../testing/streaming-fakes.ts';

const PAGE = '/subscribe/checkout/offer/flepz';

const intro = (currency: 'USD' | 'CAD') => ({
  type: 'Introductory' as const,
  duration: { kind: 'finite' as const, months: 6 },
  billingPeriod: { unit: 'months' as const, count: 1 },
  price: { total: { amountMinor: 500, currency } },
});
const MUSIC = satelliteOffer({
  planCode: 'CA_SAT_MS_6MO5_MO',
  packageName: 'Music Showcase',
  phases: [intro('CAD')],
});
const ALL_ACCESS = satelliteOffer({
  planCode: 'CA_SAT_AA_6MO5_MO',
  packageName: 'Accès intégral',
  phases: [intro('CAD')],
});

function pickAPlanServer(fails = false) {
  const server = createFakeServer();
  server.on('POST /services/offers', () =>
    fails
      ? careFailure(500, 'SYSTEM', 'error.common.system.error')
      : careOk({ ...offersOf(MUSIC, ALL_ACCESS), leadPlanCode: 'CA_SAT_MS_6MO5_MO' }),
  );
  return server;
}

describe('pick-a-plan (subscribe/checkout/offer/flepz)', { timeout: 30_000 }, () => {
  it('in French on the Canadian site: the promise, a plan picked, the radio and account, then the checkout on that plan', async () => {
    const server = pickAPlanServer();
    const app = renderApp({
      url: `${PAGE}?programcode=CASATPICK6MO5&province=qc&langpref=fr-CA`,
      host: 'care.orbitradio.ca',
      server,
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', {
      level: 1,
      name: /^Choisissez un forfait et obtenez vos 6 premiers mois pour 5,00/,
    });
    expect(server.requestsTo('/services/offers')[0]?.body).toEqual({
      streaming: false,
      programCode: 'CASATPICK6MO5',
      province: 'QC',
      locale: 'fr-CA',
    });
    await user.click(screen.getByRole('button', { name: 'Choisir Accès intégral' }));
    expect(
      screen.getByRole('button', { name: 'Choisir Accès intégral' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: /Obtenez l’appli Orbit/ }).getAttribute('href')).toBe(
      '/subscribe/checkout/streaming',
    );
    await user.type(screen.getByLabelText('Identifiant de la radio'), 'zc00-0203');
    await user.type(screen.getByLabelText('Numéro de compte'), '10000001');
    await user.click(screen.getByRole('button', { name: 'Passer à la commande' }));
    await app.settled();
    // The targeted checkout may already have opened its first step when the test looks.
    expect(app.location()).toMatch(
      /^\/subscribe\/checkout\/purchase\/satellite\/targeted\/new(\/[a-z-]+)?\?programcode=CASATPICK6MO5&radioid=ZC000203&act=10000001&plancode=CA_SAT_AA_6MO5_MO/,
    );
  });

  it('refuses a radio id that cannot be one, and sends nothing', async () => {
    const app = renderApp({ url: `${PAGE}?programcode=USSATPICK6MO5`, server: pickAPlanServer() });
    const user = userEvent.setup();
    await screen.findByRole('heading', {
      level: 1,
      name: /^Select any plan and get your first 6 months for/,
    });
    await user.type(screen.getByLabelText('Radio ID'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByText('Enter the 8 or 12 characters of your radio ID.')).toBeDefined();
    expect(screen.getByText('Enter your account number.')).toBeDefined();
    expect(app.location()).toBe(`${PAGE}?programcode=USSATPICK6MO5`);
  });

  it.each([
    ['without a program code', PAGE, false],
    ['when the offers fail to load', `${PAGE}?programcode=USSATPICK6MO5`, true],
  ])('goes to the plain way in %s', async (_case, url, fails) => {
    const app = renderApp({ url, server: pickAPlanServer(fails) });
    await app.settled();
    await expect.poll(() => app.location().split('?')[0]).toBe('/subscribe');
  });
});
