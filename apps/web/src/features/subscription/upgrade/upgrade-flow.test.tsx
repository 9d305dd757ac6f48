import type { CarePackageUpgradeTokenResult, CareUpgradeOffersResult } from '@orbit/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk, type FakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  changeOffersResult,
  changeServer,
  PLATINUM_ANNUAL,
  PLATINUM_MONTHLY,
} from '../testing/change-fakes.ts';

const TIER_UP = '/subscribe/checkout/upgrade/tier-up/targeted';
const FULL_PRICE = '/subscribe/checkout/upgrade/fp/targeted';
const LINK = '?programcode=USSATUPGAA&token=oet1.upgrade.link';

const opened: CarePackageUpgradeTokenResult = {
  deviceRef: 'dref_1',
  radioIdLastFour: '0001',
  deviceType: 'car',
  vehicle: null,
  status: 'active',
  hasActiveSubscription: true,
  cardOnFile: null,
  programCode: 'USSATUPGAA',
  upgradeKind: 'TIER_UP',
  subscriptionId: 'sub_1',
  country: 'us',
};

const upgrades: CareUpgradeOffersResult = {
  currentPlan: changeOffersResult().currentPlan,
  offers: [PLATINUM_MONTHLY, PLATINUM_ANNUAL],
};

/** The change pages' fake server, with the upgrade link opened and its program's offer. */
function upgradeServer(): FakeServer {
  const server = changeServer();
  server.on('POST /services/account/token/pkg-upgrade', () => careOk(opened));
  server.on('POST /services/offers/customer', () =>
    careOk({ offers: [PLATINUM_MONTHLY], leadPlanCode: null, presentmentTestCell: null }),
  );
  server.on('POST /services/offers/customer/upgrade', () => careOk(upgrades));
  return server;
}

const tokenRefused = (errorCode: string) => () =>
  careError(400, 'INVALID_TOKEN', 'error.code.invalid.token', [{ errorCode, fieldName: 'token' }]);

/** The first page of the flow, loaded lazily: a cold worker may take a while. */
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('package upgrade links', { timeout: 30_000 }, () => {
  it('upgrades from the link to thanks, offering the program’s plan only', async () => {
    const server = upgradeServer();
    const app = renderApp({ url: `${TIER_UP}${LINK}`, server });
    const user = userEvent.setup();
    await heading('Upgrade your plan');
    expect(server.requestsTo('/services/account/token/pkg-upgrade')[0]?.body).toEqual({
      token: 'oet1.upgrade.link',
    });
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      programCode: 'USSATUPGAA',
      streaming: false,
    });
    // Only the package above the current one that the email offers: no switch, no annual term.
    expect(screen.queryByRole('radio', { name: /Music Showcase/ })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Platinum VIP/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('radio', { name: /Yearly/ })).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your change' });
    const agreement = screen.getByRole('checkbox', { name: /I agree that my subscription renews/ });
    await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    await app.heading('Your subscription has been updated');
    const [order] = server.requestsTo('/services/purchase/change-subscription');
    const body = order?.body as { paymentInfo: { transactionId: string } };
    expect(body).toMatchObject({ subscriptionId: 'sub_1', quoteId: 'quote_1' });
    expect(new Headers(order?.init.headers).get('Idempotency-Key')).toBe(
      body.paymentInfo.transactionId,
    );
    expect(app.location()).toBe(`${TIER_UP}/thanks${LINK}`);
  });

  it.each([
    // A card: back to payment. A server fault: the app's technical-issues page.
    [402, 'CARD_DECLINED', /Your card could not be processed/],
    [500, 'SYSTEM', /experiencing technical issues/],
  ])('answers a %s %s order: the card or the system', async (status, code, said) => {
    const server = upgradeServer();
    server.on('POST /services/purchase/change-subscription', () =>
      careError(status, code, 'error.code.any'),
    );
    renderApp({ url: `${TIER_UP}${LINK}`, server });
    const user = userEvent.setup();
    await heading('Upgrade your plan');
    await user.click(await screen.findByRole('radio', { name: /Platinum VIP/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your change' });
    await user.click(screen.getByRole('checkbox', { name: /I agree that my subscription renews/ }));
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    expect(await screen.findByText(said, {}, { timeout: 10_000 })).toBeDefined();
  });

  it.each([
    ['TOKEN_REDEEMED', 'redeemed-error', 'This upgrade has already been ordered'],
    ['TOKEN_EXPIRED', 'expired-error', 'This upgrade offer has ended'],
    ['INVALID_TOKEN', 'default-error', 'We can’t open this upgrade'],
  ])('sends a link refused with %s to its page', async (code, page, title) => {
    const server = upgradeServer();
    server.on('POST /services/account/token/pkg-upgrade', tokenRefused(code));
    const app = renderApp({ url: `${TIER_UP}${LINK}`, server });
    await heading(title);
    expect(app.location()).toBe(`${TIER_UP}/${page}${LINK}`);
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('shows the expired page when the upgrade’s program has ended', async () => {
    const server = upgradeServer();
    server.on('POST /services/offers/customer', () =>
      careOk({
        offers: [{ ...PLATINUM_MONTHLY, fallbackReason: 'EXPIRED' }],
        leadPlanCode: null,
        presentmentTestCell: null,
      }),
    );
    const app = renderApp({ url: `${TIER_UP}${LINK}`, server });
    await heading('This upgrade offer has ended');
    expect(app.location()).toBe(`${TIER_UP}/expired-error${LINK}`);
  });

  it('says a full-price upgrade was made already when nothing is above the plan', async () => {
    const server = upgradeServer();
    server.on('POST /services/offers/customer/upgrade', () =>
      careError(409, 'ALREADY_UPGRADED', 'error.code.upgrade.already.upgraded'),
    );
    const app = renderApp({ url: `${FULL_PRICE}${LINK}`, server });
    await heading('You already have our top plan');
    expect(app.location()).toBe(`${FULL_PRICE}/already-upgraded-error${LINK}`);
  });

  it('sends a closed radio to the satellite checkout on the upgrade’s program', async () => {
    const server = upgradeServer();
    server.on('POST /services/account/token/pkg-upgrade', () =>
      careOk({ ...opened, subscriptionId: null, hasActiveSubscription: false, status: 'inactive' }),
    );
    const app = renderApp({ url: `${TIER_UP}${LINK}`, server });
    // The satellite checkout opens on the upgrade's program (this fake server answers none of its
    // calls, so it goes on to its own technical-issues page).
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(app.location()).toMatch(/^\/subscribe\/checkout\/purchase\/satellite\//);
    expect(server.requestsTo('/services/offers').at(-1)?.body).toMatchObject({
      programCode: 'USSATUPGAA',
    });
  });

  it('sends any other path under upgrade/ to the error page, and a link without its token to the default error', async () => {
    const app = renderApp({
      url: '/subscribe/checkout/upgrade/tier-up/organic',
      server: upgradeServer(),
    });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(app.location()).toBe('/error');
    const second = renderApp({
      url: `${FULL_PRICE}?programcode=USSATUPGAA`,
      server: upgradeServer(),
    });
    await screen.findAllByRole(
      'heading',
      { level: 1, name: 'We can’t open this upgrade' },
      { timeout: 10_000 },
    );
    expect(second.location()).toBe(`${FULL_PRICE}/default-error?programcode=USSATUPGAA`);
  });

  it('speaks French on the Canadian site', async () => {
    renderApp({
      url: `${TIER_UP}/redeemed-error${LINK}&langpref=fr-CA`,
      server: upgradeServer(),
      host: 'can.localhost',
    });
    await heading('Cette mise à niveau a déjà été commandée');
    expect(screen.getByRole('link', { name: 'Aller à mon compte' })).toBeDefined();
  });
});
