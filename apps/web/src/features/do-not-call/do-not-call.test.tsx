import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk, createFakeServer, json } from '../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../testing/human-check-fakes.ts';
import { renderApp } from '../../testing/render-app.tsx';
import styles from './do-not-call.module.css';

const DNC = '/services/account-mgmt/preferences/donotcall';

function registered(phoneNumber: string, honourBy: string) {
  return careOk({
    resultCode: 'Success',
    phoneNumber,
    requestedAt: '2026-11-21T15:00:00.000Z',
    honourBy,
  });
}

function pagesLoaded(app: ReturnType<typeof renderApp>): string[] {
  return (app.analyticsTarget.appEventData ?? [])
    .filter((event) => event.event === 'page-loaded')
    .map((event) => (event.pageInfo as { componentName?: string }).componentName ?? '')
    .filter(Boolean);
}

async function typePhone(value: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Phone number');
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { user, input: input as HTMLInputElement };
}

describe('/donotcall', () => {
  it('checks the number is 10 digits before sending anything', async () => {
    const server = createFakeServer();
    const app = renderApp({ url: '/donotcall', server });
    await app.heading('Do-not-call request');
    const { input } = await typePhone('');
    expect((await screen.findByText('Enter the phone number to stop calling.')).id).toBe(
      input.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));

    await typePhone('555123');
    expect(input.value).toBe('555-123');
    expect(await screen.findByText('Enter all 10 digits, area code first.')).toBeDefined();
    expect(server.requestsTo(DNC)).toHaveLength(0);
    const errors = app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? [];
    expect(errors.map((error) => [error.errorName, error.errorCode])).toEqual([
      ['dncLanding.phoneNumber', 'REQUIRED'],
      ['dncLanding.phoneNumber', 'TOO_SHORT'],
    ]);
  });

  it('formats the number as typed, sends its digits and thanks with the date calls stop by', async () => {
    const server = createFakeServer();
    server.on(`POST ${DNC}`, () => registered('212-555-0100', '2026-12-07'));
    const app = renderApp({ url: '/donotcall', server });
    const { input } = await typePhone('+1 (212) 555-0100');
    expect(input.value).toBe('212-555-0100');
    await app.heading('Thank you');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'We’ve updated 212-555-0100; calls stop by 12/07/2026.',
      ),
    ).toBeDefined();
    // The number is kept on one line: it would otherwise break at a hyphen on a phone.
    expect(screen.getByText('212-555-0100').className).toBe(styles.number);
    // The heading takes focus in an effect, which may run just after the heading is found.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })),
    );
    const [request] = server.requestsTo(DNC);
    expect(request?.body).toEqual({ phoneNumber: '2125550100', languagePreference: 'en-US' });
    expect(new Headers(request?.init.headers).get('X-Skip-Http-Interceptor')).toBe('true');
    expect(pagesLoaded(app)).toEqual(['dncLanding', 'dncThankYou']);
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'DNC',
      componentName: 'dncThankYou',
    });

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Stop calls to another number' }));
    await app.heading('Do-not-call request');
  });

  it('writes the date the French-Canadian way', async () => {
    const server = createFakeServer();
    server.on(`POST ${DNC}`, () => registered('514-555-0100', '2026-12-04'));
    const app = renderApp({ url: '/donotcall?langpref=fr-CA', host: 'care.orbitradio.ca', server });
    await app.heading('Inscription à la liste d’exclusion des appels');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Numéro de téléphone'), '5145550100');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await app.heading('Merci');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Nous avons mis à jour le 514-555-0100; les appels cesseront au plus tard le 4 décembre 2026.',
      ),
    ).toBeDefined();
    expect(screen.getByText('514-555-0100').className).toBe(styles.number);
    expect(server.requestsTo(DNC)[0]?.body).toMatchObject({ languagePreference: 'fr-CA' });
  });

  it('shows the field error the server gives', async () => {
    const server = createFakeServer();
    server.on(`POST ${DNC}`, () =>
      json(
        {
          error: {
            errorType: 'BUSINESS',
            errorCode: 'INVALID_PAYLOAD',
            errorPropKey: 'error.common.invalid.payload',
            fieldErrors: [{ errorCode: 'INVALID', fieldName: 'phoneNumber' }],
          },
        },
        400,
      ),
    );
    renderApp({ url: '/donotcall', server });
    await typePhone('2125550100');
    expect(await screen.findByText('Enter a 10-digit phone number.')).toBeDefined();
  });

  it('asks to wait when there were too many requests', async () => {
    const server = createFakeServer();
    server.on(`POST ${DNC}`, () =>
      careError(429, 'RATE_LIMIT_EXCEEDED', 'error.common.rate.limit.exceeded'),
    );
    const app = renderApp({ url: '/donotcall', server });
    await typePhone('2125550100');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    expect(app.location()).toBe('/donotcall');
  });

  it('gives the do-not-call phone number when the request fails, without leaving the page', async () => {
    const server = createFakeServer();
    server.on(`POST ${DNC}`, () => careError(500, 'INTERNAL_ERROR', 'error.common.system'));
    const app = renderApp({ url: '/donotcall', server });
    await typePhone('2125550100');
    await app.heading('We’re sorry');
    const link = screen.getByRole('link', { name: '1-866-555-0101' });
    expect(link.getAttribute('href')).toBe('tel:+18665550101');
    expect(app.location()).toBe('/donotcall');
    expect(pagesLoaded(app)).toEqual(['dncLanding', 'dncError']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await app.heading('Do-not-call request');
    expect(pagesLoaded(app)).toEqual(['dncLanding', 'dncError', 'dncLanding']);
  });

  it('shows a human check when the server asks, and sends its proof with Continue', {
    timeout: 20_000,
  }, async () => {
    const server = createFakeServer();
    serveHumanChecks(server);
    const answers = [
      captchaRequired(),
      captchaRequired('answer'),
      registered('212-555-0100', '2026-12-07'),
    ];
    server.on(
      `POST ${DNC}`,
      () => answers.shift() ?? careError(500, 'SYSTEM', 'error.common.system'),
    );
    const app = renderApp({ url: '/donotcall', server, wrap: solvingAtOnce });
    const { user } = await typePhone('2125550100');
    expect(await screen.findByText('One more step')).toBeDefined();
    expect(await screen.findByText('Done, you can continue.')).toBeDefined();
    expect(app.location()).toBe('/donotcall');

    // The server refuses the proof ("captcha wrong"): a new check, and Continue again.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'The security check didn’t go through. A new one runs below; once it’s done, press Continue again.',
      ),
    ).toBeDefined();
    await screen.findByText('Done, you can continue.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Thank you');

    const bodies = server.requestsTo(DNC).map((request) => request.body);
    expect(bodies).toEqual([
      { phoneNumber: '2125550100', languagePreference: 'en-US' },
      {
        phoneNumber: '2125550100',
        languagePreference: 'en-US',
        token: 'token-1',
        answer: answerOf('token-1'),
      },
      {
        phoneNumber: '2125550100',
        languagePreference: 'en-US',
        token: 'token-2',
        answer: answerOf('token-2'),
      },
    ]);
    expect(pagesLoaded(app)).toEqual(['dncLanding', 'dncThankYou']);
  });
});
