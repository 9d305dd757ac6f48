import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { onboardingServer } from '../testing/onboarding-fakes.ts';

const FREE_LISTEN = '/onboarding/free-listen';

describe('onboarding free-listen (flows §8.5)', { timeout: 30_000 }, () => {
  it('checks the code, asks for the prospect trial and says to check the email', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${FREE_LISTEN}?PromoCode=FREELISTEN30`, server });
    const user = userEvent.setup();
    await app.heading('Listen free');
    expect(screen.getByLabelText('Promo code')).toHaveProperty('value', 'FREELISTEN30');
    await user.type(screen.getByLabelText('Email'), 'new.listener@orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Start listening free' }));
    await app.heading('Check your email');
    expect(calls.freeListenPromo.mock.calls[0]?.[0]).toEqual({ promoCode: 'FREELISTEN30' });
    expect(calls.createStreamingTrial.mock.calls[0]?.[0]).toEqual({
      email: 'new.listener@orbitradio.test',
      promoCode: 'FREELISTEN30',
      locale: 'en-US',
    });
    expect(screen.getByText(/sent a message to f\*\*\*\*@orbitradio.test/)).toBeDefined();
    expect(screen.getByText(/30 days of free listening/)).toBeDefined();
  });

  it('says on the field when the code is not a free-listen offer, or has ended', async () => {
    const { server, calls } = onboardingServer();
    calls.freeListenPromo.mockResolvedValueOnce({
      promoCode: 'SAVE10',
      freeListen: false,
      days: null,
      planCode: null,
      planName: null,
    });
    const app = renderApp({ url: FREE_LISTEN, server });
    const user = userEvent.setup();
    await app.heading('Listen free');
    await user.type(screen.getByLabelText('Email'), 'new.listener@orbitradio.test');
    await user.type(screen.getByLabelText('Promo code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Start listening free' }));
    await screen.findByText('This code isn’t a free listening offer. Check it and try again.');
    expect(calls.createStreamingTrial).not.toHaveBeenCalled();

    calls.freeListenPromo.mockRejectedValueOnce(
      careError(400, 'OFFER_EXPIRED', 'error.offer.expired'),
    );
    await user.click(screen.getByRole('button', { name: 'Start listening free' }));
    await screen.findByText('This offer has ended.');
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the email before any call, and shows the server’s field refusal', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: FREE_LISTEN, server });
    const user = userEvent.setup();
    await app.heading('Listen free');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Start listening free' }));
    await screen.findByText('Enter a valid email, like name@example.com.');
    expect(screen.getByText('Enter your promo code.')).toBeDefined();
    expect(calls.freeListenPromo).not.toHaveBeenCalled();

    calls.createStreamingTrial.mockRejectedValueOnce(
      careError(400, 'VALIDATION_ERROR', 'error.validation', [
        { errorCode: 'INVALID', fieldName: 'email' },
      ]),
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'someone@orbitradio.test');
    await user.type(screen.getByLabelText('Promo code'), 'FREELISTEN30');
    await user.click(screen.getByRole('button', { name: 'Start listening free' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('reads in Canadian French', async () => {
    const { server } = onboardingServer();
    const app = renderApp({
      url: `${FREE_LISTEN}?langpref=fr-CA&promocode=FREELISTEN30`,
      host: 'care.orbitradio.ca',
      server,
    });
    const user = userEvent.setup();
    await app.heading('Écoutez gratuitement');
    await user.type(screen.getByLabelText('Courriel'), 'camille@orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Commencer l’écoute gratuite' }));
    await app.heading('Consultez vos courriels');
    expect(screen.getByText(/30 jours d’écoute gratuite/)).toBeDefined();
  });
});
