import { careLastOneClickResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acscLinkOffers, radios, subscriberAccounts } from '../../../db/schema/index.ts';
import { careCaller, careData } from '../../../testing/care-caller.ts';
import { mailbox } from '../../../testing/identities.ts';
import { storedCareSession } from '../../../testing/stored-care-session.ts';
import { offerPlanMoveToTrial } from '../../subscription/index.ts';
import { acscOf, TRANSFER_PATHS } from '../../subscription/transfer/transfer.testing.ts';
import { trialRadio } from './trial-activation.testing.ts';

const OWNER_ACCOUNT = '10000001';

describe('a trial activated for a customer who pays for another radio (flows §8.1)', () => {
  it('mails the ACSC link once, in the customer’s language, and the link opens the move', async () => {
    const caller = await careCaller({ ownDatabase: true });
    // A new car sold to the customer, whose trial the one-click link activates on an account
    // of its own in the buyer's name — the email the customer's paying account has.
    const { radioId, buyer } = await trialRadio(caller.db, caller.clock.now(), {
      program: 'AST',
      sale: true,
    });
    const [owner] = await caller.db
      .update(subscriberAccounts)
      .set({ language: 'fr-CA', email: buyer.email, emailKey: buyer.email })
      .where(eq(subscriberAccounts.accountNumber, OWNER_ACCOUNT))
      .returning();
    if (!owner?.email) throw new Error('the owner account has no email');
    const before = (await mailbox(caller.app, owner.email)).length;
    const token = (
      (await caller.get(`/dev/entry-token?type=AST&radioId=${radioId}`)).json() as {
        token: string;
      }
    ).token;
    const activated = careData(
      await caller.post('/services/trial-activation/last-one-click', { token }),
      careLastOneClickResultSchema,
    );
    expect(activated.outcome).toBe('ACTIVATED');

    const mail = await mailbox(caller.app, owner.email);
    expect(mail.length).toBeGreaterThan(before);
    const offers = mail.filter((message) => message.template === 'acsc-link-offer');
    expect(offers).toHaveLength(1);
    const [sent] = offers;
    expect(sent?.locale).toBe('fr-CA');
    expect(sent?.subject).toBe('Transférez votre forfait Orbit Radio dans votre nouvelle voiture');
    expect(sent?.text).toContain(`se terminant par ${radioId.slice(-4)}`);
    const acscToken = /\/transfer\/radio\?token=([A-Za-z0-9._-]+)/.exec(sent?.text ?? '')?.[1];
    expect(acscToken).toBeDefined();

    // The link, opened in another browser, names this account and this trial radio.
    const visitor = await storedCareSession(caller.app, caller.host);
    const opened = acscOf(
      await caller.app.inject({
        method: 'POST',
        url: TRANSFER_PATHS.token,
        headers: { host: caller.host, ...visitor.cookie },
        payload: { token: acscToken },
      }),
    );
    expect(opened.identificationResult).toBe('SUCCESS');
    expect(opened.trialRadio?.radioId).toBe(radioId);
    expect(opened.selfPayRadios.some((radio) => radio.canTransferSubscription)).toBe(true);

    // Once per trial radio: activating it again offers nothing more.
    const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, radioId));
    if (!radio) throw new Error('radio gone');
    const again = await caller.db.transaction((tx) =>
      offerPlanMoveToTrial(tx, {
        radio,
        accountNumber: OWNER_ACCOUNT,
        trialEndsAt: new Date(caller.clock.now().getTime() + 86_400_000),
        siteUrlOf: () => 'http://localhost',
        now: caller.clock.now(),
      }),
    );
    expect(again).toBe(false);
    // Activated again by the same link: still one email.
    await caller.post('/services/trial-activation/last-one-click', { token });
    const rows = await caller.db
      .select()
      .from(acscLinkOffers)
      .where(eq(acscLinkOffers.trialRadioId, radioId));
    expect(rows.map((row) => row.accountNumber)).toEqual([OWNER_ACCOUNT]);
    expect(
      (await mailbox(caller.app, owner.email)).filter((m) => m.template === 'acsc-link-offer'),
    ).toHaveLength(1);
  });
});
