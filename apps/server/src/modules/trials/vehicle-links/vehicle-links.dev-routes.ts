import { serviceErrorBodySchema } from '@orbit/domain';
import { z } from 'zod';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import { findRadioById } from '../../identification/index.ts';
import { deviceTokenToMagicLink, mintVehicleDeviceToken } from './device-token-link.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

const query = z.object({ radioId: z.string().trim().min(8).max(12) }).strict();

/** The car's token as its telematics service would mint it, for a radio we know. */
async function deviceTokenOf(deps: VehicleLinkDeps, radioId: string) {
  const radio = await findRadioById(deps.db, radioId.toUpperCase());
  if (!radio) throw new AppError('VEHICLE_NOT_FOUND', `no radio ${radioId}`);
  return mintVehicleDeviceToken(deps.db, radio.radioId, deps.clock());
}

/**
 * `GET /dev/vehicle-device-token` and `GET /dev/vehicle-magic-link` (ADR 055): a car's device
 * token, and a fresh magic link for the radio (made for its sale's email, not sent), for the
 * demo and the end-to-end tests. Development and test only: production answers 404.
 */
export function registerDevVehicleLinkRoutes(app: App, deps: VehicleLinkDeps): void {
  if (deps.config.mode === 'production') return;
  app.get(
    '/dev/vehicle-device-token',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mint a car’s ten-minute device token (development and test only)',
        description: 'For `POST /services/account/sal/dtok2magiclink`. Unknown radio: 404.',
        querystring: query,
        response: {
          200: z.object({ deviceToken: z.string(), expiresAt: z.string() }),
          404: serviceErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const minted = await deviceTokenOf(deps, request.query.radioId);
      return { deviceToken: minted.deviceToken, expiresAt: minted.expiresAt.toISOString() };
    },
  );
  app.get(
    '/dev/vehicle-magic-link',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mint a vehicle magic link (development and test only)',
        description:
          'A new single-use link for the radio, made for its sale’s email, through the car’s ' +
          'own path (a device token, then dtok2magiclink). Unknown radio or no vehicle state: 404.',
        querystring: query,
        response: {
          200: z.object({
            magicLinkUrl: z.string(),
            magicLinkId: z.string(),
            expiresAt: z.string(),
          }),
          404: serviceErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { deviceToken } = await deviceTokenOf(deps, request.query.radioId);
      return deviceTokenToMagicLink(deps, deviceToken);
    },
  );
}
