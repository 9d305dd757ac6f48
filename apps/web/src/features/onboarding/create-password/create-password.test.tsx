import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { onboardingServer } from '../testing/onboarding-fakes.ts';

const CREATE = '/onboarding/create-password';

describe('onboarding create-password (flows §8.5)', { timeout: 30_000 }, () => {
  it('checks the link, sets the password with the policy shown, then says to sign in', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${CREATE}?token=rst_prospect_1`, server });
    const user = userEvent.setup();
    await app.heading('Create your password');
    expect(calls.streamingResetToken.mock.calls[0]?.[0]).toEqual({ resetToken: 'rst_prospect_1' });
    expect(
      screen.getByText('You’ll sign in with f****@orbitradio.test and this password.'),
    ).toBeDefined();
    expect(screen.getByText('8 to 64 characters', { exact: false })).toBeDefined();

    await user.type(screen.getByLabelText('New password'), 'Listen#2026');
    await user.type(screen.getByLabelText('Confirm your password'), 'Listen#2025');
    await user.click(screen.getByRole('button', { name: 'Create my password' }));
    await screen.findByText('The passwords don’t match.');
    expect(calls.createStreamingPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm your password'));
    await user.type(screen.getByLabelText('Confirm your password'), 'Listen#2026');
    await user.click(screen.getByRole('button', { name: 'Create my password' }));
    await app.heading('Your password is set');
    expect(calls.createStreamingPassword.mock.calls[0]?.[0]).toEqual({
      newPassword: 'Listen#2026',
      resetKey: 'rk_prospect_1',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it.each([
    ['INVALID_PASSWORD_RESET_TOKEN', 'This link isn’t valid'],
    ['EXPIRED_PASSWORD_RESET_TOKEN', 'This link has expired'],
  ])('says so for a %s link, with a way to ask for a new one', async (code, heading) => {
    const { server, calls } = onboardingServer();
    calls.streamingResetToken.mockRejectedValue(careError(400, code, `error.${code}`));
    const app = renderApp({ url: `${CREATE}?token=rst_old`, server });
    await app.heading(heading);
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/sign-in/forgot-password',
    );
  });

  it('reads the emailed link’s resetToken', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${CREATE}?resetToken=rst_emailed`, server });
    await app.heading('Create your password');
    expect(calls.streamingResetToken.mock.calls[0]?.[0]).toEqual({ resetToken: 'rst_emailed' });
  });

  it('treats a link without a token as not valid, without asking the server', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: CREATE, server });
    await app.heading('This link isn’t valid');
    expect(calls.streamingResetToken).not.toHaveBeenCalled();
  });

  it('puts the policy’s refusal on the password, and a link used meanwhile on its page', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${CREATE}?token=rst_prospect_1`, server });
    const user = userEvent.setup();
    await app.heading('Create your password');
    calls.createStreamingPassword.mockRejectedValueOnce(
      careError(400, 'PASSWORD_TOO_COMMON', 'error.password.too.common', [
        { errorCode: 'PASSWORD_TOO_COMMON', fieldName: 'newPassword' },
      ]),
    );
    await user.type(screen.getByLabelText('New password'), 'Listen#2026');
    await user.type(screen.getByLabelText('Confirm your password'), 'Listen#2026');
    await user.click(screen.getByRole('button', { name: 'Create my password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'),
    );

    calls.createStreamingPassword.mockRejectedValueOnce(
      careError(400, 'INVALID_PASSWORD_RESET_TOKEN', 'error.invalid'),
    );
    await user.click(screen.getByRole('button', { name: 'Create my password' }));
    await app.heading('This link isn’t valid');
  });
});
