import {
  type AcceptedPrivacyAgreement,
  agreementDocumentId,
  agreementRefusalOf,
  CONSENT_APP_VERSION,
  FIELD_ERROR_CODES,
  type PrivacyAgreementAcceptance,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { identities, type StoredPrivacyAgreement } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';

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

/**
 * An agreement to any version but the one published now (an older page, or a made-up version):
 * 409 TERMS_VERSION_OUT_OF_DATE naming the field, with the current version in `extras` so the
 * page can show the documents again and ask for that one.
 */
function refuseOtherVersions(
  agreements: readonly PrivacyAgreementAcceptance[],
  currentVersion: string,
): void {
  const fieldErrors = agreements.flatMap((agreement, index) =>
    agreement.version === currentVersion
      ? []
      : [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: `privacyAgreements.${index}.version` }],
  );
  if (fieldErrors.length > 0) {
    throw new AppError('TERMS_VERSION_OUT_OF_DATE', 'agreement to a version not published now', {
      fieldErrors,
      extras: { currentVersion },
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
 * its country's consent types in one of its languages, to the version of the legal documents
 * published now (`config.legalDocumentVersion`), or the whole call is refused and nothing is
 * written. The identity's row is locked while its list is read and written, so two calls at
 * once both land; a document version accepted before keeps its first `acceptedAt` (idempotent).
 */
export async function recordPrivacyAgreements(
  deps: Pick<IdentityDeps, 'db' | 'clock' | 'config'>,
  identityId: string,
  agreements: readonly PrivacyAgreementAcceptance[],
): Promise<StoredPrivacyAgreement[]> {
  refuseAgreements(agreements);
  refuseOtherVersions(agreements, deps.config.legalDocumentVersion);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
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
