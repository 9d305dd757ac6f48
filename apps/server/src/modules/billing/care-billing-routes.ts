import {
  billingActivityRequestSchema,
  billingActivitySchema,
  careErrorBodySchema,
  careInvoiceRequestSchema,
  careSuccessSchema,
  invoiceSchema,
  reactivationQuoteRequestSchema,
  reactivationQuoteSchema,
} from '@orbit/domain';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { billingActivity } from './billing-activity.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findInvoiceOf } from './billing-ledger.ts';
import { invoiceView } from './invoice-view.ts';
import { reactivationQuote } from './reactivation-quote.ts';

const TAGS = ['care billing'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

const OWNER_ONLY =
  ' Only the signed-in owner (UNAUTHENTICATED_CUSTOMER otherwise); `accountNumber` picks one of ' +
  'their accounts (another one: 404 ACCOUNT_NOT_FOUND, as one that does not exist).';

/** The account area's billing reads on the care API (flows §7.1 billing, §7.2 load). */
export function registerCareBillingRoutes(app: App, deps: BillingDeps): void {
  app.post(
    '/services/billing/activity',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Billing and payment history: charges, payments, credits and refunds',
        description:
          'Newest first: one charge per invoice line (taxes and fees included), payments, gift ' +
          'card credits and refunds as negative amounts. `startDate`/`endDate` (YYYY-MM-DD, ' +
          'inclusive) must be in order (field error START_AFTER_END on endDate); ' +
          '`transactionType` subscription keeps charges, payment keeps money in; `numItems` ' +
          `caps the list (100 when absent).${OWNER_ONLY}`,
        body: billingActivityRequestSchema,
        response: { 200: careSuccessSchema(billingActivitySchema), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { account } = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: false,
      });
      return careOk(await billingActivity(deps.db, account, request.body));
    },
  );

  app.post(
    '/services/billing/invoice',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'One invoice of the account, with its lines, taxes and fees',
        description: `An invoice of another account, or none: 404 INVOICE_NOT_FOUND.${OWNER_ONLY}`,
        body: careInvoiceRequestSchema,
        response: { 200: careSuccessSchema(invoiceSchema), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { account } = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: false,
      });
      const row = await findInvoiceOf(deps.db, request.body.invoiceId, [account.accountNumber]);
      if (!row) throw new AppError('INVOICE_NOT_FOUND', 'no invoice of the account with this id');
      return careOk(invoiceView(row));
    },
  );

  app.post(
    '/services/quotes/reactivation-quote',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'What paying the whole amount due brings back',
        description:
          'The amount due and the subscriptions suspended for non-payment (plan name, last 4 of ' +
          'the radio). The signed-in owner, or a session that identified the account and proved ' +
          'last name, phone and zip (VERIFICATION_REQUIRED until then).',
        body: reactivationQuoteRequestSchema,
        response: {
          200: careSuccessSchema(reactivationQuoteSchema),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { account } = await accountAccessOf(deps.db, request, {
        accountNumber: request.body.accountNumber,
        allowIdentified: true,
      });
      return careOk(await reactivationQuote(deps.db, account, deps.clock()));
    },
  );
}
