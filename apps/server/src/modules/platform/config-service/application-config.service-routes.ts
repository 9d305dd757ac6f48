import { applicationConfigSchema, SERVICE_DOMAINS } from '@orbit/domain';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { KNOWN_APPLICATION_IDS } from './applications.ts';
import { buildApplicationConfig } from './build-application-config.ts';

const flag = z.enum(['true', 'false']).optional();

/** `configservice/v1`: the domain config the SDK reads every endpoint from. */
export function registerConfigServiceRoutes(app: App, deps: { config: AppConfig }): void {
  // Passkeys off: every passkey endpoint is reported disabled, so the SDK never calls one.
  const disabledEndpoints = deps.config.passkeys.enabled
    ? deps.config.disabledEndpoints
    : [
        ...deps.config.disabledEndpoints,
        ...Object.keys(SERVICE_DOMAINS.passkey.endPoints).map((name) => `passkey.${name}`),
      ];
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('config', 'me'),
      // Depends on the host and the query, and changes with a deployment: revalidate each time.
      config: { access: 'open', cacheControl: 'no-cache' },
      schema: {
        tags: ['config'],
        summary: 'The service domains, endpoints and settings of an application',
        description:
          "Every baseUrl is the origin the request reached (X-Forwarded-* when TRUST_PROXY) plus the domain's " +
          'path prefix. `isTest` unless `enableProdMode=true`; `isPreview` with `preview=true`. ' +
          'DISABLED_ENDPOINTS marks endpoints `isDisabled`, and so does PASSKEYS_ENABLED=false for the passkey domain.',
        params: z.object({
          applicationId: z.string().min(1).max(64),
          version: z.string().regex(/^[0-9A-Za-z._-]{1,32}$/),
        }),
        querystring: z.object({ enableProdMode: flag, preview: flag }),
        response: { 200: applicationConfigSchema },
        errors: [404],
      },
      handler: async (request) => {
        const { applicationId, version } = request.params;
        if (!KNOWN_APPLICATION_IDS.includes(applicationId)) {
          throw new AppError('NOT_FOUND', 'Unknown application id', {
            notFoundResourceType: 'application',
            publicDescription: 'There is no application with this id.',
          });
        }
        return buildApplicationConfig({
          applicationId,
          version,
          origin: `${request.protocol}://${request.host}`,
          isTest: request.query.enableProdMode !== 'true',
          isPreview: request.query.preview === 'true',
          disabledEndpoints,
        });
      },
    });
  });
}
