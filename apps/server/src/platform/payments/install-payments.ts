import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { App } from '../http/app-instance.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway, isSandboxGateway } from './sandbox-gateway.ts';
import { registerSandboxTokenizerRoutes } from './sandbox-tokenizer.platform-routes.ts';

/**
 * The payment gateway the app charges through: the one given (a real gateway, or a test's
 * wrapper), else the embedded sandbox. A sandbox also serves its tokenizer.
 */
export function installPayments(
  app: App,
  deps: { db: Db; clock: Clock; gateway?: PaymentGateway | undefined },
): PaymentGateway {
  const gateway = deps.gateway ?? createSandboxGateway({ db: deps.db, clock: deps.clock });
  if (isSandboxGateway(gateway)) registerSandboxTokenizerRoutes(app, gateway);
  return gateway;
}
