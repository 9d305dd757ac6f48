import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { careError, careOk, createFakeServer } from '../../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SEND_USERNAME = '/services/account/credential-recovery/username/send-email';

describe('a recovery send past its budget', { timeout: 30_000 }, () => {
  it('shows a human check when the server asks, and sends its proof with the next press', async () => {
    const server = withFakeSdkServices(createFakeServer());
    serveHumanChecks(server);
    const answers = [captchaRequired(), captchaRequired('captchaAnswer'), careOk({ sent: true })];
    server.on(
      `POST ${SEND_USERNAME}`,
      () => answers.shift() ?? careError(500, 'SYSTEM', 'error.common.system'),
    );
    const app = renderApp({
      url: '/account/credentials/forgot-username',
      server,
      wrap: solvingAtOnce,
    });
    await app.heading('Forgot your username?');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByLabelText('Email address'), 'jordan@orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    expect(await screen.findByText('One more step')).toBeDefined();
    await screen.findByText('Done, you can continue.');
    expect(app.location()).toBe('/account/credentials/forgot-username');

    // The proof is refused ("captcha wrong"): a new check, and the button again.
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    expect(
      await screen.findByText(
        'The security check didn’t go through. A new one runs below; once it’s done, press the button again.',
      ),
    ).toBeDefined();
    await screen.findByText('Done, you can continue.');
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    await app.heading('Check your email');

    const email = 'jordan@orbitradio.test';
    expect(server.requestsTo(SEND_USERNAME).map((request) => request.body)).toEqual([
      { email, langPref: 'en-US' },
      { email, langPref: 'en-US', captchaToken: 'token-1', captchaAnswer: answerOf('token-1') },
      { email, langPref: 'en-US', captchaToken: 'token-2', captchaAnswer: answerOf('token-2') },
    ]);
    // Asked for a check is not a failure the customer made.
    expect(app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? []).toEqual([]);
  });
});
