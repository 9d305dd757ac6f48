import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { billingActivity } from './billing-activity.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findInvoiceOf } from './billing-ledger.ts';
import { invoiceView } from './invoice-view.ts';
import { reactivationQuote } from './reactivation-quote.ts';

/** The account area's billing reads on the care API (flows §7.1 billing, §7.2 load). */
export function registerCareBillingRoutes(app: App, deps: BillingDeps): void {
  registerCareRoutes(app, deps, 'billing', {
    getBillingActivity: (request, _reply, { access }) =>
      billingActivity(deps.db, access.account, request.body),
    getBillingInvoice: async (request, _reply, { access }) => {
      const row = await findInvoiceOf(deps.db, request.body.invoiceId, [
        access.account.accountNumber,
      ]);
      if (!row) throw new AppError('INVOICE_NOT_FOUND', 'no invoice of the account with this id');
      return invoiceView(row);
    },
    getReactivationQuote: (_request, _reply, { access }) =>
      reactivationQuote(deps.db, access.account, deps.clock()),
  });
}
