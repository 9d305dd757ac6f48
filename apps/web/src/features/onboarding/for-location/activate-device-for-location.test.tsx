import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { onboardingServer } from '../testing/onboarding-fakes.ts';
import { activationSiteOf } from './activation-site.ts';

const FOR_LOCATION = '/onboarding/activate-device-for-location?code=BCDF-GHJK';
const SITES = { us: 'https://care.orbitradio.com', ca: 'https://care.orbitradio.ca' };

describe('onboarding activate-device-for-location (flows §8.5)', { timeout: 30_000 }, () => {
  it('sends a caller in Canada from the US site to the Canadian site, the TV’s code kept', async () => {
    const { server, calls } = onboardingServer();
    calls.callerCountry.mockResolvedValue({ country: 'ca' });
    const app = renderApp({ url: FOR_LOCATION, server });
    await app.heading('Finding your Orbit Radio site');
    const target = 'https://care.orbitradio.ca/onboarding/activate-device?code=BCDF-GHJK';
    await waitFor(() => expect(app.navigator.assign).toHaveBeenCalledWith(target));
    expect(await screen.findByText('Taking you to Orbit Radio’s site for Canada.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue to the site' }).getAttribute('href')).toBe(
      target,
    );
  });

  it('sends a caller in the US from the Canadian site to the US site, in French', async () => {
    const { server, calls } = onboardingServer();
    calls.callerCountry.mockResolvedValue({ country: 'us' });
    const app = renderApp({ host: 'can.localhost', url: `${FOR_LOCATION}&langpref=fr`, server });
    await waitFor(() =>
      expect(app.navigator.assign).toHaveBeenCalledWith(
        'https://care.orbitradio.com/onboarding/activate-device?code=BCDF-GHJK&langpref=fr',
      ),
    );
    expect(
      await screen.findByText(
        'Nous vous dirigeons vers le site d’Orbit Radio pour les États-Unis.',
      ),
    ).toBeDefined();
  });

  it.each([
    ['in this site’s country', 'us' as const],
    ['in neither country', 'unknown' as const],
  ])('keeps a caller %s on this site’s activate-device', async (_where, country) => {
    const { server, calls } = onboardingServer();
    calls.callerCountry.mockResolvedValue({ country });
    const app = renderApp({ url: FOR_LOCATION, server });
    await app.heading('Activate your TV');
    expect(app.location()).toBe('/onboarding/activate-device?code=BCDF-GHJK');
    expect(screen.getByLabelText('Code on your TV')).toHaveProperty('value', 'BCDF-GHJK');
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });

  it('stays on this site when the country cannot be had', async () => {
    const { server, calls } = onboardingServer();
    calls.callerCountry.mockRejectedValue(careError(500, 'INTERNAL_ERROR', 'error.internal'));
    const app = renderApp({ url: FOR_LOCATION, server });
    await app.heading('Activate your TV');
    expect(app.location()).toBe('/onboarding/activate-device?code=BCDF-GHJK');
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });
});

describe('where an activation goes', () => {
  it('leaves for the other country’s site only when its address is known', () => {
    const site = { siteCountry: 'us' as const, siteUrls: SITES, search: '?code=X' };
    expect(activationSiteOf({ ...site, country: 'ca' })).toEqual({
      kind: 'otherSite',
      country: 'ca',
      url: 'https://care.orbitradio.ca/onboarding/activate-device?code=X',
    });
    expect(activationSiteOf({ ...site, country: 'us' })).toEqual({ kind: 'thisSite' });
    expect(activationSiteOf({ ...site, country: 'unknown' })).toEqual({ kind: 'thisSite' });
    expect(activationSiteOf({ ...site, country: 'ca', siteUrls: { ...SITES, ca: '' } })).toEqual({
      kind: 'thisSite',
    });
  });
});
