import { countryFromHost, normalisePhone, refreshTargetOf, resolveLocale } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { resolveDeviceRef } from '../../identification/index.ts';
import type { DevicesDeps } from '../devices-deps.ts';
import { refreshRadios } from './refresh-radios.ts';
import { sendRefreshInstruction } from './send-refresh-instruction.ts';

/** The refresh signal on the care API (flows §8.2): refresh a radio, text the refresh steps. */
export function registerRefreshSignalCareRoutes(app: App, deps: DevicesDeps): void {
  registerCareRoutes(app, deps, 'refreshSignal', {
    refreshDevice: async (request, _reply, { session }) => {
      // A radio a lookup of this session found (another session's or an expired ref: not found).
      const named = request.body.deviceRef
        ? {
            radioId: (
              await resolveDeviceRef(deps.db, {
                deviceRef: request.body.deviceRef,
                careSessionId: session.id,
                now: deps.clock(),
              })
            ).radioId,
          }
        : request.body;
      const target = refreshTargetOf(named);
      // The schema refuses a request naming no device; this is for the compiler.
      if (!target) throw new AppError('INVALID_PAYLOAD', 'no device named');
      return refreshRadios(deps, {
        target,
        clientAddress: request.ip,
        captcha: request.body,
      });
    },
    sendRefreshInstruction: async (request) => {
      const country = countryFromHost(request.hostname);
      return sendRefreshInstruction(deps, {
        // The schema checked the number's shape.
        phone: normalisePhone(request.body.phone) ?? request.body.phone,
        country,
        language: resolveLocale(request.body.languagePreference, country),
        clientAddress: request.ip,
        captcha: request.body,
      });
    },
  });
}
