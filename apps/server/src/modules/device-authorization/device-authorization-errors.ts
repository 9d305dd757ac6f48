import { DEVICE_AUTHORIZATION_CODES } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The refusals of device authorization: the polling answers carry the RFC 8628 names as their
 * service code (`authorization_pending`, `slow_down`, …) and the interval to keep in `extras`.
 */

export const authorizationPending = (interval: number) =>
  new AppError('DEVICE_AUTHORIZATION_PENDING', 'Device code not decided yet', {
    serviceCode: DEVICE_AUTHORIZATION_CODES.authorizationPending,
    extras: { interval },
  });

export const slowDown = (interval: number) =>
  new AppError('DEVICE_AUTHORIZATION_SLOW_DOWN', 'Device polled before its interval', {
    serviceCode: DEVICE_AUTHORIZATION_CODES.slowDown,
    extras: { interval },
  });

export const expiredToken = () =>
  new AppError('DEVICE_CODE_EXPIRED', 'Device code expired', {
    serviceCode: DEVICE_AUTHORIZATION_CODES.expiredToken,
  });

export const accessDenied = () =>
  new AppError('DEVICE_ACCESS_DENIED', 'Device code denied or dead', {
    serviceCode: DEVICE_AUTHORIZATION_CODES.accessDenied,
  });

export const invalidDeviceCode = (reason: string) =>
  new AppError('DEVICE_CODE_INVALID', `Device code unusable: ${reason}`, {
    serviceCode: DEVICE_AUTHORIZATION_CODES.invalidGrant,
  });

export const userCodeInvalid = (reason: string) =>
  new AppError('USER_CODE_INVALID', `User code refused: ${reason}`);

export const userCodeExpired = (reason: string) =>
  new AppError('USER_CODE_EXPIRED', `User code no longer usable: ${reason}`);
