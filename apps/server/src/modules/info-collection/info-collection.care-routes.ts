import { countryFromHost } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { InfoCollectionDeps } from './info-collection-deps.ts';
import { prefillOfLink } from './link-prefill.ts';
import { publishAnswers } from './publish-answers.ts';

/** Branded data collection on the care API (flows §7.4): read a chat's link, send its answers. */
export function registerCareInfoCollectionRoutes(app: App, deps: InfoCollectionDeps): void {
  registerCareRoutes(app, deps, 'infoCollection', {
    infoCollectionPrefill: (request) =>
      prefillOfLink(deps, { token: request.body.token, clientAddress: request.ip }),
    publishInfoCollection: (request) =>
      publishAnswers(deps, {
        request: request.body,
        country: countryFromHost(request.hostname),
        clientAddress: request.ip,
      }),
  });
}
