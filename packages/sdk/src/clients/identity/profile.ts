import { type Profile, type ProfilePatchInput, profileSchema } from '@orbit/domain';
import type { IdentityClientDeps } from './deps.ts';

export function getProfile(deps: IdentityClientDeps): Promise<Profile> {
  return deps.caller.call('profile', 'get', {}, profileSchema);
}

export function updateProfile(
  deps: IdentityClientDeps,
  patch: ProfilePatchInput,
): Promise<Profile> {
  return deps.caller.call('profile', 'update', { body: patch }, profileSchema);
}
