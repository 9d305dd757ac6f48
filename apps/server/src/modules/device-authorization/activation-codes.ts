import { AppError, isAppError } from '../../platform/errors/app-error.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import type { DeviceAuthorizationDeps } from './device-authorization-service.ts';

/**
 * The budget of typed device codes per client address: typing a code at `user-codes/authorize`,
 * on the 10-foot pages or at `purchase/link-device` is one budget.
 */
export const ACTIVATION_CODE_BUCKET = 'device-code-request';

/** Counts one typed code of the address against the per-minute budget (429 beyond). */
export async function countActivationCodeAttempt(
  deps: DeviceAuthorizationDeps,
  clientAddress: string,
): Promise<void> {
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
 * The user-code refusals as the care pages know them (legacy "activation code"): one code,
 * INVALID_ACTIVATION_CODE on `activationCode`, no detail of why.
 */
export async function asActivationCode<T>(work: () => Promise<T>): Promise<T> {
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
