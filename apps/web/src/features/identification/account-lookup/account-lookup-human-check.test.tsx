import { screen, within } from '@testing-library/react';
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
import { identifiedAccount, LOOKUP_PATH, lookupServer } from './account-lookup-testing.ts';

const FLEPZ = '/services/identity/customer/flepz';
const VERIFY = '/services/authenticate/verify-pii-data';

/** Answers `first` to the first request to `path`, `then` to the others. */
function firstAnswer(
  server: ReturnType<typeof lookupServer>,
  path: string,
  first: Response,
  then: () => Response,
) {
  let answered = false;
  server.on(`POST ${path}`, () => {
    if (answered) return then();
    answered = true;
    return first;
  });
}

async function atLookup(server: ReturnType<typeof lookupServer>) {
  serveHumanChecks(server);
  const app = renderApp({ url: LOOKUP_PATH, server, wrap: solvingAtOnce });
  await app.heading('Find your account');
  return { app, user: userEvent.setup() };
}

describe('find your account past the budget of what was looked up', { timeout: 30_000 }, () => {
  it('shows a human check, and the next search carries its proof', async () => {
    const server = lookupServer();
    firstAnswer(server, FLEPZ, captchaRequired(), () =>
      careOk({
        ...identifiedAccount({ authenticationType: 'FLEPZ', verified: true, firstName: 'Jordan' }),
        accountsFound: 1,
      }),
    );
    const { user } = await atLookup(server);
    await user.type(screen.getByLabelText('First name'), 'Jordan');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@orbitradio.test');
    await user.type(screen.getByLabelText(/Phone number/), '512-555-0101');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(
      await screen.findByText(
        'There have been many searches for these details. A quick security check runs below; once it’s done, search again.',
      ),
    ).toBeDefined();
    await screen.findByText('Done, you can continue.');
    // Not a failed search: nothing says the account was not found.
    expect(screen.queryByText(/couldn’t find/)).toBeNull();
    // What was typed is still there; searching again sends the proof.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jordan');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    await screen.findByRole('heading', { name: 'Hi Jordan! You have 2 radios.' });
    const [first, second] = server.requestsTo(FLEPZ).map((request) => request.body);
    expect(first).not.toHaveProperty('captchaToken');
    expect(second).toMatchObject({ captchaToken: 'token-1', captchaAnswer: answerOf('token-1') });
    expect(screen.queryByRole('region', { name: 'Security check' })).toBeNull();
  });

  it("asks for a check before an account's further LPZ tries", async () => {
    const server = lookupServer();
    firstAnswer(server, VERIFY, captchaRequired(), () =>
      careOk(identifiedAccount({ verified: true, firstName: 'Jordan' })),
    );
    const { user } = await atLookup(server);
    await user.click(screen.getByRole('tab', { name: 'Radio info' }));
    await user.type(screen.getByLabelText('Radio ID'), 'orba0003');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '10000001');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    const verify = await screen.findByRole('region', { name: 'Verify your account' });
    await user.type(within(verify).getByLabelText('Last name'), 'Rivera');
    await user.type(within(verify).getByLabelText(/Phone number/), '512-555-0101');
    await user.type(within(verify).getByLabelText('ZIP code'), '78701');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByText('Done, you can continue.')).toBeDefined();
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Hi Jordan! You have 2 radios.' });
    expect(server.requestsTo(VERIFY)[1]?.body).toEqual({
      lpzVerificationRequest: { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' },
      locale: 'en-US',
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });
});
