import type { Country } from '@orbit/domain';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { type UrlEntry, urlEntryOf } from '../../identification/index.ts';

/**
 * How the change pages were entered (flows §5.1): signed in, naming the subscription
 * (`subscriptionid`, or `subscriptionId` as the dashboard's next best action writes it); by a
 * link's token (`tkn` + `task`); or by radio id with the account's number or last name (`radioid`
 * + `act` | `lname` + `task`). Keys are read in any case (flows §0).
 */
export type ChangeLink =
  | { kind: 'signedIn'; subscriptionId: string }
  | { kind: 'link'; entry: Exclude<UrlEntry, { kind: 'none' }>; task: string | undefined }
  | { kind: 'none' };

const SUBSCRIPTION_ID_MAX_LENGTH = 64;

/** The task a link carries, as `offers/customer/change` takes it (1–40 characters). */
function taskOf(search: string): string | undefined {
  const task = getQueryParam(search, 'task')?.trim();
  return task && task.length <= 40 ? task : undefined;
}

export function changeLinkOf(search: string, country: Country): ChangeLink {
  const subscriptionId = getQueryParam(search, 'subscriptionid')?.trim();
  if (subscriptionId && subscriptionId.length <= SUBSCRIPTION_ID_MAX_LENGTH) {
    return { kind: 'signedIn', subscriptionId };
  }
  const entry = urlEntryOf(search, country);
  if (entry.kind === 'none') return { kind: 'none' };
  // A radio id alone names no account to change (flows §5.1 wants `act` or `lname` with it).
  if (entry.kind === 'radio' && !entry.request.authenticationType) return { kind: 'none' };
  return { kind: 'link', entry, task: taskOf(search) };
}
