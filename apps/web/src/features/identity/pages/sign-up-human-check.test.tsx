import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSdkState,
  serviceError,
  signUpCodeSent,
  withFakeSdkServices,
} from '../../../testing/fake-identity-service.ts';
import { createFakeServer, json } from '../../../testing/fake-server.ts';
import { answerOf, fakeHumanCheck, solvingAtOnce } from '../../../testing/human-check-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SIGN_UP = '/identity/v1/identities';
const INITIATE = '/otp/v1/initiate';

beforeEach(() => forgetSdkState());

/** The service API's 428 past the email's send budget, with the n-th check to solve. */
function checkAsked(n: number) {
  return serviceError(428, 'CAPTCHA_REQUIRED', { humanCheck: fakeHumanCheck(n) });
}

describe('sign-up past the email’s send budget', { timeout: 30_000 }, () => {
  it('solves the check the server asks for, then signs up and resends the code with its proof', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const server = withFakeSdkServices(createFakeServer());
      const signUps = [checkAsked(1), signUpCodeSent()];
      server.on(`POST ${SIGN_UP}`, () => signUps.shift() ?? signUpCodeSent());
      const later = new Date(Date.now() + 60_000).toISOString();
      const resends = [
        checkAsked(2),
        json({ otpOption: 'EMAIL', expiresAt: later, resendAvailableAt: later }),
      ];
      server.on(`POST ${INITIATE}`, () => resends.shift() ?? checkAsked(3));
      const app = renderApp({ url: '/sign-up', server, wrap: solvingAtOnce });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email address'), 'new@orbitradio.test');
      await user.type(screen.getByLabelText('Password'), 'Meteor-Shower-31');
      await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));

      // Solved at once, the check sends the sign-up again by itself: the code step follows.
      await app.heading('Enter your code');
      expect(server.requestsTo(SIGN_UP).map((request) => request.body)).toEqual([
        { emailAddress: 'new@orbitradio.test', password: 'Meteor-Shower-31', language: 'en-US' },
        {
          emailAddress: 'new@orbitradio.test',
          password: 'Meteor-Shower-31',
          language: 'en-US',
          humanCheck: { token: 'token-1', answer: answerOf('token-1') },
        },
      ]);

      const resend = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
      vi.setSystemTime(Date.now() + 31_000);
      await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2000 });
      await user.click(resend);
      expect((await screen.findByRole('status')).textContent).toContain('We sent a new code.');
      const base = { identityId: 'idn_pending', otpOption: 'EMAIL', otpContext: 'SIGN_UP' };
      expect(server.requestsTo(INITIATE).map((request) => request.body)).toEqual([
        { ...base, language: 'en-US' },
        {
          ...base,
          language: 'en-US',
          humanCheck: { token: 'token-2', answer: answerOf('token-2') },
        },
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
