import { type CareStudentVerification, PRODUCT_ERRORS, type ProductErrorCode } from '@orbit/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  careError,
  careOk,
  createFakeServer,
  type FakeServer,
} from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PAGE = '/subscribe/checkout/studentverification';
const START = '/services/student/verification/email';
const REDEEM = '/services/student/verification/email/redeem';
const PROOF = '/services/student/proof';
const VERIFICATION_ID = 'stv_0123456789abcdef0123456789abcdef';

const refused = (status: number, code: ProductErrorCode) =>
  careError(status, code, PRODUCT_ERRORS[code].propKey);

const studentOffer = streamingOffer({
  planCode: 'US_STREAM_STUDENT_1MOFREE_MO',
  packageName: 'Streaming Platinum',
  fallbackReason: null,
});

function studentServer(options: { flags?: Record<string, boolean> } = {}): FakeServer {
  const server = createFakeServer(options);
  server.on('POST /services/offers', () =>
    careOk({
      offers: [studentOffer],
      leadPlanCode: studentOffer.planCode,
      presentmentTestCell: null,
    }),
  );
  server.on(`POST ${START}`, () =>
    careOk({
      schoolName: 'Massachusetts Institute of Technology',
      expiresAt: '2026-11-27T15:10:00.000Z',
      attemptsAllowed: 5,
    }),
  );
  return server;
}

const verification: CareStudentVerification = {
  verificationId: VERIFICATION_ID,
  firstName: 'Avery',
  lastName: 'Chen',
  email: 'avery.chen@mit.edu',
  schoolName: 'Massachusetts Institute of Technology',
  method: 'EMAIL',
  verifiedAt: '2026-11-27T15:00:00.000Z',
  expiresAt: '2027-11-27T15:00:00.000Z',
  state: 'current',
};

async function fillSchoolEmail(email = 'avery.chen@mit.edu') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Avery');
  await user.type(screen.getByLabelText('Last name'), 'Chen');
  await user.type(screen.getByLabelText('School email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send my code' }));
  return user;
}

describe('the student verification page (flows §6, ADR 066)', () => {
  it('opens on the student offer, asked with the student flag and the market’s code', async () => {
    const server = studentServer();
    const app = renderApp({ url: PAGE, server });
    await app.heading('Students get Streaming Platinum for less');
    expect(server.requestsTo('/services/offers')[0]?.body).toMatchObject({
      streaming: true,
      programCode: 'USSTUDENT',
      student: true,
    });
    expect(screen.getByRole('heading', { name: 'Student offer terms' })).toBeDefined();
  });

  it('sends the code to the school address, takes it, and continues into the student checkout', async () => {
    const server = studentServer();
    server.on(`POST ${REDEEM}`, () => careOk(verification));
    const app = renderApp({ url: PAGE, server });
    const user = await fillSchoolEmail();
    expect(server.requestsTo(START)[0]?.body).toMatchObject({
      firstName: 'Avery',
      lastName: 'Chen',
      email: 'avery.chen@mit.edu',
      locale: 'en-US',
    });
    expect(
      await screen.findByText(/We sent a 6-digit code to avery\.chen@mit\.edu \(Massachusetts/),
    ).toBeDefined();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() =>
      expect(app.location()).toBe(
        `/subscribe/checkout/streaming?verificationid=${VERIFICATION_ID}&programcode=USSTUDENT`,
      ),
    );
    expect(server.requestsTo(REDEEM)[0]?.body).toEqual({
      email: 'avery.chen@mit.edu',
      code: '123456',
    });
  });

  it('says so when the address is no school’s, and when the code is wrong', async () => {
    const server = studentServer();
    server.on(`POST ${START}`, () => refused(400, 'STUDENT_EMAIL_NOT_ACADEMIC'));
    renderApp({ url: PAGE, server });
    await fillSchoolEmail('avery@gmail.com');
    expect(
      await screen.findByText(/This isn’t a college or university email address/),
    ).toBeDefined();
    expect(screen.getByLabelText('School email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('a wrong code is read as the one-time code’s error', async () => {
    const server = studentServer();
    server.on(`POST ${REDEEM}`, () => refused(400, 'OTP_INVALID'));
    renderApp({ url: PAGE, server });
    const user = await fillSchoolEmail();
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByText('That code isn’t right. Check it and try again.')).toBeDefined();
  });

  it('without a school email: the proof is sent and the page says it will be reviewed', async () => {
    const proofId = 'stp_0123456789abcdef0123456789abcdef';
    const pending = { proofId, status: 'PENDING', rejectionReason: null, verificationId: null };
    const server = studentServer();
    server.on(`POST ${PROOF}`, () => careOk(pending));
    server.on(`GET ${PROOF}/${proofId}`, () => careOk(pending));
    const app = renderApp({ url: PAGE, server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I don’t have a school email' }));
    await user.type(screen.getByLabelText('First name'), 'Avery');
    await user.type(screen.getByLabelText('Last name'), 'Chen');
    await user.type(screen.getByLabelText('Email address'), 'avery@example.com');
    await user.type(screen.getByLabelText('School name'), 'Austin Community College');
    await user.click(screen.getByRole('button', { name: 'Send my proof' }));
    expect(await screen.findByText('Choose the file to send.')).toBeDefined();
    await user.upload(
      screen.getByLabelText('Proof of enrolment'),
      new File(['%PDF-1.4'], 'schedule.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send my proof' }));
    expect(await screen.findByText(/A member of our team will review your proof/)).toBeDefined();
    // The proof is kept in the address for coming back; the thanks, by name, stays on screen.
    await waitFor(() => expect(app.location()).toBe(`${PAGE}?proofid=${proofId}`));
    expect(screen.getByText(/Thanks, Avery\. A member of our team will review/)).toBeDefined();
    expect(server.requestsTo(PROOF)).toHaveLength(1);
    expect(server.requestsTo(`${PROOF}/${proofId}`)).toHaveLength(0);
  });

  it('coming back with the proof in the address: an approved proof continues into the checkout', async () => {
    const proofId = 'stp_0123456789abcdef0123456789abcdef';
    const server = studentServer();
    server.on(`GET ${PROOF}/${proofId}`, () =>
      careOk({
        proofId,
        status: 'APPROVED',
        rejectionReason: null,
        verificationId: VERIFICATION_ID,
      }),
    );
    const app = renderApp({ url: `${PAGE}?proofid=${proofId}`, server });
    expect(
      await screen.findByText('Your proof was approved: you’re verified as a student.'),
    ).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() =>
      expect(app.location()).toBe(
        `/subscribe/checkout/streaming?verificationid=${VERIFICATION_ID}&programcode=USSTUDENT`,
      ),
    );
  });

  it('a Quebec student on the Canadian site goes to the streaming checkout: no student price there', async () => {
    const server = studentServer();
    const app = renderApp({ url: PAGE, server, host: 'care.orbitradio.ca' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Léa');
    await user.type(screen.getByLabelText('Last name'), 'Tremblay');
    await user.type(screen.getByLabelText('School email address'), 'lea@mcgill.ca');
    await user.selectOptions(screen.getByLabelText('Province or territory where you live'), 'QC');
    await user.click(screen.getByRole('button', { name: 'Send my code' }));
    await waitFor(() =>
      expect(app.location()).toBe('/subscribe/checkout/streaming?programcode=CASTUDENT'),
    );
    expect(server.requestsTo(START)).toHaveLength(0);
  }, 20_000);
});

describe('the student checkout’s door', () => {
  it('an unknown verification: the streaming checkout without it, saying why', async () => {
    const server = studentServer();
    server.on(`GET /services/identity/verify-student/${VERIFICATION_ID}`, () =>
      refused(404, 'NOT_FOUND'),
    );
    const app = renderApp({
      url: `/subscribe/checkout/streaming?verificationid=${VERIFICATION_ID}&programcode=USSTUDENT`,
      server,
    });
    await waitFor(() =>
      expect(app.location()).toBe('/subscribe/checkout/streaming?programcode=USSTUDENT'),
    );
    expect(await screen.findByText('The student price isn’t applied')).toBeDefined();
    expect(screen.getByText(/We couldn’t find that student verification/)).toBeDefined();
  });
});
