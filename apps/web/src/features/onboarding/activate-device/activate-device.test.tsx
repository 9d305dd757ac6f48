import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { onboardingServer } from '../testing/onboarding-fakes.ts';

const ACTIVATE = '/onboarding/activate-device';

describe('onboarding activate-device (flows §8.4)', { timeout: 30_000 }, () => {
  it('checks the TV’s code, signs in, registers the TV and says it is activated', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${ACTIVATE}?code=bcdfghjk`, server });
    const user = userEvent.setup();
    await app.heading('Activate your TV');
    expect(screen.getByLabelText('Code on your TV')).toHaveProperty('value', 'BCDF-GHJK');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Sign in to activate the TV showing BCDF-GHJK.');
    // The code's button is gone: the keyboard goes on from the sign-in's first field.
    expect(document.activeElement).toBe(screen.getByLabelText('Email or username'));
    expect(calls.validateActivationCode.mock.calls[0]?.[0]).toEqual({
      activationCode: 'BCDFGHJK',
    });

    await user.type(screen.getByLabelText('Email or username'), 'casey.setup@orbitradio.test');
    await user.type(screen.getByLabelText('Password'), 'Streaming#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in and activate' }));
    await app.heading('Your TV is activated');
    expect(app.location()).toBe('/onboarding/activated');
    expect(calls.registerTenFootDevice.mock.calls[0]?.[0]).toEqual({
      activationCode: 'BCDF-GHJK',
      username: 'casey.setup@orbitradio.test',
      password: 'Streaming#2026',
    });
  });

  it('says on the field when no TV waits for the code', async () => {
    const { server, calls } = onboardingServer();
    calls.validateActivationCode.mockRejectedValue(
      careError(400, 'INVALID_ACTIVATION_CODE', 'error.invalid.activation.code'),
    );
    const app = renderApp({ url: ACTIVATE, server });
    const user = userEvent.setup();
    await app.heading('Activate your TV');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Enter all 8 letters of the code.');
    expect(calls.validateActivationCode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Code on your TV'), 'zzzz-zzzz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(/This code doesn’t match a TV waiting to be activated/);
  });

  it('keeps the code on a refused sign-in, and goes back to the code when it expired', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${ACTIVATE}?code=BCDF-GHJK`, server });
    const user = userEvent.setup();
    await app.heading('Activate your TV');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Email or username');
    await user.type(screen.getByLabelText('Email or username'), 'casey.setup@orbitradio.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    calls.registerTenFootDevice.mockRejectedValueOnce(
      careError(400, 'INVALID_CREDENTIALS', 'error.invalid.credentials'),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in and activate' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Email or username')).toBeDefined();

    calls.registerTenFootDevice.mockRejectedValueOnce(
      careError(400, 'INVALID_ACTIVATION_CODE', 'error.invalid.activation.code'),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in and activate' }));
    await screen.findByText(/The code on your TV has changed or expired/);
    expect(screen.getByLabelText('Code on your TV')).toBeDefined();
  });

  it('activate-device-min shows the code and sign-in only', async () => {
    const { server } = onboardingServer();
    const app = renderApp({ url: '/onboarding/activate-device-min', server });
    await app.heading('Activate your TV');
    expect(screen.getByLabelText('Code on your TV')).toBeDefined();
    expect(screen.queryByText(/Enter the code your TV shows/)).toBeNull();
    expect(screen.queryByRole('link', { name: '1-866-555-0100' })).toBeNull();
  });

  it('reads in Canadian French', async () => {
    const { server } = onboardingServer();
    const app = renderApp({
      url: `${ACTIVATE}?langpref=fr-CA`,
      host: 'care.orbitradio.ca',
      server,
    });
    await app.heading('Activez votre téléviseur');
    expect(screen.getByLabelText('Code affiché sur votre téléviseur')).toBeDefined();
  });
});
