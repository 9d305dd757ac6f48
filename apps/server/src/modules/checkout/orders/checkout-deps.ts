import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../../billing/index.ts';
import type { PasswordHasher } from '../../identity/index.ts';

/** What the order and purchase use cases work with. */
export type CheckoutDeps = BillingDeps & { hasher: PasswordHasher };

/** Per request: the logger (with its request id) for what must reach an operator. */
export type CheckoutRequestDeps = CheckoutDeps & { log: FastifyBaseLogger };
