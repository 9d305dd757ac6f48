import { careListenLinkSchema, SANDBOX_TEST_CARDS } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { careCaller, careData, careError, ORBIT_OWNER } from '../../../testing/care-caller.ts';
import { newAccountPurchase } from '../orders/checkout.testing.ts';
import { LISTEN_LINK_TTL_SECONDS } from './listen-link-token.ts';
import { listenableSubscriptionOf } from './listenable-subscription.ts';

const LINK = '/services/account/listen-link';
const GOOD_CARD = SANDBOX_TEST_CARDS.find((card) => card.outcome === 'succeeds')?.number ?? '';

/** A visitor's care session that has just bought a streaming plan (a new account). */
async function visitorWhoBought(env: Record<string, string> = {}) {
  const caller = await careCaller({ env });
  const { body, key } = await newAccountPurchase(caller.app, GOOD_CARD);
  const bought = await caller.post('/services/purchase/new-account', body, {
    'idempotency-key': key,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const subscriptionId = (bought.json() as { data: { subscriptionId: string } }).data
    .subscriptionId;
  return { ...caller, subscriptionId };
}

async function openPlayer(caller: Awaited<ReturnType<typeof careCaller>>, url: string) {
  return caller.app.inject({ method: 'GET', url, headers: { host: caller.host } });
}

describe('account/listen-link', () => {
  it('gives the visitor who just bought a signed link that the sandbox player opens', async () => {
    const caller = await visitorWhoBought();
    const link = careData(
      await caller.post(LINK, { subscriptionId: caller.subscriptionId }),
      careListenLinkSchema,
    );
    expect(link.url).toMatch(/^\/player\/listen\?listen=olk1\.[\w-]+\.[\w-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - caller.clock.now().getTime()).toBe(
      LISTEN_LINK_TTL_SECONDS * 1000,
    );
    const player = await openPlayer(caller, link.url);
    expect(player.statusCode).toBe(200);
    expect(player.headers['content-type']).toMatch(/^text\/html/);
    expect(player.headers['cache-control']).toBe('no-store');
    expect(player.body).toContain('Now playing on Orbit');
    expect(player.body).toContain('Platinum');
  });

  it('opens the player app of the configuration', async () => {
    const caller = await visitorWhoBought({ LISTEN_PLAYER_URL: 'https://player.example.test/go' });
    const link = careData(
      await caller.post(LINK, { subscriptionId: caller.subscriptionId }),
      careListenLinkSchema,
    );
    expect(link.url).toMatch(/^https:\/\/player\.example\.test\/go\?listen=olk1\./);
  });

  it('refuses another care session the subscription it did not buy, as one that does not exist', async () => {
    const caller = await visitorWhoBought();
    await caller.newSession();
    careError(
      await caller.post(LINK, { subscriptionId: caller.subscriptionId }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    careError(
      await caller.post(LINK, { subscriptionId: 'sub_nobody' }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
  });

  it('gives the signed-in owner a link for their own subscription, and nobody else', async () => {
    const caller = await careCaller();
    careError(
      await caller.post(LINK, { subscriptionId: 'sub_seed_active_0003' }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const link = careData(
      await caller.post(LINK, { subscriptionId: 'sub_seed_active_0003' }),
      careListenLinkSchema,
    );
    expect((await openPlayer(caller, link.url)).statusCode).toBe(200);
  });

  it('stops opening the player once the link has expired', async () => {
    const caller = await visitorWhoBought();
    const link = careData(
      await caller.post(LINK, { subscriptionId: caller.subscriptionId }),
      careListenLinkSchema,
    );
    caller.clock.advanceSeconds(LISTEN_LINK_TTL_SECONDS - 1);
    expect((await openPlayer(caller, link.url)).statusCode).toBe(200);
    caller.clock.advanceSeconds(1);
    const expired = await openPlayer(caller, link.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
    expect(expired.body).not.toContain('Now playing');
  });

  it('refuses a tampered or foreign link', async () => {
    const caller = await visitorWhoBought();
    const link = careData(
      await caller.post(LINK, { subscriptionId: caller.subscriptionId }),
      careListenLinkSchema,
    );
    const token = link.url.split('listen=')[1] ?? '';
    const [version, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'sub_seed_active_0003' })).toString(
      'base64url',
    );
    for (const bad of [
      `${version}.${forged}.${signature}`,
      `${version}.${payload}.${(signature ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `oet1.${payload}.${signature}`,
      '',
    ]) {
      const refused = await openPlayer(caller, `/player/listen?listen=${bad}`);
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.body).not.toContain('Now playing');
    }
  });

  it('counts a purchase on the session as the visitor’s for a day, no longer', async () => {
    const caller = await visitorWhoBought();
    const [order] = await caller.db
      .select({ careSessionId: orders.careSessionId, confirmedAt: orders.confirmedAt })
      .from(orders)
      .where(eq(orders.subscriptionId, caller.subscriptionId));
    const careSessionId = order?.careSessionId ?? '';
    const confirmedAt = order?.confirmedAt?.getTime() ?? 0;
    const at = (ms: number) => ({
      careSessionId,
      identityId: null,
      now: new Date(confirmedAt + ms),
    });
    const DAY = 24 * 60 * 60 * 1000;
    await expect(
      listenableSubscriptionOf(caller.db, caller.subscriptionId, at(DAY - 1000)),
    ).resolves.toMatchObject({ subscriptionId: caller.subscriptionId });
    await expect(
      listenableSubscriptionOf(caller.db, caller.subscriptionId, at(DAY + 1000)),
    ).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    await expect(
      listenableSubscriptionOf(caller.db, caller.subscriptionId, {
        ...at(0),
        careSessionId: 'cs_someone_else',
      }),
    ).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
  });
});
