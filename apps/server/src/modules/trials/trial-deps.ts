import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';

/** What the trials capability works with: the RTP trial is bought through the payment gateway. */
export type TrialDeps = { config: AppConfig; db: Db; clock: Clock; gateway: PaymentGateway };
