export { conversionConsentFor, recordConversionConsent } from './consent-store.ts';
export { registerTrialConsentCareRoutes } from './trial-consent.care-routes.ts';
