import type {
  CareActivationCodeResult,
  CareTenFootRegisterRequest,
  CareTenFootRegisterResult,
} from '@orbit/domain';
import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import { CARE_CAPTCHA_FIELDS } from '../../platform/throttle/human-check-beyond-limit.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import { decideUserCode, inspectUserCode } from '../device-authorization/index.ts';
import { signInWithPassword } from '../identity/index.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';

/** The device-authorization bucket: typing a code here or at user-codes/authorize is one budget. */
export const ACTIVATION_CODE_BUCKET = 'device-code-request';

/** The user-code refusals, as the 10-foot pages know them: one code, no detail. */
async function asActivationCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      isAppError(error) &&
      (error.code === 'USER_CODE_INVALID' || error.code === 'USER_CODE_EXPIRED')
    ) {
      throw new AppError('INVALID_ACTIVATION_CODE', error.message, {
        fieldErrors: [{ errorCode: 'INVALID', fieldName: 'activationCode' }],
      });
    }
    throw error;
  }
}

async function countAttempt(deps: OnboardingDeps, clientAddress: string): Promise<void> {
  await requireWithinLimit(
    deps.db,
    {
      bucket: ACTIVATION_CODE_BUCKET,
      key: clientAddress,
      limit: deps.config.deviceAuthorization.requestsPerAddressPerMinute,
      windowSeconds: 60,
    },
    deps.clock(),
  );
}

/**
 * `10footdevice/validate-code` (flows §8.4, §8.5 activate-device): the code a TV shows is one of
 * the device-authorization user codes (ADR 056: no second code store), checked with the same
 * per-address limit and wrong-guess counting as approving it.
 */
export async function validateActivationCode(
  deps: OnboardingDeps,
  input: { activationCode: string; clientAddress: string },
): Promise<CareActivationCodeResult> {
  await countAttempt(deps, input.clientAddress);
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
  await countAttempt(deps, input.clientAddress);
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
