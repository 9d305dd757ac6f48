import type {
  CareActivationCodeResult,
  CareTenFootRegisterRequest,
  CareTenFootRegisterResult,
} from '@orbit/domain';
import { CARE_CAPTCHA_FIELDS } from '../../platform/throttle/human-check-beyond-limit.ts';
import {
  asActivationCode,
  countActivationCodeAttempt,
  decideUserCode,
  inspectUserCode,
} from '../device-authorization/index.ts';
import { signInWithPassword } from '../identity/index.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';

/**
 * `10footdevice/validate-code` (flows §8.4, §8.5 activate-device): the code a TV shows is one of
 * the device-authorization user codes (ADR 056: no second code store), checked with the same
 * per-address limit and wrong-guess counting as approving it.
 */
export async function validateActivationCode(
  deps: OnboardingDeps,
  input: { activationCode: string; clientAddress: string },
): Promise<CareActivationCodeResult> {
  await countActivationCodeAttempt(deps, input.clientAddress);
  const shown = await asActivationCode(() => inspectUserCode(deps, input.activationCode));
  return { activationCode: shown.userCode, expiresAt: shown.expiresAt.toISOString() };
}

/**
 * `10footdevice/register`: signs in with the password (the sign-in delays and human check of
 * ADR 024) and approves the TV's code for that identity, so the TV's next poll gets its grant.
 * The code is looked at first, so a wrong code costs no password attempt.
 */
export async function registerTenFootDevice(
  deps: OnboardingDeps,
  input: { request: CareTenFootRegisterRequest; clientAddress: string },
): Promise<CareTenFootRegisterResult> {
  const { request } = input;
  await countActivationCodeAttempt(deps, input.clientAddress);
  await asActivationCode(() => inspectUserCode(deps, request.activationCode));
  const identity = await signInWithPassword(
    deps,
    { handle: request.username, password: request.password },
    {
      clientAddress: input.clientAddress,
      humanCheck: { answer: request.captchaAnswer, token: request.captchaToken },
      humanCheckFields: CARE_CAPTCHA_FIELDS,
    },
  );
  await asActivationCode(() =>
    decideUserCode(deps, {
      typed: request.activationCode,
      identityId: identity.id,
      deny: false,
      kind: 'user-code',
    }),
  );
  return { activated: true };
}
