import {
  type CareCaptchaFields,
  careCaptchaFieldsOf,
  humanCheckChallengeSchema,
} from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../platform/http/app-instance.ts';
import { solveHumanCheck } from '../platform/human-check/solve-human-check.testing.ts';
import { careData, careError } from './care-caller.ts';
import { cookieHeaderFrom } from './session-cookie.ts';

/** Test support for the calls that ask for a human check past a budget (not used at run time). */

const NEW_HUMAN_CHECK = '/services/utility/captcha/new';

type CarePoster = (url: string, payload: object) => Promise<LightMyRequestResponse>;

/**
 * A check from `utility/captcha/new` on the poster's care session, solved as a browser solves
 * it, as the `captchaAnswer`/`captchaToken` of a care request.
 */
export async function solvedCaptcha(post: CarePoster): Promise<Required<CareCaptchaFields>> {
  const challenge = careData(await post(NEW_HUMAN_CHECK, {}), humanCheckChallengeSchema);
  return careCaptchaFieldsOf(await solveHumanCheck(challenge));
}

/** Asserts 428 CAPTCHA_REQUIRED; returns its field errors (none when no proof was sent). */
export function captchaRequired(response: LightMyRequestResponse) {
  return careError(response, 428, 'CAPTCHA_REQUIRED').fieldErrors;
}

/**
 * Someone else, at another client address, with a care session of their own on `app`: what a
 * stranger spending a customer's lookups looks like.
 */
export async function strangerAt(app: App, remoteAddress: string, host: string) {
  const cookie = cookieHeaderFrom(
    await app.inject({
      method: 'GET',
      url: '/services/utility/env-info',
      remoteAddress,
      headers: { host },
    }),
  );
  return (url: string, payload: object) =>
    app.inject({ method: 'POST', url, remoteAddress, headers: { host, ...cookie }, payload });
}
