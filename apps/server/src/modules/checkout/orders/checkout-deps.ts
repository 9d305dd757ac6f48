import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../../billing/index.ts';
import type { PasswordHasher } from '../../identity/index.ts';
import type { PlanChanges } from './plan-change-port.ts';

/** What the order and purchase use cases work with; plan changes are `planChanges`' (ADR 030). */
export type CheckoutDeps = BillingDeps & { hasher: PasswordHasher; planChanges: PlanChanges };

/** Per request: the logger (with its request id) for what must reach an operator. */
export type CheckoutRequestDeps = CheckoutDeps & { log: FastifyBaseLogger };
