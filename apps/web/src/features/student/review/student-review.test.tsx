import { PRODUCT_ERRORS, type ProductErrorCode } from '@orbit/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk, createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PAGE = '/account/student-review';
const QUEUE = '/services/student/review/proofs';
const PROOF_ID = 'stp_0190f3c2a1b27c3d8e4f5a6b7c8d9e0f';

const refused = (status: number, code: ProductErrorCode) =>
  careError(status, code, PRODUCT_ERRORS[code].propKey);

const inQueue = {
  proofId: PROOF_ID,
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya.raman@example.com',
  schoolName: 'Austin Community College',
  contentType: 'image/png',
  sizeBytes: 68,
  uploadedAt: '2026-11-26T15:30:00.000Z',
} as const;

// A 1×1 PNG: the page shows an image proof as an <img>.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function reviewerServer(queue = [inQueue]) {
  const server = createFakeServer();
  server.on(`GET ${QUEUE}`, () => careOk({ proofs: queue }));
  server.on(`GET ${QUEUE}/${PROOF_ID}`, () =>
    careOk({ ...inQueue, status: 'PENDING', contentBase64: PNG_BASE64 }),
  );
  return server;
}

const decided = (status: 'APPROVED' | 'REJECTED', rejectionReason: string | null = null) =>
  careOk({ proofId: PROOF_ID, status, rejectionReason, verificationId: null });

async function openProof() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Review the proof of Priya Raman' }));
  await screen.findByRole('heading', { name: 'Proof of enrolment of Priya Raman' });
  return user;
}

describe('/account/student-review', () => {
  it('sends a visitor who is not signed in to sign in, and back here after', async () => {
    const server = createFakeServer();
    server.on(`GET ${QUEUE}`, () => refused(401, 'UNAUTHENTICATED_CUSTOMER'));
    const app = renderApp({ url: PAGE, server });
    await waitFor(() =>
      expect(app.location()).toBe(`/sign-in?redirectTo=${encodeURIComponent(PAGE)}`),
    );
  });

  it('tells a signed-in customer without the reviewer role the page is not theirs, with no queue', async () => {
    const server = createFakeServer();
    server.on(`GET ${QUEUE}`, () => refused(403, 'FORBIDDEN'));
    const app = renderApp({ url: PAGE, server });
    await app.heading('Review proofs of enrolment');
    expect(await screen.findByText('This page isn’t available to you')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Review/ })).toBeNull();
  });

  it('lists the proofs waiting with name, school and upload time', async () => {
    const app = renderApp({ url: PAGE, server: reviewerServer() });
    await app.heading('Review proofs of enrolment');
    expect(await screen.findByRole('heading', { name: '1 proof waiting' })).toBeDefined();
    expect(screen.getByText('Priya Raman')).toBeDefined();
    expect(screen.getByText('Austin Community College')).toBeDefined();
    expect(screen.getByText(/^Uploaded Nov 26, 2026/)).toBeDefined();
  });

  it('says so when nothing is waiting', async () => {
    renderApp({ url: PAGE, server: reviewerServer([]) });
    expect(await screen.findByText('No proofs are waiting for review.')).toBeDefined();
  });

  it('opens a proof with its file and approves it', async () => {
    const server = reviewerServer();
    renderApp({ url: PAGE, server });
    const user = await openProof();
    expect(screen.getByRole('img', { name: 'Proof of enrolment of Priya Raman' })).toBeDefined();
    expect(screen.getByText('priya.raman@example.com')).toBeDefined();
    server.on(`POST ${QUEUE}/${PROOF_ID}/approve`, () => decided('APPROVED'));
    server.on(`GET ${QUEUE}`, () => careOk({ proofs: [] }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved the proof of Priya Raman')).toBeDefined();
    expect(await screen.findByText('No proofs are waiting for review.')).toBeDefined();
  });

  it('needs a reason to reject, and sends it', async () => {
    const server = reviewerServer();
    renderApp({ url: PAGE, server });
    const user = await openProof();
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    const reason = screen.getByLabelText('Reason for rejecting');
    expect(
      await screen.findByText('Give the student a reason (at least 3 characters).'),
    ).toBeDefined();
    expect(server.requestsTo(`${QUEUE}/${PROOF_ID}/reject`)).toHaveLength(0);
    server.on(`POST ${QUEUE}/${PROOF_ID}/reject`, () =>
      decided('REJECTED', 'The letter is from last year.'),
    );
    await user.type(reason, 'The letter is from last year.');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('Rejected the proof of Priya Raman')).toBeDefined();
    expect(server.requestsTo(`${QUEUE}/${PROOF_ID}/reject`)[0]?.body).toEqual({
      reason: 'The letter is from last year.',
    });
  });

  it('says a proof another reviewer decided first was already reviewed, and reads the queue again', async () => {
    const server = reviewerServer();
    renderApp({ url: PAGE, server });
    const user = await openProof();
    const queueReads = server.requestsTo(QUEUE).length;
    server.on(`POST ${QUEUE}/${PROOF_ID}/approve`, () =>
      refused(409, 'STUDENT_PROOF_ALREADY_REVIEWED'),
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The proof of Priya Raman was already reviewed')).toBeDefined();
    await waitFor(() => expect(server.requestsTo(QUEUE).length).toBeGreaterThan(queueReads));
  });

  it('reads in Canadian French', async () => {
    const app = renderApp({
      url: `${PAGE}?langpref=fr-CA`,
      host: 'care.orbitradio.ca',
      server: reviewerServer(),
    });
    await app.heading('Examiner les preuves d’inscription');
    expect(await screen.findByRole('heading', { name: '1 preuve en attente' })).toBeDefined();
  });
});
