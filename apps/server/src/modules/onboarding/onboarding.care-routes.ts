import { countryFromHost } from '@orbit/domain';
import { countryOfAddress } from '../../platform/geolocation/country-of-address.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { describeFreeListenPromo } from './free-listen-promo.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';
import { setUpStreamingCredentials } from './set-up-credentials.ts';
import {
  lookUpOnboardingToken,
  lookUpStreamingDevice,
  lookUpStreamingFlepz,
} from './streaming-lookups.ts';
import {
  checkProspectLink,
  createProspectPassword,
  createStreamingTrial,
} from './streaming-prospects.ts';
import { registerTenFootDevice, validateActivationCode } from './ten-foot-activation.ts';

/** Onboarding's care calls (flows §8.5, §8.4 last bullet; ADR 056). */
export function registerOnboardingCareRoutes(app: App, deps: OnboardingDeps): void {
  registerCareRoutes(app, deps, 'onboarding', {
    streamingFlepz: (request, _reply, { session }) =>
      lookUpStreamingFlepz(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        session,
        clientAddress: request.ip,
      }),
    streamingDevice: (request, _reply, { session }) =>
      lookUpStreamingDevice(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        session,
        clientAddress: request.ip,
      }),
    onboardingToken: (request, _reply, { session }) =>
      lookUpOnboardingToken(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        session,
        clientAddress: request.ip,
      }),
    updateStreaming: (request, _reply, { session }) =>
      setUpStreamingCredentials(deps, { request: request.body, session }),
    freeListenPromo: (request) =>
      describeFreeListenPromo(deps.db, {
        promoCode: request.body.promoCode,
        country: countryFromHost(request.hostname),
        now: deps.clock(),
      }),
    createStreamingTrial: (request) =>
      createStreamingTrial(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        clientAddress: request.ip,
      }),
    streamingResetToken: (request, _reply, { session }) =>
      checkProspectLink(deps, { resetToken: request.body.resetToken, session }),
    createStreamingPassword: (request, _reply, { session }) =>
      createProspectPassword(deps, { request: request.body, session }),
    validateActivationCode: (request) =>
      validateActivationCode(deps, {
        activationCode: request.body.activationCode,
        clientAddress: request.ip,
      }),
    registerTenFootDevice: (request) =>
      registerTenFootDevice(deps, { request: request.body, clientAddress: request.ip }),
    // `request.ip` is the client address as TRUST_PROXY says: X-Forwarded-For from trusted hops.
    callerCountry: async (request) => ({ country: countryOfAddress(request.ip) }),
  });
}
