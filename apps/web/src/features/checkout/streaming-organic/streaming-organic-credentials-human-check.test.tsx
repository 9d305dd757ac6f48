import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ENTRY, offersOf, streamingServer } from '../testing/streaming-fakes.ts';
import { fillCredentials, throughOffer } from '../testing/streaming-steps.ts';

const CUSTOMER_OFFERS = '/services/offers/customer';

describe("credentials past the budget of the email's offers", { timeout: 30_000 }, () => {
  it('shows a human check, and the next Continue carries its proof to the offers', async () => {
    const server = streamingServer();
    let asked = 0;
    server.on(`POST ${CUSTOMER_OFFERS}`, () => {
      asked += 1;
      return asked === 1 ? captchaRequired() : careOk(offersOf(streamingOffer()));
    });
    serveHumanChecks(server);
    const app = renderApp({ url: ENTRY, server, wrap: solvingAtOnce });
    const user = userEvent.setup();
    await throughOffer(user);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'There have been many requests for the plans of this email. A quick security check runs below; once it’s done, continue again.',
      ),
    ).toBeDefined();
    await screen.findByText('Done, you can continue.');
    // Not a failure of the step: no system error line.
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    const [first, second] = server.requestsTo(CUSTOMER_OFFERS).map((request) => request.body);
    expect(first).not.toHaveProperty('captchaToken');
    expect(second).toMatchObject({
      email: 'new.listener@orbitradio.test',
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });
});
