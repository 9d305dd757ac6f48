/**
 * What other modules use of identity: the identity store, handle and password changes, password
 * hashing and policy, grants, email notices, and its routes for app.ts.
 */
export { maskHandle } from './care-identity.ts';
export { changeHandle } from './change-handle.ts';
export { changePassword, personalDataOf } from './change-password.ts';
export { createIdentityDeps, type IdentityDeps } from './identity-deps.ts';
export { identityGrantFor } from './identity-grants.ts';
export {
  findIdentityById,
  isHandleTaken,
  passwordWrite,
  savePassword,
  uniqueViolationOf,
} from './identity-store.ts';
export type { Localized, MessageText } from './messages/message-text.ts';
export { emailNotice, notifyByEmail } from './messages/notify.ts';
export { findLink, issueLink, useLink } from './one-time-links.ts';
export {
  ARGON2ID_STANDARD,
  createPasswordHasher,
  type PasswordHasher,
} from './password-hashing.ts';
export {
  assertAcceptablePassword,
  findPasswordProblem,
  passwordRefusal,
} from './password-policy.ts';
export { signInWithPassword } from './password-sign-in.ts';
export { registerIdentityCapability } from './routes.ts';
export { hashSecret, newSecret } from './secrets.ts';
export { limitSendsOrAskForCheck } from './throttles.ts';
