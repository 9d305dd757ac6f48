import {
  type CarePackageUpgradeTokenRequest,
  type CarePackageUpgradeTokenResult,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageUpgradeLinks, packageUpgradeSessions } from '../../db/schema/index.ts';
import { recordIdentification } from '../../platform/auth/session-identification.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  deviceAnswerOf,
  findAccount,
  findRadioById,
  limitLookup,
  readEntryToken,
  subscriptionsOfRadio,
} from '../identification/index.ts';
import type { UpgradeDeps } from './upgrade-deps.ts';

export const UPGRADE_LINK_BUCKET = 'upgrade-link';

/** A forged, unreadable or wrong-kind token, or one naming a radio gone: one body, no detail. */
const invalidToken = (reason: string) =>
  new AppError('INVALID_TOKEN', `upgrade link refused: ${reason}`);

/** An upgrade link the page explains (expired, used): its own field error, and its own page. */
const linkRefusal = (errorCode: FieldErrorCode, reason: string) =>
  new AppError('INVALID_TOKEN', `upgrade link refused: ${reason}`, {
    fieldErrors: [{ errorCode, fieldName: 'token' }],
  });

/** Records the link as opened (once) and as the one this session's order for the radio redeems. */
async function rememberOpenedLink(
  db: Db,
  input: { linkId: string; radioId: string; careSessionId: string; now: Date },
): Promise<void> {
  const { linkId, radioId, careSessionId, now } = input;
  await db
    .insert(packageUpgradeLinks)
    .values({ linkId, radioId, openedAt: now })
    .onConflictDoNothing({ target: packageUpgradeLinks.linkId });
  await db
    .insert(packageUpgradeSessions)
    .values({ careSessionId, radioId, linkId, openedAt: now })
    .onConflictDoUpdate({
      target: [packageUpgradeSessions.careSessionId, packageUpgradeSessions.radioId],
      set: { linkId, openedAt: now },
    });
}

/**
 * `POST /services/account/token/pkg-upgrade` (flows §4.4, ADR 041): an upgrade link's token →
 * the radio it names, masked as `identification/token` answers it, with the upgrade's program
 * code and kind and the subscription running on the radio (null once it closed). The signed link
 * was sent to the account's holder, so it proves the account for this care session (identified
 * and verified, method TOKEN_URL), as the trial links do: the upgrade offers and the order then
 * answer for that account. Counted against the client address's lookup budget before the token
 * is read.
 */
export async function openUpgradeLink(
  deps: UpgradeDeps,
  input: { request: CarePackageUpgradeTokenRequest; session: CareSession; clientAddress: string },
): Promise<CarePackageUpgradeTokenResult> {
  const now = deps.clock();
  await limitLookup(
    { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
    UPGRADE_LINK_BUCKET,
    input.clientAddress,
    undefined,
  );
  const reading = await readEntryToken(deps.db, input.request.token, now);
  if (!reading.ok) {
    if (reading.fault === 'expired' && reading.claims.type === 'PKG_UPGRADE') {
      throw linkRefusal(FIELD_ERROR_CODES.TOKEN_EXPIRED, 'expired');
    }
    throw invalidToken(reading.fault);
  }
  const { claims } = reading;
  if (claims.type !== 'PKG_UPGRADE') throw invalidToken(`a ${claims.type} token`);
  const [link] = await deps.db
    .select()
    .from(packageUpgradeLinks)
    .where(eq(packageUpgradeLinks.linkId, claims.linkId));
  if (link?.redeemedAt) throw linkRefusal(FIELD_ERROR_CODES.TOKEN_REDEEMED, 'redeemed');
  const radio = await findRadioById(deps.db, claims.radioId);
  const account = radio?.accountNumber ? await findAccount(deps.db, radio.accountNumber) : null;
  if (!radio || !account) throw invalidToken('the radio or its account is gone');

  await rememberOpenedLink(deps.db, {
    linkId: claims.linkId,
    radioId: radio.radioId,
    careSessionId: input.session.id,
    now,
  });
  await recordIdentification(
    deps.db,
    input.session.id,
    { accountNumber: account.accountNumber, method: 'TOKEN_URL', radioId: radio.radioId },
    now,
    true,
  );
  // A radio in its trial is upgraded too (the plan that follows the trial); any other state is
  // a closed radio, which gets a new subscription.
  const running = (await subscriptionsOfRadio(deps.db, radio.radioId)).find(
    (subscription) => subscription.status === 'Active',
  );
  return {
    ...(await deviceAnswerOf(deps, { radio, session: input.session, now })),
    programCode: claims.programCode,
    upgradeKind: claims.upgradeKind,
    subscriptionId: running?.id ?? null,
    country: account.country === 'ca' ? 'ca' : 'us',
  };
}
