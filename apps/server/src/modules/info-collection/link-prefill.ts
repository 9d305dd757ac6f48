import {
  type CareInfoCollectionPrefill,
  type InfoCollectionValues,
  maskEmail,
  maskPhoneNumber,
} from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findAccount } from '../identification/index.ts';
import { readCollectionLink } from './collection-link.ts';
import type { InfoCollectionDeps } from './info-collection-deps.ts';
import { isLinkAnswered } from './submission-store.ts';

/** An account number as screens show it to whoever holds a link: the last four only. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/**
 * What the chat already knows of the customer, shown in the form's other fields. Whoever holds
 * the link sees it, so only what helps the customer recognise their account: the first name,
 * the last name's initial, the masked email and phone, the state or province, the account's
 * last four.
 */
function knownValuesOf(account: SubscriberAccountRow | undefined): InfoCollectionValues {
  if (!account) return {};
  return {
    firstName: account.firstName,
    lastName: `${account.lastName.charAt(0)}.`,
    ...(account.phone ? { phone: maskPhoneNumber(account.phone) } : {}),
    state: account.serviceAddress.state,
    ...(account.email ? { email: maskEmail(account.email) } : {}),
    accountNumber: maskAccountNumber(account.accountNumber),
  };
}

/**
 * `POST /services/account/token/branded-data-collection` (flows §7.4): the link's fields, what
 * is known, and the chat's ids. A link already answered: INFO_COLLECTION_ALREADY_SUBMITTED, so
 * the page says so instead of showing a form that cannot be sent.
 */
export async function prefillOfLink(
  deps: InfoCollectionDeps,
  input: { token: string; clientAddress: string },
): Promise<CareInfoCollectionPrefill> {
  const claims = await readCollectionLink(deps, input.token, input.clientAddress);
  if (await isLinkAnswered(deps.db, claims.linkId)) {
    throw new AppError('INFO_COLLECTION_ALREADY_SUBMITTED', 'prefill of an answered link');
  }
  const account = claims.accountNumber
    ? await findAccount(deps.db, claims.accountNumber)
    : undefined;
  return {
    requestedFields: claims.requestedFields,
    knownValues: knownValuesOf(account),
    accountNumber: claims.accountNumber ? maskAccountNumber(claims.accountNumber) : null,
    botId: claims.botId,
    conversationId: claims.conversationId,
    userId: claims.userId,
    expiresAt: claims.expiresAt.toISOString(),
  };
}
