import { AppError } from '../../../platform/errors/app-error.ts';

/** Not one of the caller's (or no such id): the same answer either way, so ids say nothing. */
export const deviceNotFound = (why: string) => new AppError('CONNECTED_DEVICE_NOT_FOUND', why);
export const linkedServiceNotFound = (why: string) => new AppError('LINKED_SERVICE_NOT_FOUND', why);
export const currentBrowserNotRevocable = () =>
  new AppError('CURRENT_BROWSER_NOT_REVOCABLE', 'Revoking the browser that asks');

/** The identity of a `signed-in` route (the surface refused anonymous sessions already). */
export function signedInIdentityOf(session: { identityId: string | null }): string {
  if (!session.identityId) throw new AppError('FORBIDDEN', 'Anonymous session at a dmp call');
  return session.identityId;
}
