import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careOk, json } from '../../../testing/fake-server.ts';
import { FALLBACK_OFFER, streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ENTRY, ORGANIC, offersOf, streamingServer } from '../testing/streaming-fakes.ts';
import { fillPayment, throughCredentials, throughOffer } from '../testing/streaming-steps.ts';

async function atPayment(server = streamingServer(), user = userEvent.setup()) {
  const app = renderApp({ url: ENTRY, server });
  await throughOffer(user);
  await throughCredentials(user);
  return { app, user, server };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment step', { timeout: 20_000 }, () => {
  it('is step 2 of 3 and says what each empty field needs', async () => {
    const { app, user, server } = await atPayment();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 3' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const text of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter your card number.',
      'Enter the expiration date.',
      'Enter the security code.',
      'Enter your ZIP code.',
      'Enter your phone number.',
    ]) {
      expect(await screen.findByText(text)).toBeDefined();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(server.requestsTo('/payments/sandbox/v1/tokens')).toHaveLength(0);
    const names = (app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? []).map(
      (error) => error.errorName,
    );
    expect(names).toContain('paymentstep.cardNumber');
  });

  it('checks the card with the domain rules: Luhn, expiry, and a 4-digit CVV for Amex', async () => {
    const { user } = await atPayment();
    await fillPayment(user, '3782 822463 10005', '123');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '3782 822463 10005',
    );
    expect(screen.getByText('American Express card')).toBeDefined();
    expect(screen.getByText('The 4 digits on the front of the card.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the security code printed on your card.')).toBeDefined();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid card number.')).toBeDefined();
  });

  it('shows the tokenizer’s refusal on the field it blames', async () => {
    const server = streamingServer();
    server.on('POST /payments/sandbox/v1/tokens', () =>
      json({ error: { code: 'expired_card', message: 'expired', param: 'exp_year' } }, 400),
    );
    const { user } = await atPayment(server);
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This card has expired. Use another card.')).toBeDefined();
  });

  it('refuses a zip code the address check does not know', async () => {
    const server = streamingServer();
    server.on('POST /services/validate/customer-info', () =>
      careOk({
        addressValidation: { confidenceLevel: 'none', status: 'notValid', correctedAddresses: [] },
      }),
    );
    const { user } = await atPayment(server);
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid ZIP code.')).toBeDefined();
    expect(server.requestsTo('/payments/sandbox/v1/tokens')).toHaveLength(0);
  });

  it('says the card could not be processed when the card check refuses it', async () => {
    const server = streamingServer();
    server.on('POST /services/validate/customer-info', ({ body }) => {
      const request = body as Record<string, unknown>;
      if (request.creditCard) return careOk({ ccValidation: { valid: false, prePaidBin: true } });
      return careOk({
        addressValidation: {
          confidenceLevel: 'verified',
          status: 'valid',
          correctedAddresses: [{ addressLine1: '', city: 'New York', state: 'NY', zip: '10001' }],
        },
      });
    });
    const { user } = await atPayment(server);
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your card could not be processed',
    );
    expect(server.requestsTo('/services/check-eligibility/streaming')).toHaveLength(0);
  });

  it('offers another plan after a 5-second notice when the customer is not eligible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = streamingServer();
    server.on('POST /services/check-eligibility/streaming', () =>
      careOk({ isEligible: false, eligibilityCheckExecuted: true }),
    );
    server.on('POST /services/offers/customer', ({ body }) =>
      (body as { retrieveFallbackOffer?: boolean }).retrieveFallbackOffer
        ? careOk(offersOf(FALLBACK_OFFER))
        : careOk(offersOf(streamingOffer())),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { app } = await atPayment(server, user);
    await fillPayment(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That offer is for new subscribers',
    );
    expect(app.location()).toBe(`${ORGANIC}/payment?programcode=USTPSRTP3MOFREE`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await app.heading('Review your order');
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      planCodes: [{ planCode: 'STREAM_PLAT_MONTHLY' }],
    });
    await waitFor(() =>
      expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({
        planCodes: ['STREAM_PLAT_MONTHLY'],
      }),
    );
  });
});
