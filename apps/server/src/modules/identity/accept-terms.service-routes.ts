import {
  acceptTermsRequestSchema,
  acceptTermsResponseSchema,
  currentTermsSchema,
} from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { acceptedAgreementView, recordPrivacyAgreements } from './privacy-agreements.ts';
import { signedInIdentity } from './signed-in-identity.ts';

/**
 * `GET client-orchestration/v1/terms`, the version of the legal documents a page asks agreement
 * to, and `POST client-orchestration/v1/accept-terms` (spec 001 §7, §9; ADR 054, ADR 062).
 */
export function registerAcceptTermsRoute(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('clientOrchestration', 'currentTerms'),
      config: { access: 'session' },
      schema: {
        tags: ['client-orchestration'],
        summary: 'The version of the legal documents published now',
        description:
          'The terms, customer agreement, privacy policy and marketing offers the marketing ' +
          'site publishes share one version: the only one accept-terms and updateAccount record ' +
          'an agreement to. Any session may read it.',
        response: { 200: currentTermsSchema },
      },
      handler: async () => ({ version: deps.config.legalDocumentVersion }),
    });

    service.route({
      ...serviceRoute('clientOrchestration', 'acceptTerms'),
      config: { access: 'signed-in' },
      schema: {
        tags: ['client-orchestration'],
        summary: 'Record the signed-in identity’s privacy agreements',
        description:
          'Each agreement: consentType (OFFER_AND_RENEWAL_TERMS and MARKETING_OFFERS in US and ' +
          'CA; CUSTOMER_AGREEMENT and PRIVACY_POLICY in the US only), countryCode, version, ' +
          'language (a locale of the country), platform Web and appVersion 1.0 by default, and ' +
          'for Canada the province `regionCode` (QC: the locale-suffixed Quebec document). Any ' +
          'agreement a country does not have: 400 INVALID_PAYLOAD naming it; a version other ' +
          'than the one client-orchestration/v1/terms answers: 409 TERMS_VERSION_OUT_OF_DATE ' +
          'naming it, `extras.currentVersion` the one to ask for; nothing recorded. ' +
          'Idempotent: a document version accepted again keeps its first acceptedAt. Answers ' +
          'every agreement the identity has accepted.',
        body: acceptTermsRequestSchema,
        response: { 200: acceptTermsResponseSchema },
        errors: [409, 429],
      },
      handler: async (request) => {
        const { identity } = await signedInIdentity(deps, request);
        const recorded = await recordPrivacyAgreements(
          deps,
          identity.id,
          request.body.privacyAgreements,
        );
        return { privacyAgreements: recorded.map(acceptedAgreementView) };
      },
    });
  });
}
