import {
  type ContactPreferences,
  type ContactPreferencesRequest,
  type Country,
  FIELD_ERROR_CODES,
  formatPhoneNumber,
  supportsLocale,
} from '@orbit/domain';
import { desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  doNotCallRegistrations,
  type SubscriberAccountRow,
  subscriberAccounts,
} from '../../db/schema/index.ts';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { localeOfAccount } from './account-facts.ts';

/**
 * What `subscriber_accounts.contact_preferences` holds: the marketing opt-ins and when they last
 * changed. Anything else found there (an older shape) is read as "not opted in": consent is never
 * assumed (CASL in Canada, TCPA for US calls and texts).
 */
const storedSchema = z.object({
  emailMarketing: z.boolean().catch(false),
  smsMarketing: z.boolean().catch(false),
  phoneMarketing: z.boolean().catch(false),
  updatedAt: z.string().nullable().catch(null),
});
type Stored = z.infer<typeof storedSchema>;

const NOTHING_STORED: Stored = {
  emailMarketing: false,
  smsMarketing: false,
  phoneMarketing: false,
  updatedAt: null,
};

function storedOf(account: SubscriberAccountRow): Stored {
  const parsed = storedSchema.safeParse(account.contactPreferences ?? {});
  return parsed.success ? parsed.data : NOTHING_STORED;
}

/**
 * The do-not-call registrations that concern the account: made from it, or for its phone number
 * by anyone (the public do-not-call page registers a number without an account).
 */
async function doNotCallOf(db: Db, account: SubscriberAccountRow) {
  const rows = await db
    .select()
    .from(doNotCallRegistrations)
    .where(
      account.phone
        ? or(
            eq(doNotCallRegistrations.accountNumber, account.accountNumber),
            eq(doNotCallRegistrations.phone, account.phone),
          )
        : eq(doNotCallRegistrations.accountNumber, account.accountNumber),
    )
    .orderBy(desc(doNotCallRegistrations.requestedAt));
  return rows.map((row) => ({
    phoneNumber: formatPhoneNumber(row.phone),
    requestedAt: row.requestedAt.toISOString(),
    honourBy: row.honourBy,
  }));
}

async function viewOf(db: Db, account: SubscriberAccountRow): Promise<ContactPreferences> {
  const stored = storedOf(account);
  return {
    preferredLanguage: localeOfAccount(account),
    emailMarketing: stored.emailMarketing,
    smsMarketing: stored.smsMarketing,
    phoneMarketing: stored.phoneMarketing,
    email: account.email,
    phone: account.phone ? formatPhoneNumber(account.phone) : null,
    doNotCall: await doNotCallOf(db, account),
    updatedAt: stored.updatedAt,
  };
}

/**
 * `contact-preferences`: the owner's marketing opt-ins, preferred language and the do-not-call
 * registrations of the account's phone; `update` changes the fields it carries first. The
 * preferred language is the account's language (the one its messages are written in), and must
 * be one of its market's (fr-CA only in Canada).
 */
export async function contactPreferences(
  deps: AccountDeps,
  access: AccountAccess,
  request: ContactPreferencesRequest,
): Promise<ContactPreferences> {
  let { account } = access;
  const update = request.update;
  if (update && Object.keys(update).length > 0) {
    const language = update.preferredLanguage;
    if (language && !supportsLocale(account.country as Country, language)) {
      throw new AppError('INVALID_PAYLOAD', 'Language not spoken in the account’s market', {
        fieldErrors: [
          { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'update.preferredLanguage' },
        ],
      });
    }
    const now = deps.clock();
    const current = storedOf(account);
    const stored: Stored = {
      emailMarketing: update.emailMarketing ?? current.emailMarketing,
      smsMarketing: update.smsMarketing ?? current.smsMarketing,
      phoneMarketing: update.phoneMarketing ?? current.phoneMarketing,
      updatedAt: now.toISOString(),
    };
    const [updated] = await deps.db
      .update(subscriberAccounts)
      .set({
        contactPreferences: stored,
        ...(language ? { language } : {}),
        updatedAt: now,
      })
      .where(eq(subscriberAccounts.accountNumber, account.accountNumber))
      .returning();
    account = updated ?? account;
  }
  return viewOf(deps.db, account);
}
