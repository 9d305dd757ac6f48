import {
  billingHistoryQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  paymentHistorySchema,
  paymentMethodHistoryQuerySchema,
  paymentMethodSchema,
  updatePaymentMethodRequestSchema,
} from '@orbit/domain';
import { z } from 'zod';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import { commerceCallerOf } from './billing-caller.ts';
import type { BillingDeps } from './billing-deps.ts';
import {
  invoiceList,
  ownedInvoice,
  paymentHistory,
  paymentMethodHistory,
} from './billing-history.ts';
import { deletePaymentMethod, updatePaymentMethod } from './payment-method-changes.ts';

const TAGS = ['billing'];
const methodParams = z.object({ paymentMethodId: z.string().min(1).max(64) }).strict();
const invoiceParams = z.object({ invoiceId: z.string().min(1).max(64) }).strict();

const OWNER_NOTE =
  ' Only the signed-in owner of the account sees it: anyone else gets 404, as for an id that ' +
  'does not exist. Anonymous sessions: 403.';
const PAGING =
  ' `startDateTime` and `endDateTime` (ISO 8601 with offset) are required and in order (field ' +
  'error START_AFTER_END on endDateTime); newest first unless `orderBy=asc`; pages of ' +
  '`pageSize` (25, at most 100) with an opaque `nextToken` (null on the last page; one we did ' +
  'not make: INVALID on nextToken).';

/** `billing/v1` payment history, invoices and card changes of the caller's accounts (spec 001 §7). */
export function registerServiceHistoryRoutes(app: App, deps: BillingDeps): void {
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('billing', 'paymentHistory'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Payments, gift card balance entries and refunds of the caller’s accounts',
        description:
          `Optionally of one card (\`paymentMethodId\`, the caller’s: PAYMENT_METHOD_NOT_FOUND ` +
          `otherwise) or one \`entryType\` (payment, balance, refund).${PAGING}`,
        querystring: billingHistoryQuerySchema,
        response: { 200: paymentHistorySchema },
        errors: [404, 429],
      },
      handler: async (request) => paymentHistory(commerceCallerOf(deps, request), request.query),
    });

    service.route({
      ...serviceRoute('billing', 'invoices'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Invoices of the caller’s accounts, by issue date',
        description:
          'Optionally of one `subscriptionId` or charged to one card (`paymentMethodId`); ' +
          `\`entryType\` does not apply.${PAGING}`,
        querystring: billingHistoryQuerySchema,
        response: { 200: invoiceListSchema },
        errors: [404, 429],
      },
      handler: async (request) => invoiceList(commerceCallerOf(deps, request), request.query),
    });

    service.route({
      ...serviceRoute('billing', 'invoice'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'One invoice with its lines, taxes and fees',
        description: `INVOICE_NOT_FOUND otherwise.${OWNER_NOTE}`,
        params: invoiceParams,
        response: { 200: invoiceSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        ownedInvoice(commerceCallerOf(deps, request), request.params.invoiceId),
    });

    service.route({
      ...serviceRoute('billing', 'paymentMethodHistory'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'What was paid or refunded with one card',
        description:
          'Newest first unless `orderBy=asc`, pages of `pageSize` (25) with `nextToken`; a ' +
          `removed card keeps its history. PAYMENT_METHOD_NOT_FOUND otherwise.${OWNER_NOTE}`,
        params: methodParams,
        querystring: paymentMethodHistoryQuerySchema,
        response: { 200: paymentHistorySchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        paymentMethodHistory(
          commerceCallerOf(deps, request),
          request.params.paymentMethodId,
          request.query,
        ),
    });

    service.route({
      ...serviceRoute('billing', 'updatePaymentMethod'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Change the name on a card or its expiry (a reissued card)',
        description:
          'A new expiry already past: 400 with field error EXPIRED on expiryDate. ' +
          `PAYMENT_METHOD_NOT_FOUND otherwise.${OWNER_NOTE}`,
        params: methodParams,
        body: updatePaymentMethodRequestSchema,
        response: { 200: paymentMethodSchema },
        errors: [404, 429],
      },
      handler: async (request) =>
        updatePaymentMethod(
          commerceCallerOf(deps, request),
          request.params.paymentMethodId,
          request.body,
        ),
    });

    service.route({
      ...serviceRoute('billing', 'deletePaymentMethod'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Remove a card',
        description:
          'Its history stays. The only usable card of an account with an Active subscription: ' +
          '409 LAST_PAYMENT_METHOD. Removing the default makes the newest other usable card the ' +
          `default.${OWNER_NOTE}`,
        params: methodParams,
        response: { 204: z.null().describe('Removed') },
        errors: [404, 409, 429],
      },
      handler: async (request, reply) => {
        await deletePaymentMethod(commerceCallerOf(deps, request), request.params.paymentMethodId);
        return reply.code(204).send(null);
      },
    });
  });
}
