import { PRODUCT_ERRORS, type PurchaseResult } from '@orbit/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount, subscription, usd } from '../../../testing/care-account-fakes.ts';
import {
  careError,
  careOk,
  createFakeServer,
  type FakeServer,
} from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TKN = 'oet1.eyJ0IjoiU1RVREVOVF9SRVZFUklGWSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const LINK = `/student/re-verify?tkn=${TKN}&programCode=USSTUDENT`;
const NEW = 'stv_0000000000000000000000000000abcd';

const verification = (id: string) => ({
  verificationId: id,
  firstName: 'Nora',
  lastName: 'Castillo',
  email: 'nora.castillo@mit.edu',
  schoolName: 'Massachusetts Institute of Technology',
  method: 'EMAIL' as const,
  verifiedAt: '2026-11-27T09:00:00.000Z',
  expiresAt: '2027-11-27T09:00:00.000Z',
  state: 'current' as const,
});

const streaming = (overrides: Parameters<typeof subscription>[0] = {}) =>
  subscription({
    id: 'sub_seed_student_rollover',
    serviceType: 'streaming',
    deviceId: null,
    last4DigitsOfRadioId: null,
    planName: 'Streaming Platinum',
    planCode: 'US_STREAM_PLAT_MO',
    renewalDate: '2026-12-12',
    ...overrides,
  });

const purchased = (overrides: Partial<PurchaseResult> = {}): PurchaseResult => ({
  status: 'SUCCESS',
  orderId: 'ord_1',
  accountNumber: '10000147',
  subscriptionId: 'sub_seed_student_rollover',
  radioId: null,
  radioIdLastFour: null,
  email: 'student.rollover@orbitradio.test',
  maskedUsername: null,
  isUserNameSameAsEmail: false,
  isOfferStreamingEligible: true,
  isEligibleForRegistration: false,
  isRefreshAllowed: false,
  invoiceNumber: null,
  amountCharged: usd(0),
  giftCardAmountApplied: usd(0),
  campaignId: null,
  ...overrides,
});

/** The link opens, the code goes and comes back right, the link's verification is renewed. */
function answerReverification(server: FakeServer) {
  server.on('POST /services/student/re-verify/token', () =>
    careOk({
      firstName: 'Nora',
      schoolName: 'Massachusetts Institute of Technology',
      maskedEmail: 'n***********@mit.edu',
      expiresAt: '2026-12-12T09:00:00.000Z',
      state: 'reverify-due',
    }),
  );
  server.on('POST /services/student/verification/email', () =>
    careOk({
      schoolName: 'Massachusetts Institute of Technology',
      expiresAt: '2026-11-27T09:10:00.000Z',
      attemptsAllowed: 5,
    }),
  );
  server.on('POST /services/student/verification/email/redeem', () => careOk(verification(NEW)));
  server.on('POST /services/student/re-verify', () => careOk(verification(NEW)));
}

function eligibility(path: 'ROLLOVER' | 'OFFER_TO_OFFER') {
  return careOk({
    subscriptionId: 'sub_seed_student_rollover',
    subscriptionActive: true,
    currentPhase: path === 'ROLLOVER' ? 'fullPrice' : 'promo',
    verificationState: 'current',
    verificationExpiresAt: '2027-11-27T09:00:00.000Z',
    path,
  });
}

async function verifyByEmail() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Verify you’re still a student' });
  expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Castillo');
  await user.type(screen.getByLabelText(/School email address/), 'nora.castillo@mit.edu');
  await user.click(screen.getByRole('button', { name: 'Send my code' }));
  await user.type(await screen.findByLabelText(/Verification code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return user;
}

describe('/student/re-verify (ADR 067)', () => {
  it('offers to sign in when the link does not open', async () => {
    const server = createFakeServer();
    server.on('POST /services/student/re-verify/token', () =>
      careError(400, 'INVALID_TOKEN', PRODUCT_ERRORS.INVALID_TOKEN.propKey, [
        { errorCode: 'INVALID', fieldName: 'tkn' },
      ]),
    );
    const app = renderApp({ url: LINK, server });
    await app.heading('This link doesn’t work anymore');
    expect(screen.getByRole('link', { name: 'Sign in to my account' }).getAttribute('href')).toBe(
      '/sign-in?redirectTo=%2Faccount',
    );
  });

  it('re-verifies by school email, then rolls the plan over at renewal', async () => {
    const server = createFakeServer();
    answerReverification(server);
    let rolledOver = false;
    server.on('POST /services/account', () =>
      careOk(
        careAccount({
          accountNumber: '10000147',
          subscriptions: [
            streaming(
              rolledOver
                ? {
                    pendingPlanChange: {
                      planCode: 'US_STREAM_STUDENT_MO',
                      planName: 'Streaming Platinum Student — Monthly',
                      effectiveOn: '2026-12-12',
                    },
                  }
                : {},
            ),
          ],
        }),
      ),
    );
    server.on('POST /services/check-eligibility/student', () => eligibility('ROLLOVER'));
    server.on('POST /services/purchase/student-rollover', () => {
      rolledOver = true;
      return careOk(purchased());
    });
    const app = renderApp({ url: LINK, server });
    const user = await verifyByEmail();

    await app.heading('Your student plan');
    expect(server.requestsTo('/services/student/re-verify')[0]?.body).toEqual({
      tkn: TKN,
      verificationId: NEW,
    });
    expect(server.requestsTo('/services/check-eligibility/student')[0]?.body).toEqual({
      subscriptionId: 'sub_seed_student_rollover',
      verificationId: NEW,
    });
    expect(screen.getByText(/when it renews on 12\/12\/2026/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Switch to the student plan' }));

    await app.heading('You’re set for the student plan');
    expect(
      screen.getByText(
        'From 12/12/2026, you’re on the student plan. You keep your current plan until then.',
      ),
    ).toBeDefined();
    const [rollover] = server.requestsTo('/services/purchase/student-rollover');
    expect(rollover?.body).toMatchObject({
      subscriptionId: 'sub_seed_student_rollover',
      verificationId: NEW,
    });
    expect(new Headers(rollover?.init.headers).get('Idempotency-Key')).toBe(
      (rollover?.body as { transactionId: string } | undefined)?.transactionId,
    );
  });

  it('needs no sign-in: the renewed link’s account (identified, masked) rolls over', async () => {
    const server = createFakeServer();
    answerReverification(server);
    server.on('POST /services/account', () =>
      careOk(
        careAccount({
          access: 'identified',
          accountNumber: '10000147',
          username: null,
          subscriptions: [streaming()],
        }),
      ),
    );
    server.on('POST /services/check-eligibility/student', () => eligibility('ROLLOVER'));
    server.on('POST /services/purchase/student-rollover', () => careOk(purchased()));
    const app = renderApp({ url: LINK, server });
    const user = await verifyByEmail();
    await app.heading('Your student plan');
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Switch to the student plan' }));
    await app.heading('You’re set for the student plan');
    expect(server.requestsTo('/services/purchase/student-rollover')[0]?.body).toMatchObject({
      subscriptionId: 'sub_seed_student_rollover',
      verificationId: NEW,
    });
  });

  it('says on the field when the address is not a school’s', async () => {
    const server = createFakeServer();
    answerReverification(server);
    server.on('POST /services/student/verification/email', () =>
      careError(400, 'STUDENT_EMAIL_NOT_ACADEMIC', 'error.student.email.not.academic', [
        { errorCode: 'INVALID', fieldName: 'email' },
      ]),
    );
    renderApp({ url: LINK, server });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Verify you’re still a student' });
    await user.type(screen.getByLabelText('Last name'), 'Castillo');
    await user.type(screen.getByLabelText(/School email address/), 'nora@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    expect(
      await screen.findByText(
        'This isn’t a college or university email address. Use the address your school gave you.',
      ),
    ).toBeDefined();
    await waitFor(() =>
      expect(screen.getByLabelText(/School email address/).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
  });

  it('replaces a running promotion with the student plan, confirming the previewed quote', async () => {
    const server = createFakeServer();
    answerReverification(server);
    server.on('POST /services/account', () =>
      careOk(careAccount({ accountNumber: '10000147', subscriptions: [streaming()] })),
    );
    server.on('POST /services/check-eligibility/student', () => eligibility('OFFER_TO_OFFER'));
    server.on('POST /services/quotes/quote', () =>
      careOk({
        currentQuote: {
          currency: 'USD',
          details: [],
          fees: [],
          taxes: [],
          subtotal: usd(12),
          totalAmount: usd(12),
          currentBalance: usd(12),
        },
        revenueStatus: 'Immediate',
        planChange: {
          quoteId: 'ord_quote_1',
          subscriptionId: 'sub_seed_student_rollover',
          fromPlanCode: 'US_STREAM_PLAT_MO',
          toPlanCode: 'US_STREAM_STUDENT_MO',
          timing: 'NOW',
          effectiveOn: '2026-11-27',
          nextBill: { date: '2026-12-12', amount: usd(499) },
          expires: '2026-11-27T09:30:00.000Z',
        },
      }),
    );
    server.on('POST /services/purchase/offer2offer', () =>
      careOk(purchased({ amountCharged: usd(12) })),
    );
    const app = renderApp({ url: LINK, server });
    const user = await verifyByEmail();
    await app.heading('Your student plan');
    expect(await screen.findByText('$0.12')).toBeDefined();
    expect(screen.getByText('$4.99')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Confirm and switch' }));
    await app.heading('You’re on the student plan');
    expect(screen.getByText('Charged today: $0.12')).toBeDefined();
    expect(server.requestsTo('/services/purchase/offer2offer')[0]?.body).toMatchObject({
      subscriptionId: 'sub_seed_student_rollover',
      plans: [{ planCode: 'US_STREAM_STUDENT_MO' }],
      quoteId: 'ord_quote_1',
      verificationId: NEW,
    });
  });
});
