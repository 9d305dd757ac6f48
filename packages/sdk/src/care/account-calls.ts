import { accountCareEndpoints, type ContactPreferences } from '@orbit/domain';
import { type CareCallInput, type CareCalls, careCallsFrom } from './care-calls-from.ts';
import type { CareRequester, RequestOptions } from './care-transport.ts';

type Rows = typeof accountCareEndpoints;
type ContactPreferencesInput = CareCallInput<Rows['contactPreferences']>;

/**
 * The account area (flows §7.1): the account view, its next best actions, and account
 * management, made from their rows in the care endpoint table. Contact preferences are one
 * call, read without `update` and changed with it: two methods say which.
 */
export interface AccountCalls extends Omit<CareCalls<Rows>, 'contactPreferences'> {
  /** The opt-ins, language and do-not-call list. */
  getContactPreferences(
    input?: Pick<ContactPreferencesInput, 'accountNumber' | 'langPref'>,
    options?: RequestOptions,
  ): Promise<ContactPreferences>;
  /** The same call with `update`: changes the fields sent, answers the preferences. */
  updateContactPreferences(
    input: ContactPreferencesInput & { update: NonNullable<ContactPreferencesInput['update']> },
    options?: RequestOptions,
  ): Promise<ContactPreferences>;
}

const accountCareCalls = careCallsFrom(accountCareEndpoints);

export function accountCalls(request: CareRequester): AccountCalls {
  const { contactPreferences, ...calls } = accountCareCalls(request);
  return {
    ...calls,
    getContactPreferences: contactPreferences,
    updateContactPreferences: contactPreferences,
  };
}
