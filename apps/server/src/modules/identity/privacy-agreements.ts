import {
  type AcceptedPrivacyAgreement,
  agreementDocumentId,
  agreementRefusalOf,
  CONSENT_APP_VERSION,
  FIELD_ERROR_CODES,
  type PrivacyAgreementAcceptance,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, type StoredPrivacyAgreement } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/** A refused agreement: 400 INVALID_PAYLOAD naming the field (spec 001 §9 consent types). */
function refuseAgreements(agreements: readonly PrivacyAgreementAcceptance[]): void {
  const fieldErrors = agreements.flatMap((agreement, index) => {
    const field = agreementRefusalOf(agreement);
    return field
      ? [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: `privacyAgreements.${index}.${field}` }]
      : [];
  });
  if (fieldErrors.length > 0) {
    throw new AppError('INVALID_PAYLOAD', 'privacy agreement not offered there', {
      fieldErrors,
      publicDescription: 'An agreement is not one of its country’s, or not in its language.',
    });
  }
}

const documentOf = (stored: StoredPrivacyAgreement): string =>
  stored.documentId ?? `${stored.consentType}.${stored.countryCode}`;

/** Accepting a document's version again is the same acceptance: the first one is kept. */
const sameAcceptance = (a: StoredPrivacyAgreement, b: StoredPrivacyAgreement) =>
  documentOf(a) === documentOf(b) && a.version === b.version;

export function acceptedAgreementView(stored: StoredPrivacyAgreement): AcceptedPrivacyAgreement {
  return {
    consentType: stored.consentType,
    countryCode: stored.countryCode,
    documentId: documentOf(stored),
    platform: stored.platform,
    version: stored.version,
    language: stored.language,
    appVersion: stored.appVersion ?? CONSENT_APP_VERSION,
    acceptedAt: stored.acceptedAt,
  };
}

/**
 * Records the identity's privacy agreements (`accept-terms`, updateAccount): each must be one of
 * its country's consent types in one of its languages, or the whole call is refused and nothing
 * is written. The identity's row is locked while its list is read and written, so two calls at
 * once both land; a document version accepted before keeps its first `acceptedAt` (idempotent).
 */
export async function recordPrivacyAgreements(
  db: Db,
  identityId: string,
  agreements: readonly PrivacyAgreementAcceptance[],
  now: Date,
): Promise<StoredPrivacyAgreement[]> {
  refuseAgreements(agreements);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ privacyAgreements: identities.privacyAgreements })
      .from(identities)
      .where(eq(identities.id, identityId))
      .for('update');
    if (!row) throw new AppError('UNAUTHENTICATED', `identity ${identityId} is gone`);
    const recorded = [...row.privacyAgreements];
    for (const agreement of agreements) {
      const stored: StoredPrivacyAgreement = {
        consentType: agreement.consentType,
        countryCode: agreement.countryCode,
        platform: agreement.platform,
        version: agreement.version,
        language: agreement.language,
        appVersion: agreement.appVersion,
        documentId: agreementDocumentId(agreement),
        acceptedAt: now.toISOString(),
      };
      if (!recorded.some((earlier) => sameAcceptance(earlier, stored))) recorded.push(stored);
    }
    if (recorded.length !== row.privacyAgreements.length) {
      await tx
        .update(identities)
        .set({ privacyAgreements: recorded, updatedAt: now })
        .where(eq(identities.id, identityId));
    }
    return recorded;
  });
}
