/**
 * One phone number may stand for at most five radios: a refresh by phone for more is refused
 * (the signal would go to radios the caller may not own).
 */
export const MAX_RADIOS_PER_PHONE = 5;

export const DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER = 'DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER';

export function exceedsRadiosPerPhone(radioCount: number): boolean {
  return radioCount > MAX_RADIOS_PER_PHONE;
}
