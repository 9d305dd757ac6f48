import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { activationServer, trialActivation } from './testing/activation-fakes.ts';

describe('AST one-click (activate/trial/ast?token=)', { timeout: 30_000 }, () => {
  it('activates once on arrival, even in StrictMode, and shows what was activated', async () => {
    const { server, calls } = activationServer();
    const app = renderApp({ url: '/activate/trial/ast?token=ast_0004', server, strict: true });
    await app.heading('Your trial is active');
    expect(app.location()).toBe('/activate/trial/ast/ast-activated');
    expect(calls.lastOneClick).toHaveBeenCalledTimes(1);
    expect(calls.lastOneClick.mock.calls[0]?.[0]).toEqual({ token: 'ast_0004' });
    expect(screen.getByRole('link', { name: 'Create my sign-in' })).toBeDefined();
  });

  it.each([
    [
      'CANT_BE_COMPLETED_ONLINE',
      'cant-be-completed-online-error',
      'We can’t activate this trial online',
    ],
    [
      'ALREADY_ACTIVE_SELF_PAY',
      'already-active-selfpay-error',
      'This radio already has a subscription',
    ],
    ['NOT_ELIGIBLE', 'not-eligible-error', 'This radio isn’t eligible for a trial'],
  ] as const)('%s goes to ast/%s', async (outcome, page, heading) => {
    const { server, calls } = activationServer();
    calls.lastOneClick.mockResolvedValue({ outcome });
    const app = renderApp({ url: '/activate/trial/ast?token=ast_0004', server });
    await app.heading(heading);
    expect(app.location()).toBe(`/activate/trial/ast/${page}`);
  });

  it('goes to /error without a token, or with one the server does not know', async () => {
    const { server, calls } = activationServer();
    const bare = renderApp({ url: '/activate/trial/ast', server });
    await bare.heading('We’re sorry');
    expect(calls.lastOneClick).not.toHaveBeenCalled();
    cleanup();

    calls.lastOneClick.mockRejectedValue(careError(400, 'INVALID_TOKEN', 'error.invalid.token'));
    const stale = renderApp({ url: '/activate/trial/ast?token=stale', server });
    await stale.settled();
    await stale.heading('We’re sorry');
    expect(stale.location()).toBe('/error');
  });

  it('sends a cold ast-activated page to the link’s start (/error without its token)', async () => {
    const { server } = activationServer();
    const app = renderApp({ url: '/activate/trial/ast/ast-activated', server });
    await app.heading('We’re sorry');
  });
});

describe('SLOC one-click (subscribe/oneclick?cna_id=)', { timeout: 30_000 }, () => {
  it('activates an unregistered account’s trial, thanks with registration', async () => {
    const { server, calls } = activationServer();
    const app = renderApp({ url: '/subscribe/oneclick?cna_id=cna_0004', server, strict: true });
    await app.heading('Your trial is active');
    expect(app.location()).toBe('/subscribe/oneclick/thanks');
    expect(calls.serviceLaneOneClick).toHaveBeenCalledTimes(1);
    expect(calls.serviceLaneOneClick.mock.calls[0]?.[0]).toEqual({ cnaId: 'cna_0004' });
    expect(screen.getByRole('link', { name: 'Create my sign-in' })).toBeDefined();
  });

  it('sends a customer with a sign-in to sign in, where the radio can be refreshed', async () => {
    const { server, calls } = activationServer();
    calls.serviceLaneOneClick.mockResolvedValue({
      outcome: 'ACTIVE_TRIAL_REGISTERED',
      radioIdLastFour: '0004',
      email: 'ada@orbitradio.test',
    });
    const app = renderApp({ url: '/subscribe/oneclick?cna_id=cna_0004', server });
    await app.heading('Your trial is active');
    expect(screen.getByText(/refresh your radio’s signal/)).toBeDefined();
    const link = screen.getByRole('link', { name: 'Sign in to your account' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirectTo=%2Faccount');
  });

  it('sends a closed radio to the satellite organic checkout', async () => {
    const { server, calls } = activationServer();
    calls.serviceLaneOneClick.mockResolvedValue({
      outcome: 'CLOSED_RADIO',
      radioIdLastFour: '0002',
      deviceRef: 'dref_closed_0002',
    });
    const app = renderApp({ url: '/subscribe/oneclick?cna_id=cna_0002', server });
    await app.settled();
    // The organic checkout opened: it asks for its satellite offers (this fake has none to give).
    await waitFor(() => expect(server.requestsTo('/services/offers')).not.toHaveLength(0));
    expect(app.location()).toMatch(/^\/subscribe\/checkout\/purchase\/satellite\//);
  });

  it('shows a refusal’s page in place', async () => {
    const { server, calls } = activationServer();
    calls.serviceLaneOneClick.mockResolvedValue({ outcome: 'NOT_ELIGIBLE' });
    const app = renderApp({ url: '/subscribe/oneclick?cna_id=cna_0004', server });
    await app.heading('This radio isn’t eligible for a trial');
  });

  it('goes to /error without a cna_id, and for an unknown one', async () => {
    const { server, calls } = activationServer();
    const bare = renderApp({ url: '/subscribe/oneclick', server });
    await bare.heading('We’re sorry');
    cleanup();
    calls.serviceLaneOneClick.mockRejectedValue(
      careError(400, 'INVALID_TOKEN', 'error.invalid.token'),
    );
    const stale = renderApp({ url: '/subscribe/oneclick?cna_id=stale', server });
    await stale.settled();
    await stale.heading('We’re sorry');
  });

  it('offers no registration when the account has a sign-in', async () => {
    const { server, calls } = activationServer();
    calls.serviceLaneOneClick.mockResolvedValue({
      ...trialActivation({ isEligibleForRegistration: false }),
      outcome: 'ACTIVE_TRIAL_UNREGISTERED',
    });
    const app = renderApp({ url: '/subscribe/oneclick?cna_id=cna_0004', server });
    await app.heading('Your trial is active');
    expect(screen.queryByRole('link', { name: 'Create my sign-in' })).toBeNull();
  });
});
