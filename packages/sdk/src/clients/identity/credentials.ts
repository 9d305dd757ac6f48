import {
  type ChangeHandleRequest,
  type ChangePasswordRequest,
  type ChangePhoneNumberRequest,
  type CredentialChangeResponse,
  credentialChangeResponseSchema,
} from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';

/** `identitygroups/v1/change-handle`: HANDLE_ALREADY_IN_USE, EMAIL_INVALID, REAUTHENTICATION_REQUIRED. */
export function changeHandle(
  deps: IdentityClientDeps,
  request: ChangeHandleRequest,
): Promise<CredentialChangeResponse> {
  return deps.caller.call(
    'identityGroups',
    'changeHandle',
    { body: request },
    credentialChangeResponseSchema,
  );
}

/** `identitygroups/v1/change-password`: the sign-up password codes, REAUTHENTICATION_REQUIRED. */
export function changePassword(
  deps: IdentityClientDeps,
  request: ChangePasswordRequest,
): Promise<CredentialChangeResponse> {
  return deps.caller.call(
    'identityGroups',
    'changePassword',
    { body: request },
    credentialChangeResponseSchema,
  );
}

/** `identitygroups/v1/change-phone-number`: INVALID_PHONE_NUMBER, REAUTHENTICATION_REQUIRED. */
export function changePhoneNumber(
  deps: IdentityClientDeps,
  request: ChangePhoneNumberRequest,
): Promise<CredentialChangeResponse> {
  return deps.caller.call(
    'identityGroups',
    'changePhoneNumber',
    { body: request },
    credentialChangeResponseSchema,
  );
}
