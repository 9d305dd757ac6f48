import { contactPreferencesSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doNotCallRegistrations, subscriberAccounts } from '../../db/schema/index.ts';
import { CA_HOST } from '../../testing/care-caller.ts';
import {
  accountCaller,
  CANADIAN_OWNER,
  careData,
  careError,
  signedInOwner,
} from './account.testing.ts';

const PATH = '/services/account-mgmt/contact-preferences';

describe('POST /services/account-mgmt/contact-preferences', () => {
  it('reads nothing opted in until the customer says so, and the account’s language', async () => {
    const caller = await accountCaller({ host: CA_HOST });
    await caller.signIn(CANADIAN_OWNER.username, CANADIAN_OWNER.password);
    expect(
      careData(await caller.post(PATH, { langPref: 'fr-CA' }), contactPreferencesSchema),
    ).toEqual({
      preferredLanguage: 'fr-CA',
      emailMarketing: false,
      smsMarketing: false,
      phoneMarketing: false,
      email: 'auditrice@orbitradio.test',
      phone: '514-555-0199',
      doNotCall: [],
      updatedAt: null,
    });
  });

  it('changes only the fields sent, and keeps them', async () => {
    const caller = await signedInOwner();
    const first = careData(
      await caller.post(PATH, { update: { emailMarketing: true, smsMarketing: true } }),
      contactPreferencesSchema,
    );
    expect(first).toMatchObject({
      emailMarketing: true,
      smsMarketing: true,
      phoneMarketing: false,
    });
    expect(first.updatedAt).toBe(caller.clock.now().toISOString());
    const second = careData(
      await caller.post(PATH, { update: { smsMarketing: false } }),
      contactPreferencesSchema,
    );
    expect(second).toMatchObject({
      emailMarketing: true,
      smsMarketing: false,
      phoneMarketing: false,
    });
    expect(careData(await caller.post(PATH, {}), contactPreferencesSchema)).toEqual(second);
  });

  it('refuses a language the account’s market does not speak', async () => {
    const caller = await signedInOwner();
    const error = careError(
      await caller.post(PATH, { update: { preferredLanguage: 'fr-CA' } }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'update.preferredLanguage' },
    ]);
  });

  it('changes the account’s language in Canada', async () => {
    const caller = await accountCaller({ host: CA_HOST });
    await caller.signIn(CANADIAN_OWNER.username, CANADIAN_OWNER.password);
    const answer = careData(
      await caller.post(PATH, { update: { preferredLanguage: 'en-CA' } }),
      contactPreferencesSchema,
    );
    expect(answer.preferredLanguage).toBe('en-CA');
    const [row] = await caller.db
      .select({ language: subscriberAccounts.language })
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, '20000001'));
    expect(row?.language).toBe('en-CA');
  });

  it('lists the do-not-call registrations of the account and of its phone, newest first', async () => {
    const caller = await signedInOwner();
    const now = caller.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await caller.db.insert(doNotCallRegistrations).values([
      {
        id: 'dnc_test_phone',
        phone: '5125550101',
        country: 'us',
        language: 'en-US',
        accountNumber: null,
        requestedAt: daysAgo(3),
        honourBy: '2026-04-20',
      },
      {
        id: 'dnc_test_account',
        phone: '5125550000',
        country: 'us',
        language: 'en-US',
        accountNumber: '10000001',
        requestedAt: daysAgo(1),
        honourBy: '2026-04-22',
      },
      {
        id: 'dnc_test_stranger',
        phone: '3055550102',
        country: 'us',
        language: 'en-US',
        accountNumber: null,
        requestedAt: daysAgo(2),
        honourBy: '2026-04-21',
      },
    ]);
    const { doNotCall } = careData(await caller.post(PATH, {}), contactPreferencesSchema);
    expect(doNotCall).toEqual([
      {
        phoneNumber: '512-555-0000',
        requestedAt: daysAgo(1).toISOString(),
        honourBy: '2026-04-22',
      },
      {
        phoneNumber: '512-555-0101',
        requestedAt: daysAgo(3).toISOString(),
        honourBy: '2026-04-20',
      },
    ]);
  });

  it('is for the signed-in owner only', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', true);
    careError(await caller.post(PATH, {}), 401, 'UNAUTHENTICATED_CUSTOMER');
  });
});
