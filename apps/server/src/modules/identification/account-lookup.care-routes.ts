import { countryFromHost } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookUpDeviceInfo } from './look-up-device-info.ts';
import { lookUpFlepz } from './look-up-flepz.ts';
import { lookUpNonPii } from './look-up-non-pii.ts';
import { lookUpPhone } from './look-up-phone.ts';
import { lookUpPlate } from './look-up-plate.ts';
import { lookUpRflz } from './look-up-rflz.ts';
import { verifyLpz } from './verify-lpz.ts';

/** What every lookup needs of the request: the market, the care session, the caller's address. */
function callerOf(request: FastifyRequest, session: CareSession) {
  return { country: countryFromHost(request.hostname), session, clientAddress: request.ip };
}

/**
 * The account lookups of the care API (flows §1): non-PII account, FLEPZ, RFLZ, the legacy
 * plate → VIN step, device info, and LPZ verification in its two forms. Each answers masked
 * data only, records what it identified on the care session, and never tells which detail of
 * a failed lookup was wrong.
 */
export function registerCareAccountLookupRoutes(app: App, deps: IdentificationDeps): void {
  registerCareRoutes(app, deps, 'identification', {
    lookupNonPiiAccount: (request, _reply, { session }) =>
      lookUpNonPii(deps, { request: request.body, ...callerOf(request, session) }),
    lookupCustomerPhone: (request, _reply, { session }) => {
      const { phone, email, ...captcha } = request.body;
      return lookUpPhone(deps, { phone, email, captcha, ...callerOf(request, session) });
    },
    lookupFlepz: (request, _reply, { session }) =>
      lookUpFlepz(deps, { request: request.body, ...callerOf(request, session) }),
    lookupRflz: (request, _reply, { session }) =>
      lookUpRflz(deps, { request: request.body, ...callerOf(request, session) }),
    lookupLicensePlate: (request, _reply, { session }) =>
      lookUpPlate(deps, { request: request.body, ...callerOf(request, session) }),
    getDeviceInfo: (request, _reply, { session }) =>
      lookUpDeviceInfo(deps, { request: request.body, session, clientAddress: request.ip }),
    verifyPiiData: (request, _reply, { session }) => {
      const { lpzVerificationRequest, accountNumber, radioId, locale, ...captcha } = request.body;
      return verifyLpz(deps, {
        request: {
          fields: lpzVerificationRequest,
          fieldPrefix: 'lpzVerificationRequest.',
          accountNumber,
          radioId,
          locale,
          captcha,
        },
        ...callerOf(request, session),
      });
    },
    verifyAccount: (request, _reply, { session }) => {
      const { locale, captchaAnswer, captchaToken, ...fields } = request.body;
      return verifyLpz(deps, {
        request: { fields, fieldPrefix: '', locale, captcha: { captchaAnswer, captchaToken } },
        ...callerOf(request, session),
      });
    },
  });
}
