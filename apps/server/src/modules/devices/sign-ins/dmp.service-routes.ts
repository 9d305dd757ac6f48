import {
  connectedDevicesSchema,
  linkedServicesSchema,
  signInRenameRequestSchema,
  signInRevokeResultSchema,
} from '@orbit/domain';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/require-access-token.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { connectedDevicesOf } from './connected-devices.ts';
import { linkedServicesOf, revokeLinkedService } from './linked-services.ts';
import { renameDevice, revokeDevice, type SignInCaller } from './revoke-device.ts';
import { signedInIdentityOf } from './sign-ins-errors.ts';

const TAGS = ['dmp'];
const deviceParams = z.object({ deviceId: z.string().min(1).max(64) });
const linkParams = z.object({ linkId: z.string().min(1).max(64) });
const OWN_ONLY =
  "Only the signed-in identity's own: any other id (another customer's included) answers 404 ";

/** `device/v1/dmp` (ADR 078): the devices and sign-ins page's calls. */
export function registerDmpRoutes(
  app: App,
  deps: { db: Db; clock: Clock; config: AppConfig },
): void {
  const callerOf = (request: Parameters<typeof sessionOf>[0]): SignInCaller => {
    const session = sessionOf(request);
    return {
      identityId: signedInIdentityOf(session),
      deviceId: session.deviceId,
      familyId: session.familyId,
    };
  };

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('dmp', 'connectedDevices'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The TVs, speakers and cars signed in, and the browsers with a live session',
        description:
          'Devices linked by a code (RFC 8628: TV, car, speaker) that still hold a session of the ' +
          "identity (or, a speaker, are still registered to it), the cars with the identity's " +
          'listening profile, and every other installation with a live session (browsers and ' +
          'apps: what the browser said of itself, when it signed in and was last used, the ' +
          "region the client gave); the caller's own browser is `current`.",
        response: { 200: connectedDevicesSchema },
      },
      handler: async (request) => connectedDevicesOf(deps.db, callerOf(request), deps.clock()),
    });

    service.route({
      ...serviceRoute('dmp', 'renameDevice'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Name a TV or speaker',
        description: `Body \`{ name }\` (1–30 characters, trimmed; a radio nickname's rule). ${OWN_ONLY}CONNECTED_DEVICE_NOT_FOUND, as do browsers and cars (a car is named with its radio).`,
        params: deviceParams,
        body: signInRenameRequestSchema,
        response: { 204: z.null().describe('Renamed') },
        errors: [404],
      },
      handler: async (request, reply) => {
        await renameDevice(
          deps.db,
          callerOf(request),
          request.params.deviceId,
          request.body.name,
          deps.clock(),
        );
        return reply.code(204).send(null);
      },
    });

    service.route({
      ...serviceRoute('dmp', 'revokeDevice'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Sign a device, car or browser out of the account, at once',
        description:
          "Ends every session of the identity on that device (its next call with them answers 401), unregisters a speaker, withdraws a code approved but not yet collected; a car (`vpr_…`) loses the identity's profile. Audited. " +
          `${OWN_ONLY}CONNECTED_DEVICE_NOT_FOUND. The caller's own browser: 409 CURRENT_BROWSER_NOT_REVOCABLE (sign out instead).`,
        params: deviceParams,
        response: { 200: signInRevokeResultSchema },
        errors: [404, 409],
      },
      handler: async (request) =>
        revokeDevice(deps.db, callerOf(request), request.params.deviceId, deps.clock()),
    });

    service.route({
      ...serviceRoute('dmp', 'linkedServices'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The partners linked to the account (Google, Alexa…)',
        description:
          'Each live grant of the account-linking provider (ADR 071): the partner, the scopes and ' +
          'when the customer consented, newest first.',
        response: { 200: linkedServicesSchema },
      },
      handler: async (request) => linkedServicesOf(deps, callerOf(request).identityId),
    });

    service.route({
      ...serviceRoute('dmp', 'revokeLinkedService'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Unlink a partner: its grant and every token of it end at once',
        description: `The partner's next token call is refused (\`invalid_grant\`); audited in account_link_events (reason \`customer\`). ${OWN_ONLY}LINKED_SERVICE_NOT_FOUND.`,
        params: linkParams,
        response: { 200: signInRevokeResultSchema },
        errors: [404],
      },
      handler: async (request) =>
        revokeLinkedService(deps, callerOf(request).identityId, request.params.linkId),
    });
  });
}
