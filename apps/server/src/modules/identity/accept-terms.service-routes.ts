import { acceptTermsRequestSchema, acceptTermsResponseSchema } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { acceptedAgreementView, recordPrivacyAgreements } from './privacy-agreements.ts';
import { signedInIdentity } from './signed-in-identity.ts';

/** `POST client-orchestration/v1/accept-terms` (spec 001 §7, §9; ADR 054). */
export function registerAcceptTermsRoute(app: App, deps: IdentityDeps): void {
  registerServiceRoutes(app, (service) => {
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
          'agreement a country does not have: 400 INVALID_PAYLOAD naming it, nothing recorded. ' +
          'Idempotent: a document version accepted again keeps its first acceptedAt. Answers ' +
          'every agreement the identity has accepted.',
        body: acceptTermsRequestSchema,
        response: { 200: acceptTermsResponseSchema },
        errors: [429],
      },
      handler: async (request) => {
        const { identity } = await signedInIdentity(deps, request);
        const recorded = await recordPrivacyAgreements(
          deps.db,
          identity.id,
          request.body.privacyAgreements,
          deps.clock(),
        );
        return { privacyAgreements: recorded.map(acceptedAgreementView) };
      },
    });
  });
}
