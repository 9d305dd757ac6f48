import { PRODUCT_ERRORS, type ProductErrorCode } from '@orbit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import { careError, careOk, createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const REFRESH = '/services/device/refresh';
const TEXT = '/services/device/send-refresh-instruction';
const PAGE = '/subscribe/refresh-signal';

/** The server's refusal, with the message key it sends with the code. */
const refused = (
  status: number,
  code: ProductErrorCode,
  fieldErrors: readonly { errorCode: string; fieldName?: string }[] = [],
) => careError(status, code, PRODUCT_ERRORS[code].propKey, fieldErrors);

const sent = (radiosRefreshed: number) =>
  careOk({ status: 'SUCCESS', radiosRefreshed, sentAt: '2026-11-27T15:00:00.000Z' });

async function sendNear(value: string, label = 'Radio ID, VIN or phone number') {
  const user = userEvent.setup();
  const nearButton = await screen.findByRole('button', { name: 'Yes, I’m near it' });
  if (nearButton.getAttribute('aria-pressed') !== 'true') await user.click(nearButton);
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Send refresh signal' }));
  return { user, input: input as HTMLInputElement };
}

describe('/subscribe/refresh-signal', () => {
  it('asks first whether the customer is near the car, then shows the steps and the box', async () => {
    const app = renderApp({ url: PAGE, server: createFakeServer() });
    await app.heading('Refresh your radio signal');
    expect(screen.queryByLabelText('Radio ID, VIN or phone number')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, I’m near it' }));
    expect(
      screen.getByRole('button', { name: 'Yes, I’m near it' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('Turn your radio on and tune to channel 1.')).toBeDefined();
    expect(screen.getByText('Leave it on: the refresh can take up to 15 minutes.')).toBeDefined();
  });

  it('checks the box before sending: a VIN with a wrong check digit, or nothing like an id', async () => {
    const server = createFakeServer();
    renderApp({ url: PAGE, server });
    const { input } = await sendNear('4S3GTAA00R1013131');
    expect(await screen.findByText('This VIN isn’t right. Check it and try again.')).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await sendNear('12');
    expect(await screen.findByText(/Enter a radio ID \(8 or 12 characters\)/)).toBeDefined();
    expect(server.requestsTo(REFRESH)).toHaveLength(0);
  });

  it.each([
    ['a VIN', '4s3gtaa0xr1013131', { vin: '4S3GTAA0XR1013131' }],
    ['a radio id', 'orbg0131', { radioId: 'ORBG0131' }],
    ['a phone number', '303-555-0131', { phone: '3035550131' }],
  ])('sends %s as what it is, and says the signal is on its way', async (_kind, typed, named) => {
    const server = createFakeServer();
    server.on(`POST ${REFRESH}`, () => sent(1));
    const app = renderApp({ url: PAGE, server });
    await sendNear(typed);
    await app.heading('Refresh signal sent');
    expect(
      screen.getByText(/We sent the signal to your radio\. Keep it on, tuned to channel 1/),
    ).toBeDefined();
    expect(server.requestsTo(REFRESH)[0]?.body).toEqual({ ...named, languagePreference: 'en-US' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })),
    );
  });

  it('counts the radios a phone number reached', async () => {
    const server = createFakeServer();
    server.on(`POST ${REFRESH}`, () => sent(3));
    const app = renderApp({ url: PAGE, server });
    await sendNear('3035550131');
    await app.heading('Refresh signal sent');
    expect(screen.getByText(/We sent the signal to your 3 radios\./)).toBeDefined();
  });

  it('sends a past-due account to the pay page', async () => {
    const server = createFakeServer();
    server.on(`POST ${REFRESH}`, () => refused(409, 'PAST_DUE'));
    const app = renderApp({ url: PAGE, server });
    await sendNear('ORBG0132');
    await app.heading('Your balance is past due');
    expect(screen.getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe(
      '/account/pay',
    );
  });

  it('sends a radio with no subscription to the plans', async () => {
    const server = createFakeServer();
    server.on(`POST ${REFRESH}`, () => refused(409, 'NO_SUBSCRIPTION'));
    const app = renderApp({ url: PAGE, server });
    await sendNear('ORBG0133');
    await app.heading('No current subscription');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscribe');
  });

  it.each([
    ['DEVICE_NOT_FOUND', 404, 'We can’t find your radio', /Nothing matches what you entered/],
    [
      'DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER',
      409,
      'Too many radios on this number',
      /on more than 5 radios\. Enter the radio ID or the VIN/,
    ],
    ['REFRESH_LIMIT_REACHED', 409, 'Refresh limit reached', /has had 3 refreshes today/],
    [
      'FAILED_TO_REFRESH_DEVICE',
      503,
      'We couldn’t send the signal',
      /This try doesn’t count toward today’s refreshes/,
    ],
    ['SYSTEM', 500, 'We’re sorry', /couldn’t send the signal right now/],
  ] as const)(
    'answers %s with its page, and Try again returns to the box',
    async (code, status, title, body) => {
      const server = createFakeServer();
      server.on(`POST ${REFRESH}`, () => refused(status, code));
      const app = renderApp({ url: PAGE, server });
      await sendNear('ORBG0199');
      await app.heading(title);
      expect(screen.getByText(body)).toBeDefined();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('Radio ID, VIN or phone number')).toBeDefined();
    },
  );

  it('says a streaming app’s id is not a radio, on the box', async () => {
    const server = createFakeServer();
    server.on(`POST ${REFRESH}`, () =>
      refused(400, 'DEVICE_REFRESH_NOT_SUPPORTED', [
        { errorCode: 'INVALID_VIRTUAL_RADIO_ID', fieldName: 'radioId' },
      ]),
    );
    renderApp({ url: PAGE, server });
    await sendNear('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(
      await screen.findByText(/This ID belongs to a streaming app, not a satellite radio/),
    ).toBeDefined();
    expect(server.requestsTo(REFRESH)[0]?.body).toMatchObject({
      radioId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
  });

  it('fills the box from ?receiver= and opens the help dialogs', async () => {
    renderApp({ url: `${PAGE}?receiver=ORBG0131`, server: createFakeServer() });
    const input = (await screen.findByLabelText(
      'Radio ID, VIN or phone number',
    )) as HTMLInputElement;
    expect(input.value).toBe('ORBG0131');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Where do I find my radio ID?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finding your radio ID' });
    expect(within(dialog).getByText(/Tune your radio to channel 0/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Refreshing a marine or aviation radio' }));
    expect(await screen.findByRole('dialog', { name: 'Marine and aviation radios' })).toBeDefined();
  });

  it('away from the car, texts the steps only with consent', async () => {
    const server = createFakeServer();
    server.on(`POST ${TEXT}`, () => careOk({ status: 'SUCCESS', phone: '303-555-0131' }));
    const app = renderApp({ url: PAGE, server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'No, text me the steps' }));
    expect(
      screen.getByText('Already in your car? Text REFRESH to 555-72 from your mobile phone.'),
    ).toBeDefined();
    const phone = screen.getByLabelText('Mobile phone number') as HTMLInputElement;
    await user.type(phone, '3035550131');
    expect(phone.value).toBe('303-555-0131');
    await user.click(screen.getByRole('button', { name: 'Text me the steps' }));
    expect(await screen.findByText('Tick the box so we can text you.')).toBeDefined();
    expect(server.requestsTo(TEXT)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Text me the steps' }));
    await app.heading('Text message sent');
    expect(screen.getByText('303-555-0131')).toBeDefined();
    expect(server.requestsTo(TEXT)[0]?.body).toEqual({
      phone: '3035550131',
      smsConsent: true,
      languagePreference: 'en-US',
    });
  });

  it('speaks French on the Canadian site, plurals included', async () => {
    const server = createFakeServer();
    server.on(`POST ${REFRESH}`, () => sent(2));
    const app = renderApp({ url: `${PAGE}?langpref=fr-CA`, host: 'care.orbitradio.ca', server });
    await app.heading('Actualiser le signal de votre radio');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Oui, j’y suis' }));
    await user.type(
      screen.getByLabelText('Identifiant radio, NIV ou numéro de téléphone'),
      '5145550138',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer le signal' }));
    await app.heading('Signal d’actualisation envoyé');
    expect(screen.getByText(/Nous avons envoyé le signal à vos 2 radios\./)).toBeDefined();
    expect(server.requestsTo(REFRESH)[0]?.body).toEqual({
      phone: '5145550138',
      languagePreference: 'fr-CA',
    });
  });
});

const VALIDATE = '/services/device/validate';
const NON_PII = '/services/account/non-pii';
const PHONE_LOOKUP = '/services/identity/customer/phone';

const civic = {
  deviceRef: 'dref_civic',
  radioIdLastFour: '0181',
  deviceType: 'car',
  vehicle: { year: 2022, make: 'Honda', model: 'Civic' },
  status: 'active',
} as const;

/** `device/validate` finds the Civic; its account's masked view has these radios. */
function civicFound(server: ReturnType<typeof createFakeServer>, radios: readonly object[]) {
  server.on(`POST ${VALIDATE}`, () =>
    careOk({ ...civic, hasActiveSubscription: true, cardOnFile: null }),
  );
  server.on(`POST ${NON_PII}`, () =>
    careOk({
      authenticationType: 'RID',
      verified: false,
      firstName: null,
      radios,
      streaming: [],
      hasActiveSubscription: radios.length > 0,
    }),
  );
}

function useCaseOf(app: ReturnType<typeof renderApp>): unknown {
  return (app.analyticsTarget.digitalData?.pageInfo as { useCase?: string } | undefined)?.useCase;
}

describe('/subscribe/refresh-signal?receiver=: the authenticated landing', () => {
  it('shows the radio as its account’s masked view has it, and refreshes it with one button', async () => {
    const server = createFakeServer();
    civicFound(server, [{ ...civic, planName: 'All Access', hasActiveSubscription: true }]);
    server.on(`POST ${REFRESH}`, () => sent(1));
    const app = renderApp({ url: `${PAGE}?receiver=orbp0181`, server });
    expect(
      await screen.findByRole('heading', { name: 'Refresh the radio in your 2022 Honda Civic' }),
    ).toBeDefined();
    expect(screen.getByText('Radio ID ending 0181 · All Access')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Yes, I’m near it' })).toBeNull();
    expect(server.requestsTo(VALIDATE)[0]?.body).toEqual({ radioId: 'ORBP0181' });
    expect(server.requestsTo(NON_PII)[0]?.body).toEqual({ deviceRef: 'dref_civic' });
    expect(useCaseOf(app)).toBe('AUTHENTICATED_DEVICE_REFRESH');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send refresh signal' }));
    await app.heading('Refresh signal sent');
    expect(server.requestsTo(REFRESH)[0]?.body).toEqual({
      radioId: 'ORBP0181',
      languagePreference: 'en-US',
    });
  });

  it('shows the radios of a phone receiver and refreshes them by the number', async () => {
    const server = createFakeServer();
    server.on(`POST ${PHONE_LOOKUP}`, () =>
      careOk({
        accounts: [
          {
            hasActiveSubscription: true,
            radios: [
              { ...civic, planName: 'All Access', hasActiveSubscription: true },
              {
                ...civic,
                deviceRef: 'dref_2',
                radioIdLastFour: '0199',
                vehicle: null,
                planName: null,
                hasActiveSubscription: false,
              },
            ],
          },
        ],
      }),
    );
    server.on(`POST ${REFRESH}`, () => sent(2));
    const app = renderApp({ url: `${PAGE}?receiver=303-555-0181`, server });
    expect(
      await screen.findByRole('heading', { name: 'Refresh the 2 radios on your phone number' }),
    ).toBeDefined();
    expect(screen.getByText('2022 Honda Civic')).toBeDefined();
    expect(screen.getByText('Radio ID ending 0199')).toBeDefined();
    expect(server.requestsTo(PHONE_LOOKUP)[0]?.body).toEqual({ phone: '3035550181' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send refresh signal' }));
    await app.heading('Refresh signal sent');
    expect(server.requestsTo(REFRESH)[0]?.body).toEqual({
      phone: '3035550181',
      languagePreference: 'en-US',
    });
  });

  it('lets the customer name a different radio in the box instead', async () => {
    const server = createFakeServer();
    civicFound(server, []);
    renderApp({ url: `${PAGE}?receiver=ORBP0181`, server });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Refresh a different radio' }));
    expect(
      ((await screen.findByLabelText('Radio ID, VIN or phone number')) as HTMLInputElement).value,
    ).toBe('ORBP0181');
  });

  it('shows the box, filled in, when the lookup finds no account for the receiver', async () => {
    const server = createFakeServer();
    civicFound(server, []);
    // The account's view is refused after the radio was found: nothing to land on.
    server.on(`POST ${NON_PII}`, () => refused(404, 'ACCOUNT_NOT_FOUND'));
    renderApp({ url: `${PAGE}?receiver=ORBP0181`, server });
    expect(
      ((await screen.findByLabelText('Radio ID, VIN or phone number')) as HTMLInputElement).value,
    ).toBe('ORBP0181');
  });

  it('without a receiver, reports the stand-alone use case', async () => {
    const app = renderApp({ url: PAGE, server: createFakeServer() });
    await app.heading('Refresh your radio signal');
    await waitFor(() => expect(useCaseOf(app)).toBe('STAND_ALONE_DEVICE_REFRESH'));
  });
});

describe('/subscribe/refresh-signal signed in', () => {
  it('lists the customer’s own radios and refreshes the one picked, by its deviceRef', async () => {
    const server = createFakeServer();
    server.on('POST /services/account', () => careOk(careAccount()));
    server.on('POST /services/account/device-ref', () =>
      careOk({ ...civic, deviceRef: 'dref_own', hasActiveSubscription: true, cardOnFile: null }),
    );
    server.on(`POST ${REFRESH}`, () => sent(1));
    const app = renderApp({ url: PAGE, server });
    expect(await screen.findByRole('heading', { name: 'Your radios' })).toBeDefined();
    expect(screen.getByText('2024 Lumen Arc')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh: Kitchen' }));
    await app.heading('Refresh signal sent');
    expect(server.requestsTo('/services/account/device-ref')[0]?.body).toEqual({
      deviceId: 'dev_2',
      accountNumber: '10000001',
    });
    expect(server.requestsTo(REFRESH)[0]?.body).toEqual({
      deviceRef: 'dref_own',
      languagePreference: 'en-US',
    });
  });
});
