import type { PartnerState } from '@orbit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxPartnerPurchases } from '../../../db/schema/index.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import type { EntitlementDeps } from './entitlement-deps.ts';
import { SANDBOX_PARTNER_PATH } from './entitlement-partners.ts';

const querySchema = z.object({
  refs: z.string().max(2000).optional(),
  email: z.string().max(254).optional(),
});

/**
 * The sandbox partners' state URL (development and tests, never production): what the sandbox
 * partner's own books say of its purchases, by reference (`?refs=a,b`) or by customer
 * (`?email=`), as a real partner's state endpoint would answer sync and restore.
 */
export function registerSandboxPartnerRoutes(app: App, deps: EntitlementDeps): void {
  app.get(`${SANDBOX_PARTNER_PATH}/:resellerCode`, { schema: { hide: true } }, async (request) => {
    const { resellerCode } = z.object({ resellerCode: z.string() }).parse(request.params);
    const query = querySchema.parse(request.query);
    const refs = query.refs?.split(',').filter(Boolean) ?? [];
    const email = query.email?.trim().toLowerCase();
    const rows =
      refs.length > 0 || email
        ? await deps.db
            .select()
            .from(sandboxPartnerPurchases)
            .where(
              and(
                eq(sandboxPartnerPurchases.resellerCode, resellerCode),
                refs.length > 0
                  ? inArray(sandboxPartnerPurchases.partnerSubscriptionRef, refs)
                  : eq(sandboxPartnerPurchases.customerEmailKey, email ?? ''),
              ),
            )
        : [];
    const state: PartnerState = {
      purchases: rows.map((row) => ({
        entitlementId: row.entitlementId,
        partnerSubscriptionRef: row.partnerSubscriptionRef,
        productId: row.productId,
        status: row.status as PartnerState['purchases'][number]['status'],
        ...(row.customerEmailKey ? { customerEmail: row.customerEmailKey } : {}),
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
    return state;
  });
}
