import { countryFromHost } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { enterByToken } from './enter-by-token.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookUpDevice } from './look-up-device.ts';
import { lookUpEmail } from './look-up-email.ts';
import { readStreamingProspect } from './streaming-prospect.ts';

/**
 * The identification calls the checkout came first to use: find-your-radio, link tokens
 * (targeted satellite links, streaming prospect links) and the email lookup.
 */
export function registerCareIdentificationRoutes(app: App, deps: IdentificationDeps): void {
  registerCareRoutes(app, deps, 'checkout', {
    validateDevice: (request, _reply, { session }) =>
      lookUpDevice(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        session,
        clientAddress: request.ip,
      }),
    identifyByToken: (request, _reply, { session }) =>
      enterByToken(deps, { request: request.body, session, clientAddress: request.ip }),
    lookupCustomerEmail: (request, _reply, { session }) =>
      lookUpEmail(deps, {
        email: request.body.email,
        captcha: request.body,
        country: countryFromHost(request.hostname),
        clientAddress: request.ip,
        session,
      }),
  });
  registerCareRoutes(app, deps, 'identity', {
    streamingProspect: (request) =>
      readStreamingProspect(deps, { request: request.body, clientAddress: request.ip }),
  });
}
