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
import { renderApp } from '../../../testing/render-app.tsx';
import {
  MUSIC_OFFER,
  ORGANIC_NEW,
  offersOf,
  satelliteOffer,
  satelliteServer,
} from './testing/satellite-fakes.ts';

const CUSTOMER_OFFERS = '/services/offers/customer';

/** `offers/customer` answering each of `answers` in turn, then the radio's offers. */
function offersAnswering(server: ReturnType<typeof satelliteServer>, answers: Response[]) {
  let asked = 0;
  server.on(`POST ${CUSTOMER_OFFERS}`, () => {
    asked += 1;
    return answers[asked - 1] ?? careOk(offersOf(satelliteOffer(), MUSIC_OFFER));
  });
}

async function atRadioFound(server: ReturnType<typeof satelliteServer>) {
  serveHumanChecks(server);
  const app = renderApp({ url: `${ORGANIC_NEW}/device-lookup`, server, wrap: solvingAtOnce });
  const user = userEvent.setup();
  await app.heading('Find your radio');
  await user.type(screen.getByLabelText('Radio ID'), 'orbc0002');
  await user.click(screen.getByRole('button', { name: 'Find my radio' }));
  await screen.findByText('2022 Lumen Aria');
  return { app, user };
}

describe("a radio's offers past the budget of the radio", { timeout: 30_000 }, () => {
  it('shows a human check, and the next Continue carries its proof', async () => {
    const server = satelliteServer();
    offersAnswering(server, [captchaRequired()]);
    const { app, user } = await atRadioFound(server);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'There have been many requests for this radio’s plans. A quick security check runs below; once it’s done, continue again.',
      ),
    ).toBeDefined();
    await screen.findByText('Done, you can continue.');
    // Not a failure of the page: nothing says the plans could not be loaded.
    expect(screen.queryByText(/couldn’t load its plans/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    const [first, second] = server.requestsTo(CUSTOMER_OFFERS).map((request) => request.body);
    expect(first).not.toHaveProperty('captchaToken');
    expect(second).toMatchObject({
      deviceRef: 'dref_closed_0002',
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });

  it('gives a new check when the proof was refused', async () => {
    const server = satelliteServer();
    offersAnswering(server, [captchaRequired(), captchaRequired('captchaAnswer')]);
    const { app, user } = await atRadioFound(server);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Done, you can continue.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'The security check didn’t go through. A new one runs below; once it’s done, continue again.',
      ),
    ).toBeDefined();
    await screen.findByText('Done, you can continue.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    expect(server.requestsTo(CUSTOMER_OFFERS).at(-1)?.body).toMatchObject({
      captchaToken: 'token-2',
    });
  });
});
