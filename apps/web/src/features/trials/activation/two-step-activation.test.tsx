import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { activationServer, claimableOffer, lookedUpRadio } from './testing/activation-fakes.ts';

const TWO_STEP = '/activate/trial/flepz';

async function findRadio(user: ReturnType<typeof userEvent.setup>, labels = EN) {
  await user.type(screen.getByLabelText(labels.radioId), 'ORBT0004');
  await user.click(screen.getByRole('button', { name: labels.find }));
  await screen.findByRole('heading', { name: labels.found });
  await user.click(screen.getByRole('button', { name: labels.continue }));
}

const EN = {
  radioId: 'Radio ID',
  find: 'Find my radio',
  found: 'We found your radio',
  continue: 'Continue',
};
const FR = {
  radioId: 'Identifiant de la radio',
  find: 'Trouver ma radio',
  found: 'Nous avons trouvé votre radio',
  continue: 'Continuer',
};

describe('two-step activation (activate/trial/flepz)', { timeout: 30_000 }, () => {
  it('finds the radio, asks its offer by deviceRef, and claims it with the same form', async () => {
    const { server, calls } = activationServer({ offer: claimableOffer({ prefill: null }) });
    const app = renderApp({ url: TWO_STEP, server });
    const user = userEvent.setup();
    await app.heading('Find your radio');
    await findRadio(user);
    await app.heading('Your 2025 Lumen Arc is eligible for a complimentary 3-month trial');
    expect(calls.trialOffer.mock.calls[0]?.[0]).toEqual({
      deviceRef: 'dref_lookup_0004',
      locale: 'en-US',
    });
    // A typed radio is not the buyer's link: nothing is prefilled, and no "Not your car?".
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
    expect(screen.queryByRole('link', { name: /Not your car/ })).toBeNull();

    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@orbitradio.test');
    await user.type(screen.getByLabelText('Phone number'), '5125550199');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    await app.heading('Your trial is active');
    expect(app.location()).toBe('/activate/trial/thanks');
    expect(calls.newAccount.mock.calls[0]?.[0]).toMatchObject({
      deviceRef: 'dref_trial_0004',
      customer: { firstName: 'Grace', serviceAddress: { city: 'Austin' } },
    });
    expect(calls.newAccount.mock.calls[0]?.[0]).not.toHaveProperty('token');
  });

  it('sends a radio with a paid plan to the already-active page', async () => {
    const { server, calls } = activationServer();
    calls.deviceLookup.mockResolvedValue(
      lookedUpRadio({ status: 'active', hasActiveSubscription: true }),
    );
    const app = renderApp({ url: TWO_STEP, server });
    const user = userEvent.setup();
    await app.heading('Find your radio');
    await user.type(screen.getByLabelText('Radio ID'), 'ORBX0012');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await app.heading('This radio already has a subscription');
    expect(calls.trialOffer).not.toHaveBeenCalled();
  });

  it('keeps the radio found across pages, and searches again on request', async () => {
    const { server } = activationServer();
    const app = renderApp({ url: TWO_STEP, server });
    const user = userEvent.setup();
    await app.heading('Find your radio');
    await findRadio(user);
    await app.heading('Your 2025 Lumen Arc is eligible for a complimentary 3-month trial');
    await app.navigate('/subscribe/trial');
    await app.heading('Start your trial');
    await app.navigate(TWO_STEP);
    await app.heading('Your 2025 Lumen Arc is eligible for a complimentary 3-month trial');
    await user.click(screen.getByRole('button', { name: 'Search for another radio' }));
    await app.heading('Find your radio');
  });

  it('reads in Canadian French on the Canadian site, provinces and postal code', async () => {
    const { server, calls } = activationServer({ offer: claimableOffer({ prefill: null }) });
    const app = renderApp({
      url: `${TWO_STEP}?langpref=fr-CA`,
      host: 'care.orbitradio.ca',
      server,
    });
    const user = userEvent.setup();
    await app.heading('Trouvez votre radio');
    await findRadio(user, FR);
    await app.heading('Votre Lumen Arc 2025 est admissible à un essai gratuit de 3 mois');
    expect(calls.trialOffer.mock.calls[0]?.[0]).toMatchObject({ locale: 'fr-CA' });
    expect(screen.getByRole('option', { name: 'Québec' })).toBeDefined();
    expect(screen.getByLabelText('Code postal')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Activer mon essai' })).toBeDefined();
  });
});
