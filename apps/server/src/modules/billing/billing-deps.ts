import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';

/** What the billing, checkout and subscription capabilities work with. */
export type BillingDeps = { config: AppConfig; db: Db; clock: Clock; gateway: PaymentGateway };
