import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { identifiedAccount, LOOKUP_PATH, lookupServer } from './account-lookup-testing.ts';

async function atLookup(server = lookupServer(), url = LOOKUP_PATH) {
  const app = renderApp({ url, server });
  const user = userEvent.setup();
  await app.heading('Find your account');
  return { app, user, server };
}

function userErrors(app: ReturnType<typeof renderApp>) {
  return (app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? []).map((error) => [
    error.errorName,
    error.errorCode,
  ]);
}

function events(app: ReturnType<typeof renderApp>) {
  return (app.analyticsTarget.appEventData ?? []).map((event) => event.event);
}

function refusal(status: number, errorCode: string, fieldErrors: object[] = []) {
  return json(
    {
      error: { errorType: 'BUSINESS', errorCode, errorPropKey: `error.${errorCode}`, fieldErrors },
    },
    status,
  );
}

async function fillFlepz(user: ReturnType<typeof userEvent.setup>, phone = '512-555-0101') {
  await user.type(screen.getByLabelText('First name'), 'Jordan');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@orbitradio.test');
  await user.type(screen.getByLabelText(/Phone number/), phone);
  await user.type(screen.getByLabelText('ZIP code'), '78701');
}

describe('find your account', { timeout: 30_000 }, () => {
  it('greets a visitor the used-car eligibility check sent here', async () => {
    await atLookup(lookupServer(), `${LOOKUP_PATH}?errorCode=112&langpref=en-US`);
    expect(screen.getByRole('status').textContent).toBe(
      'That radio isn’t eligible for a used-car trial. Find your account to see what you can do with it.',
    );
  });

  it('checks Your info on blur and on submit, tracking refusals, with no call made', async () => {
    const { app, user, server } = await atLookup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@');
    await user.tab();
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(screen.getByText('Enter your first name.')).toBeDefined();
    expect(screen.getByText('Enter your ZIP code.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(server.requestsTo('/services/identity/customer/flepz')).toHaveLength(0);
    expect(userErrors(app)).toEqual(
      expect.arrayContaining([
        ['accountlookup.info.firstName', 'REQUIRED'],
        ['accountlookup.info.email', 'INVALID'],
        ['accountlookup.info.phoneNumber', 'REQUIRED'],
      ]),
    );
    // …and the list re-raised as one business error (spec 000 §5).
    const business = app.analyticsTarget.digitalData?.errorInfo.eventError ?? [];
    expect(business.map((error) => [error.errorType, error.errorCode])).toContainEqual([
      'BUSINESS',
      'CLIENT_VALIDATION',
    ]);
  });

  it('greets a FLEPZ match by name with its radios, and offers to pay the bill', async () => {
    const { app, user, server } = await atLookup();
    await fillFlepz(user);
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(
      await screen.findByRole('heading', { name: 'Hi Jordan! You have 2 radios.' }),
    ).toBeDefined();
    expect(server.requestsTo('/services/identity/customer/flepz')[0]?.body).toEqual({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'owner@orbitradio.test',
      phoneNumber: '5125550101',
      zipCode: '78701',
      locale: 'en-US',
    });
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByText('2024 Lumen Arc')).toBeDefined();
    expect(within(cards[0] as HTMLElement).getByText('Radio ID: ****0004')).toBeDefined();
    expect(within(cards[1] as HTMLElement).getByText('No active service')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Pay your bill' }).getAttribute('href')).toBe(
      '/account/pay',
    );
    expect(screen.getByRole('link', { name: 'Manage your account' }).getAttribute('href')).toBe(
      '/account/login?redirectTo=%2Faccount%2Fmanage',
    );
    expect(screen.queryByRole('heading', { name: 'Verify your account' })).toBeNull();
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      authenticationType: 'FLEPZ',
      authenticationStatus: 'Identified users',
      accountsFound: 1,
    });
    expect(events(app)).toContain('authentication-success');
  });

  it('says it could not find the account, with what to try, when FLEPZ matches nothing', async () => {
    const server = lookupServer();
    server.on('POST /services/identity/customer/flepz', () =>
      careOk({
        ...identifiedAccount({ authenticationType: 'FLEPZ', radios: [] }),
        accountsFound: 0,
      }),
    );
    const { app, user } = await atLookup(server);
    await fillFlepz(user);
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t find your account');
    expect(alert.textContent).toContain('radio info or car info');
    expect(within(alert).getByRole('link', { name: 'Chat with us' })).toBeDefined();
    expect(events(app)).toContain('authentication-failure');
    expect(app.analyticsTarget.digitalData?.customerInfo.authenticationStatus).toBe(
      'Unidentified users',
    );
  });

  it('asks to call care for a phone the server cannot confirm, or an account not managed online', async () => {
    const server = lookupServer();
    server.on('POST /services/identity/customer/flepz', () =>
      refusal(400, 'INVALID_PAYLOAD', [{ errorCode: 'PHONE_INVALID', fieldName: 'phoneNumber' }]),
    );
    server.on('POST /services/account/non-pii', () => refusal(403, 'CUSTOMER_TYPE_NOT_SUPPORTED'));
    const { user } = await atLookup(server);
    await fillFlepz(user, '112-555-0101');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We’re unable to confirm your account');
    expect(alert.textContent).toContain('1-866-555-0100');

    await user.click(screen.getByRole('tab', { name: 'Radio info' }));
    await user.type(screen.getByLabelText('Radio ID'), 'orba0003');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '10000001');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This account can’t be managed online',
    );
  });

  it('finds by Radio info, then verifies last name, phone and zip before paying', async () => {
    const server = lookupServer();
    let attempts = 0;
    server.on('POST /services/authenticate/verify-pii-data', () => {
      attempts += 1;
      return attempts === 1
        ? refusal(400, 'VERIFICATION_FAILED')
        : careOk(identifiedAccount({ verified: true, firstName: 'Jordan' }));
    });
    const { app, user } = await atLookup(server);
    await user.click(screen.getByRole('tab', { name: 'Radio info' }));
    await user.type(screen.getByLabelText('Radio ID'), 'orba0003');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '10000001');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    await screen.findByRole('heading', { name: 'We found your account' });
    expect(server.requestsTo('/services/account/non-pii')[0]?.body).toEqual({
      radioId: 'ORBA0003',
      accountNumber: '10000001',
      locale: 'en-US',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo.authenticationType).toBe('RID_ACCT');
    expect(screen.queryByRole('link', { name: 'Pay your bill' })).toBeNull();

    const verify = screen.getByRole('region', { name: 'Verify your account' });
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(within(verify).getByText('Enter your last name.')).toBeDefined();
    expect(server.requestsTo('/services/authenticate/verify-pii-data')).toHaveLength(0);

    await user.type(within(verify).getByLabelText('Last name'), 'Rivera');
    await user.type(within(verify).getByLabelText(/Phone number/), '512-555-0101');
    await user.type(within(verify).getByLabelText('ZIP code'), '78701');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect((await within(verify).findByRole('alert')).textContent).toContain(
      'We’re unable to confirm your account with these details',
    );
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Hi Jordan! You have 2 radios.' });
    expect(server.requestsTo('/services/authenticate/verify-pii-data')[1]?.body).toEqual({
      lpzVerificationRequest: { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' },
      locale: 'en-US',
    });
    expect(screen.getByText('Thanks, your account is confirmed')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Pay your bill' })).toBeDefined();
  });

  it('identifies from radioid + act, and radioid + lname, in the address', async () => {
    const { app, server } = await atLookup(
      lookupServer(),
      `${LOOKUP_PATH}?RadioID=orba-0003&ACT=1000-0001`,
    );
    await screen.findByRole('heading', { name: 'We found your account' });
    expect(server.requestsTo('/services/account/non-pii')[0]?.body).toEqual({
      radioId: 'ORBA0003',
      accountNumber: '10000001',
      authenticationType: 'RID_ACCT_URL',
      locale: 'en-US',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      authenticationType: 'RID_ACCT_URL',
      authenticationStatus: 'Identified users',
    });

    const byName = await atLookup(lookupServer(), `${LOOKUP_PATH}?radioid=ORBT0004&lname=Rivera`);
    await waitFor(() =>
      expect(byName.server.requestsTo('/services/account/non-pii')[0]?.body).toEqual({
        radioId: 'ORBT0004',
        lastName: 'Rivera',
        authenticationType: 'RID_LNAME_URL',
        locale: 'en-US',
      }),
    );
  });

  it('identifies from the link once: looking up another account does not ask again', async () => {
    const { user, server } = await atLookup(
      lookupServer(),
      `${LOOKUP_PATH}?radioid=ORBA0003&act=10000001`,
    );
    await screen.findByRole('heading', { name: 'We found your account' });
    await user.click(screen.getByRole('button', { name: 'Look up another account' }));
    expect(await screen.findByRole('tab', { name: 'Your info' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'We found your account' })).toBeNull();
    expect(server.requestsTo('/services/account/non-pii')).toHaveLength(1);
  });

  it("identifies a link's token, and says when the link can't be used", async () => {
    const server = lookupServer();
    server.on('POST /services/identification/token', () =>
      careOk({
        deviceRef: 'orad_token',
        radioIdLastFour: '0004',
        deviceType: 'car',
        vehicle: null,
        status: 'active',
        hasActiveSubscription: false,
        cardOnFile: null,
        programCode: null,
      }),
    );
    const { app } = await atLookup(server, `${LOOKUP_PATH}?atok=oet1.abc`);
    await screen.findByRole('heading', { name: 'We found your account' });
    expect(server.requestsTo('/services/identification/token')[0]?.body).toEqual({
      token: 'oet1.abc',
      tokenType: 'ACCOUNT',
    });
    expect(server.requestsTo('/services/account/non-pii')[0]?.body).toEqual({
      deviceRef: 'orad_token',
      authenticationType: 'TOKEN_URL',
      locale: 'en-US',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo.authenticationType).toBe('TOKEN_URL');

    const refused = lookupServer();
    refused.on('POST /services/identification/token', () =>
      careError(400, 'INVALID_TOKEN', 'error.token.invalid'),
    );
    const second = await atLookup(refused, `${LOOKUP_PATH}?tkn=forged`);
    expect((await screen.findByRole('alert')).textContent).toContain('This link can’t be used');
    expect(second.app.location()).toBe(`${LOOKUP_PATH}?tkn=forged`);
    expect(screen.getByRole('tab', { name: 'Your info' })).toBeDefined();
  });

  it('finds by Car info: a VIN straight away, a plate through its radio', async () => {
    const server = lookupServer();
    server.on('POST /services/identity/device/license-plate', () =>
      careOk({
        deviceRef: 'orad_plate',
        radioIdLastFour: '0004',
        deviceType: 'car',
        vehicle: null,
        status: 'active',
        hasActiveSubscription: false,
        cardOnFile: null,
        vinLastFour: '0004',
        maskedVin: '*************0004',
      }),
    );
    const { app, user } = await atLookup(server);
    await user.click(screen.getByRole('tab', { name: 'Car info' }));
    await user.type(screen.getByLabelText('VIN'), '1lmna2ar2ra000004');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await screen.findByRole('heading', { name: 'We found your account' });
    expect(server.requestsTo('/services/account/non-pii')[0]?.body).toEqual({
      vin: '1LMNA2AR2RA000004',
      authenticationType: 'VIN',
      locale: 'en-US',
    });

    await user.click(screen.getByRole('button', { name: 'Look up another account' }));
    await user.click(screen.getByRole('tab', { name: 'Car info' }));
    await user.click(screen.getByRole('radio', { name: 'License plate' }));
    await user.type(screen.getByLabelText('License plate number'), '8TRL456');
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.click(screen.getByRole('checkbox', { name: /use this license plate/ }));
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await screen.findByRole('heading', { name: 'We found your account' });
    expect(server.requestsTo('/services/account/non-pii')[1]?.body).toEqual({
      deviceRef: 'orad_plate',
      authenticationType: 'LPL',
      locale: 'en-US',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo.authenticationType).toBe('LPL');
  });

  it('lists the subscriptions of an email, with sign-in to manage them', async () => {
    const server = lookupServer();
    server.on('POST /services/identity/customer/email', () =>
      careOk({
        streamingSubscriptions: [
          { maskedEmail: 'o******@orbitradio.test', planName: 'Platinum', subscriptionId: 's1' },
        ],
        trialSubscriptions: [
          {
            maskedEmail: 'o******@orbitradio.test',
            planName: 'All Access',
            subscriptionId: 's2',
            radioIdLastFour: '0004',
          },
        ],
      }),
    );
    const { app, user } = await atLookup(server);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Find my subscriptions' }));
    await screen.findByRole('heading', { name: 'We found 2 subscriptions with this email.' });
    expect(screen.getByText('All Access trial on the radio ending in 0004')).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: 'Sign in to manage your subscriptions' })
        .getAttribute('href'),
    ).toBe('/account/login');
    expect(app.analyticsTarget.digitalData?.customerInfo.authenticationType).toBe('EMAIL');
  });

  it('checks eligibility (RFLZ) with its own names for invalid input', async () => {
    const { app, user, server } = await atLookup();
    await user.click(screen.getByRole('tab', { name: 'Check eligibility' }));
    expect(screen.getByRole('heading', { name: 'Check your eligibility' })).toBeDefined();
    expect(events(app)).toContain('rflz-loaded');
    await user.type(screen.getByLabelText(/Radio ID or VIN/), 'ORB1');
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    expect(server.requestsTo('/services/identity/customer/rflz')).toHaveLength(0);
    expect(userErrors(app)).toEqual([
      ['Auth - Missing or incomplete radio ID', 'INVALID'],
      ['Auth - Missing first name', 'REQUIRED'],
      ['Auth - Missing last name', 'REQUIRED'],
      ['Auth - Missing or invalid zip code', 'REQUIRED'],
    ]);

    await user.clear(screen.getByLabelText(/Radio ID or VIN/));
    await user.type(screen.getByLabelText(/Radio ID or VIN/), 'orbt0004');
    await user.type(screen.getByLabelText('First name'), 'Jordan');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    await screen.findByRole('heading', { name: 'We found your account' });
    expect(server.requestsTo('/services/identity/customer/rflz')[0]?.body).toEqual({
      radioIdOrVin: 'ORBT0004',
      firstName: 'Jordan',
      lastName: 'Rivera',
      zipCode: '78701',
      locale: 'en-US',
    });
    expect(events(app)).toContain('rflz-successful');
  });

  it('links to sign in', async () => {
    await atLookup();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login',
    );
  });
});
