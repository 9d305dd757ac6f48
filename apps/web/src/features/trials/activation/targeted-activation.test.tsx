import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { activationServer, LINK_TOKEN } from './testing/activation-fakes.ts';

const TITLE = 'Your 2025 Lumen Arc is eligible for a complimentary 3-month trial';

describe('targeted and targeted OEM links', { timeout: 30_000 }, () => {
  it('targeted: the campaign’s header over the same flow, thanks at one-step-thanks', async () => {
    const { server, calls } = activationServer({ flags: { enableTargetedTrialActivation: true } });
    const app = renderApp({ url: `/activate/trial/targeted?tkn=${LINK_TOKEN}`, server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    expect(screen.getByText(/Your car maker has reserved this trial for you/)).toBeDefined();
    expect(screen.queryByText('Lumen and Orbit Radio')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    await app.heading('Your trial is active');
    expect(app.location()).toBe('/activate/trial/one-step-thanks');
    expect(calls.newAccount.mock.calls[0]?.[0]).toMatchObject({ token: LINK_TOKEN });
  });

  it('targeted with its flag off goes to the one-step flow, query kept', async () => {
    const { server } = activationServer({ flags: { enableTargetedTrialActivation: false } });
    const app = renderApp({ url: `/activate/trial/targeted?tkn=${LINK_TOKEN}`, server });
    await app.heading(TITLE);
    expect(app.location()).toBe(`/activate/trial?tkn=${LINK_TOKEN}`);
  });

  it('targeted OEM wears the car maker’s brand, on the claim and on thanks', async () => {
    const { server } = activationServer();
    const app = renderApp({ url: `/activate/trial/targeted-oem?tkn=${LINK_TOKEN}`, server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    expect(screen.getByText('Lumen and Orbit Radio')).toBeDefined();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    await app.heading('Your trial is active');
    expect(screen.getByText('Lumen and Orbit Radio')).toBeDefined();
  });

  it('without a token, both go to the two-step flow', async () => {
    const { server } = activationServer({ flags: { enableTargetedTrialActivation: true } });
    const oem = renderApp({ url: '/activate/trial/targeted-oem?utm=mail', server });
    await oem.heading('Find your radio');
    expect(oem.location()).toBe('/activate/trial/flepz?utm=mail');
  });
});

describe('the new-account claim asked for a human check', { timeout: 30_000 }, () => {
  it('shows the check, and the next press carries its proof', async () => {
    const { server, calls } = activationServer();
    serveHumanChecks(server);
    calls.newAccount.mockRejectedValueOnce(captchaRequired());
    const app = renderApp({
      url: `/activate/trial?tkn=${LINK_TOKEN}`,
      server,
      wrap: solvingAtOnce,
    });
    const user = userEvent.setup();
    await app.heading(TITLE);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    expect(await screen.findByText(/we need to confirm you’re a person/)).toBeDefined();
    await screen.findByText('Done, you can continue.');
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    await app.heading('Your trial is active');
    const [first, second] = calls.newAccount.mock.calls.map(([body]) => body);
    expect(first).not.toHaveProperty('captchaToken');
    expect(second).toMatchObject({ captchaToken: 'token-1', captchaAnswer: answerOf('token-1') });
  });
});
