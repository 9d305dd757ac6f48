import type { IdentityDeps } from '../identity/index.ts';

/**
 * What onboarding works with: the identity capability's deps, since setting up credentials,
 * creating a prospect's password and signing in on a TV go through its rules and hasher.
 */
export type OnboardingDeps = IdentityDeps;
