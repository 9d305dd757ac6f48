import { maskEmail } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { registerOnSpot } from './register-on-spot.ts';
import { registrableAccountOf } from './registrable-account.ts';
import { limitSignInAttempts } from './throttles.ts';

/** Registration on the spot after a purchase (ADR 051): the offer and the sign-up. */
export function registerRegisterOnSpotRoutes(app: App, deps: IdentityDeps): void {
  registerCareRoutes(app, deps, 'registerOnSpot', {
    registrationOffer: async (request, _reply, { session }) => {
      const account = await registrableAccountOf(deps.db, request.body.accountNumber, {
        careSessionId: session.id,
        now: deps.clock(),
      });
      return account
        ? { offered: true, maskedEmail: maskEmail(account.email) }
        : { offered: false, maskedEmail: null };
    },
    register: async (request, _reply, { session }) => {
      // The same per-address limit as a sign-up: each call hashes a password and may mail.
      await limitSignInAttempts(deps, request.ip);
      // The care envelope carries no error extras: where the code went is the success answer,
      // the same for every email (ADR 051).
      return registerOnSpot(deps, { ...request.body, careSessionId: session.id });
    },
  });
}
