import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSdkState, serviceError } from '../../../testing/fake-identity-service.ts';
import { json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  CURRENT_TERMS_VERSION,
  GRANT,
  LINK_EMAIL,
  LINK_ID,
  LINKING_URL,
  linkServer,
  runningTrial,
  signInAs,
} from './device-linking.fixtures.ts';

beforeEach(() => {
  forgetSdkState();
  sessionStorage.clear();
});

const NOT_CLAIMABLE = { refusal: 'INVALID_SAL_STATUS', httpStatus: 409 };

describe('device linking: the vehicle and its trial', () => {
  it('shows the vehicle with its VIN masked and the running trial’s days left', async () => {
    const server = linkServer();
    const app = renderApp({ url: LINKING_URL, server });
    await app.heading('Link your device');
    expect(await screen.findByText('2026 Vega Aurora')).toBeTruthy();
    expect(screen.getByText('VIN *************0081')).toBeTruthy();
    expect(
      screen.getByText(/Your trial is running: 73 days left, until January 10, 2027\./),
    ).toBeTruthy();
    expect(server.requestsTo(`/magic-link/v1/vehicle/redeem/${LINK_ID}`)).toHaveLength(1);
    expect(server.requestsTo('/client-orchestration/v1/detailed-state-handoff')[0]?.body).toEqual({
      magicLinkGrant: GRANT,
    });
    expect(
      server.requestsTo('/identity/v1/sal/status')[0]?.url.searchParams.get('magicLinkGrant'),
    ).toBe(GRANT);
  });

  it.each([
    [
      'TrialNotStarted',
      {
        ...runningTrial({
          trialState: 'TrialNotStarted',
          daysLeft: 90,
          startedOn: null,
          endsOn: null,
        }),
        lifecycleState: 'TRIAL_ELIGIBLE' as const,
      },
      'Your 90-day trial hasn’t started yet. It starts the first time the radio plays Orbit Radio.',
    ],
    [
      'TrialClaimed',
      {
        ...runningTrial({ trialState: 'TrialClaimed', daysLeft: 1 }),
        lifecycleState: 'TRIAL_CLAIMED' as const,
      },
      'Your trial is on an Orbit Radio account: 1 day left, until January 10, 2027.',
    ],
    [
      'TrialWithFollowOn',
      {
        ...runningTrial({ trialState: 'TrialWithFollowOn', daysLeft: 12 }),
        lifecycleState: 'TRIAL_WITH_FOLLOW_ON' as const,
      },
      'Your trial has 12 days left, and a paid plan follows it on January 10, 2027.',
    ],
    [
      'SelfPay',
      {
        ...runningTrial({
          trialState: 'SelfPay',
          totalDays: null,
          daysLeft: null,
          startedOn: null,
          endsOn: null,
        }),
        lifecycleState: 'SELF_PAY' as const,
      },
      'This vehicle has a paid Orbit Radio subscription.',
    ],
    [
      'INACTIVE',
      {
        ...runningTrial({ trialState: 'TrialClaimed', daysLeft: 0 }),
        lifecycleState: 'INACTIVE' as const,
      },
      'This vehicle’s Orbit Radio service isn’t active.',
    ],
  ])(
    '%s: says the trial state in plain words, nothing to claim',
    async (_state, vehicle, words) => {
      renderApp({ url: LINKING_URL, server: linkServer({ vehicle, status: NOT_CLAIMABLE }) });
      expect(await screen.findByText(words)).toBeTruthy();
      expect(screen.getByText('There’s no trial to claim with this link')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to my account' })).toBeTruthy();
    },
  );

  it('keeps the grant for the tab: opening the page again does not redeem the spent link', async () => {
    const server = linkServer();
    const first = renderApp({ url: LINKING_URL, server });
    await screen.findByText('2026 Vega Aurora');
    first.instance().dispose();
    document.body.innerHTML = '';
    renderApp({ url: LINKING_URL, server });
    await screen.findByText('2026 Vega Aurora');
    expect(server.requestsTo(`/magic-link/v1/vehicle/redeem/${LINK_ID}`)).toHaveLength(1);
  });
});

describe('device linking: the link cannot open', () => {
  it('says a link without a valid id is not complete, and calls nothing', async () => {
    const server = linkServer();
    renderApp({ url: '/onboarding/device-linking?ml=nonsense', server });
    expect(await screen.findByText('This isn’t a complete link')).toBeTruthy();
    expect(server.requestsTo(`/magic-link/v1/vehicle/redeem/nonsense`)).toHaveLength(0);
  });

  it('an unknown link: says so, and names the vehicle’s screen (nothing to send again)', async () => {
    const server = linkServer();
    server.on('POST /magic-link/v1/vehicle/redeem/{magicLinkId}', () =>
      serviceError(404, 'MAGIC_LINK_NOT_FOUND'),
    );
    renderApp({ url: LINKING_URL, server });
    expect(await screen.findByText('We don’t know this link')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });

  it.each([
    ['MAGIC_LINK_EXPIRED', 410, 'This link has expired'],
    ['MAGIC_LINK_ALREADY_USED', 410, 'This link was already used'],
  ])(
    '%s: says so and sends a new link to the vehicle’s email on request',
    async (code, status, title) => {
      const server = linkServer();
      server.on('POST /magic-link/v1/vehicle/redeem/{magicLinkId}', () =>
        serviceError(status, code),
      );
      renderApp({ url: LINKING_URL, server });
      expect(await screen.findByText(title)).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a new link' }));
      expect(await screen.findByText(/a new link is on its way/)).toBeTruthy();
      expect(server.requestsTo('/client-orchestration/v1/request-magic-link')[0]?.body).toEqual({
        magicLinkId: LINK_ID,
        language: 'en-US',
      });
    },
  );

  it('a grant the server no longer knows: the page timed out, and the kept grant is dropped', async () => {
    const server = linkServer();
    server.on('POST /client-orchestration/v1/detailed-state-handoff', () =>
      serviceError(401, 'INVALID_MAGIC_LINK_GRANT'),
    );
    renderApp({ url: LINKING_URL, server });
    expect(await screen.findByText('This page has timed out')).toBeTruthy();
    expect(sessionStorage.getItem(`orbit.vehicleLinkGrant.${LINK_ID}`)).toBeNull();
  });
});

describe('device linking: what the link’s email allows', () => {
  it('EMAIL_AVAILABLE: create a sign-in with the link’s email (the new-identity page), or sign in', async () => {
    renderApp({ url: LINKING_URL, server: linkServer() });
    expect(
      await screen.findByText(
        `The link was sent to ${LINK_EMAIL}. Create an Orbit Radio sign-in with it to claim the trial.`,
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: `Create a sign-in with ${LINK_EMAIL}` })
        .getAttribute('href'),
    ).toBe(`/onboarding/device-linking-new-identity?ml=${LINK_ID}`);
    expect(
      screen.getByRole('link', { name: 'I already have a sign-in' }).getAttribute('href'),
    ).toBe(`/sign-in?redirectTo=${encodeURIComponent(LINKING_URL)}`);
  });

  it('EMAIL_AVAILABLE without the new-identity page: the sign-up page makes the sign-in and comes back', async () => {
    renderApp({
      url: LINKING_URL,
      server: linkServer({ flags: { enableDeviceLinkingNewIdentity: false } }),
    });
    const create = await screen.findByRole('link', { name: `Create a sign-in with ${LINK_EMAIL}` });
    expect(create.getAttribute('href')).toBe(
      `/sign-up?redirectTo=${encodeURIComponent(LINKING_URL)}`,
    );
  });

  it('SIGNIN_TO_REUSE_EMAIL: sign in with the link’s email, prefilled on the sign-in page', async () => {
    renderApp({
      url: LINKING_URL,
      server: linkServer({
        status: {
          status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL',
          emailAddress: LINK_EMAIL,
        },
      }),
    });
    const signIn = await screen.findByRole('link', { name: `Sign in as ${LINK_EMAIL}` });
    expect(signIn.getAttribute('href')).toBe(
      `/sign-in?${new URLSearchParams({ handle: LINK_EMAIL, redirectTo: LINKING_URL })}`,
    );
    await userEvent.setup().click(signIn);
    expect(await screen.findByDisplayValue(LINK_EMAIL)).toBeTruthy();
  });

  it('NO_EMAIL: sign in, or create a sign-in with any email', async () => {
    renderApp({
      url: LINKING_URL,
      server: linkServer({ status: { status: 'SUB_UNCLAIMED_NO_EMAIL', emailAddress: null } }),
    });
    expect(await screen.findByText(/or create a sign-in with any email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a sign-in' })).toBeTruthy();
  });

  it('EMAIL_TAKEN: the email is another country’s; create a sign-in with another email', async () => {
    renderApp({
      url: LINKING_URL,
      server: linkServer({
        status: { status: 'SUB_UNCLAIMED_EMAIL_TAKEN', emailAddress: LINK_EMAIL },
      }),
    });
    expect(
      await screen.findByText(/is used by an Orbit Radio sign-in in another country/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a sign-in with another email' })).toBeTruthy();
  });

  it('SUB_CLAIMED: signs straight in with the answer’s grant and says the trial is claimed', async () => {
    const server = linkServer({
      status: {
        status: 'SUB_CLAIMED',
        grant: 'osg_claimed',
        identityId: 'idn_9',
        emailAddress: LINK_EMAIL,
      },
    });
    renderApp({ url: LINKING_URL, server });
    expect(
      await screen.findByText(
        `This vehicle’s trial was claimed with this link. You’re now signed in as ${LINK_EMAIL}.`,
      ),
    ).toBeTruthy();
    expect(server.requestsTo('/session/v1/sessions/authenticated')[0]?.body).toMatchObject({
      grant: 'osg_claimed',
    });
  });
});

describe('device linking: a signed-in customer claims', () => {
  it('agrees to the US documents, records them (accept-terms), claims and sees the account', async () => {
    const server = linkServer();
    const app = renderApp({ url: LINKING_URL, server });
    await signInAs(app, LINK_EMAIL);
    const user = userEvent.setup();
    const claim = await screen.findByRole('button', { name: 'Claim my trial' });
    await user.click(claim);
    expect(
      await screen.findByText('Tick the box to agree to the terms before claiming.'),
    ).toBeTruthy();
    expect(server.requestsTo('/identity/v1/b2btrial/claim')).toHaveLength(0);
    await user.click(
      screen.getByRole('checkbox', { name: /I agree to the Offer and Renewal Terms/ }),
    );
    const handoffs = () => server.requestsTo('/client-orchestration/v1/detailed-state-handoff');
    const readBeforeClaim = handoffs().length;
    await user.click(claim);
    expect(await screen.findByText('Your trial is on your account')).toBeTruthy();
    expect(
      screen.getByText(/The trial now runs on account 10000081, until January 10, 2027\./),
    ).toBeTruthy();
    // The vehicle's summary reads its state again after the claim.
    await waitFor(() => expect(handoffs().length).toBeGreaterThan(readBeforeClaim));
    const agreements = server.requestsTo('/client-orchestration/v1/accept-terms')[0]?.body as {
      privacyAgreements: { consentType: string; countryCode: string; language: string }[];
    };
    expect(agreements.privacyAgreements.map((agreement) => agreement.consentType)).toEqual([
      'OFFER_AND_RENEWAL_TERMS',
      'CUSTOMER_AGREEMENT',
      'PRIVACY_POLICY',
    ]);
    expect(agreements.privacyAgreements[0]).toMatchObject({
      countryCode: 'US',
      language: 'en-US',
      version: CURRENT_TERMS_VERSION,
    });
    const claimed = server.requestsTo('/identity/v1/b2btrial/claim')[0];
    expect(claimed?.body).toEqual({ magicLinkGrant: GRANT });
    expect(new Headers(claimed?.init.headers).get('idempotency-key')).toBeTruthy();
  });

  it('in Canada: offer and renewal terms, and marketing only when ticked', async () => {
    const server = linkServer({ host: 'can.localhost' });
    const app = renderApp({ host: 'can.localhost', url: `${LINKING_URL}&langpref=fr`, server });
    await signInAs(app, LINK_EMAIL, 'Votre véhicule');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /J’accepte les Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /Envoyez-moi les offres/ }));
    await user.click(screen.getByRole('button', { name: 'Réclamer mon essai' }));
    expect(await screen.findByText('Votre essai est dans votre compte')).toBeTruthy();
    const agreements = server.requestsTo('/client-orchestration/v1/accept-terms')[0]?.body as {
      privacyAgreements: { consentType: string; countryCode: string; language: string }[];
    };
    expect(agreements.privacyAgreements).toEqual([
      expect.objectContaining({
        consentType: 'OFFER_AND_RENEWAL_TERMS',
        countryCode: 'CA',
        language: 'fr-CA',
      }),
      expect.objectContaining({
        consentType: 'MARKETING_OFFERS',
        countryCode: 'CA',
        language: 'fr-CA',
      }),
    ]);
  });

  it.each([
    [
      'CLAIMING_WITH_UNAUTHORIZED_USER',
      403,
      'This trial belongs to another sign-in',
      'button',
      'Sign in with another sign-in',
    ],
    [
      'SUB_ALREADY_EXISTS_FOR_IDENTITY',
      409,
      'This trial is already on your account',
      'link',
      'Go to my account',
    ],
    [
      'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR',
      409,
      'This vehicle already has a paid subscription',
      'link',
      'Go to my account',
    ],
    [
      'IDENTITY_NOT_ELIGIBLE_ERROR',
      403,
      'This sign-in can’t claim the trial',
      'button',
      'Sign in with another sign-in',
    ],
    ['TRIAL_PENDING_ACTIVATION_ERROR', 409, 'Your trial hasn’t started yet', null, null],
    [
      'IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR',
      403,
      'This vehicle’s trial is on another account',
      'button',
      'Sign in with another sign-in',
    ],
    [
      'ELIGIBILITY_SUBSCRIPTION_REQUIRED',
      422,
      'There’s no trial left to claim',
      'link',
      'See plans',
    ],
    ['INVALID_EMAIL_ADDRESS', 422, 'Your sign-in has no email address', 'link', 'Go to my account'],
    ['INVALID_ACTIVATION_CODE', 400, 'This radio can’t play Orbit Radio', null, null],
    ['VEHICLE_NOT_FOUND', 404, 'We can’t find this vehicle', null, null],
  ] as const)(
    '%s: says what it means and what to do',
    async (code, status, title, role, action) => {
      const server = linkServer();
      server.on('POST /identity/v1/b2btrial/claim', () => serviceError(status, code));
      const app = renderApp({ url: LINKING_URL, server });
      await signInAs(app, 'someone@orbitradio.test');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Claim my trial' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(title);
      if (role && action) expect(screen.getByRole(role, { name: action })).toBeTruthy();
    },
  );

  it('documents updated since the page read them: says so, clears the box, and agrees to the new version', async () => {
    const server = linkServer();
    let published = CURRENT_TERMS_VERSION;
    server.on('GET /client-orchestration/v1/terms', () => json({ version: published }));
    server.on('POST /client-orchestration/v1/accept-terms', (request) => {
      const [first] = (request.body as { privacyAgreements: { version: string }[] })
        .privacyAgreements;
      return first?.version === published
        ? json({ privacyAgreements: [] })
        : serviceError(409, 'TERMS_VERSION_OUT_OF_DATE');
    });
    const app = renderApp({ url: LINKING_URL, server });
    await signInAs(app, LINK_EMAIL);
    const user = userEvent.setup();
    const terms = await screen.findByRole('checkbox', { name: /I agree/ });
    await waitFor(() =>
      expect(server.requestsTo('/client-orchestration/v1/terms').length).toBeGreaterThan(0),
    );
    // The marketing site publishes new documents while the page is open.
    published = '2026-04';
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Claim my trial' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The terms were just updated');
    expect(server.requestsTo('/identity/v1/b2btrial/claim')).toHaveLength(0);
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Claim my trial' }));
    expect(await screen.findByText('Your trial is on your account')).toBeTruthy();
    const versions = server
      .requestsTo('/client-orchestration/v1/accept-terms')
      .map(
        (call) => (call.body as { privacyAgreements: { version: string }[] }).privacyAgreements[0],
      )
      .map((agreement) => agreement?.version);
    expect(versions).toEqual([CURRENT_TERMS_VERSION, '2026-04']);
  });

  it('a refusal naming the wrong sign-in signs out and goes to sign in with the link’s email', async () => {
    const server = linkServer({
      status: {
        status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL',
        emailAddress: LINK_EMAIL,
      },
    });
    server.on('POST /identity/v1/b2btrial/claim', () =>
      serviceError(403, 'CLAIMING_WITH_UNAUTHORIZED_USER'),
    );
    const app = renderApp({ url: LINKING_URL, server });
    await signInAs(app, 'someone@orbitradio.test');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Claim my trial' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with another sign-in' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/sign-in\?handle=driver/));
    expect(server.requestsTo('/session/v1/sessions/end')).toHaveLength(1);
    expect(await screen.findByDisplayValue(LINK_EMAIL)).toBeTruthy();
  });
});
