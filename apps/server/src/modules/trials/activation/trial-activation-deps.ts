import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../../identity/index.ts';
import type { TrialDeps } from '../trial-deps.ts';

/** What the activation calls work with: the trials capability's deps and the sign-up's hasher. */
export type TrialActivationDeps = TrialDeps & { hasher: PasswordHasher };

export type TrialActivationRequestDeps = TrialActivationDeps & { log: FastifyBaseLogger };
