import {
  grantPartnerAccessRequestSchema,
  partnerEntitlementListSchema,
  partnerEntitlementSchema,
  partnerEntitlementSignupSchema,
} from '@orbit/domain';
import { z } from 'zod';
import { signedInOnly } from '../../../platform/auth/access-token-refusal.ts';
import { sessionOf } from '../../../platform/auth/require-access-token.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../../platform/http/service-surface.ts';
import { grantPartnerAccess } from './activate-entitlement.ts';
import type { EntitlementDeps } from './entitlement-deps.ts';
import {
  entitlementNotFound,
  entitlementsOfIdentity,
  ownedAccountNumbers,
  partnerEntitlementView,
  requireEntitlement,
} from './entitlement-store.ts';
import { restorePartnerPurchases, syncPartner } from './sync-and-restore.ts';

const TAGS = ['partner entitlements'];
const target = z.string().trim().min(1).max(64);

/** The entitlement page of this entitlement, on its partner's market's site. */
function signupUrlOf(deps: EntitlementDeps, id: string, country: string): string {
  const site = deps.config.markets[country === 'ca' ? 'ca' : 'us'].siteUrl;
  return `${site}/subscribe/entitlement?${new URLSearchParams({ entitlementId: id })}`;
}

/**
 * `partnerentitlements/v1` and `activation/v1` (spec 001 §7, ADR 077), signed-in callers only:
 * an entitlement activated on another customer's account answers ENTITLEMENT_NOT_FOUND, as an
 * unknown id does.
 */
export function registerEntitlementServiceRoutes(app: App, deps: EntitlementDeps): void {
  const identityOf = (request: Parameters<typeof sessionOf>[0]) => {
    const { identityId } = sessionOf(request);
    if (!identityId) throw signedInOnly();
    return identityId;
  };
  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('partnerEntitlements', 'list'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'The partner-billed entitlements on the caller’s accounts',
        response: { 200: partnerEntitlementListSchema },
        errors: [429],
      },
      handler: async (request) => ({
        entitlements: (await entitlementsOfIdentity(deps.db, identityOf(request))).map(
          partnerEntitlementView,
        ),
      }),
    });

    service.route({
      ...serviceRoute('partnerEntitlements', 'activate'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Where an entitlement is activated (its signup URL)',
        description:
          'The entitlement page of a pending entitlement, or of one on the caller’s account, on ' +
          'its partner’s market’s site. Another customer’s activated entitlement: 404 ' +
          'ENTITLEMENT_NOT_FOUND.',
        params: z.object({ partnerEntitlementId: target }).strict(),
        response: { 200: partnerEntitlementSignupSchema },
        errors: [404, 429],
      },
      handler: async (request) => {
        const identityId = identityOf(request);
        const found = await requireEntitlement(deps.db, request.params.partnerEntitlementId);
        const owner = found.entitlement.accountNumber;
        if (owner && !(await ownedAccountNumbers(deps.db, identityId)).includes(owner)) {
          throw entitlementNotFound();
        }
        return {
          signupUrl: signupUrlOf(deps, found.entitlement.id, found.partner.country),
          entitlement: partnerEntitlementView(found),
        };
      },
    });

    service.route({
      ...serviceRoute('activation', 'grantAccessPartner'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Put a partner-billed entitlement on the caller’s account',
        description:
          'A pending entitlement becomes active on the caller’s own account (one is opened for ' +
          'an identity without one), billed by its partner; the same answer again once it is ' +
          'theirs. 404 ENTITLEMENT_NOT_FOUND (also another customer’s); 409 ' +
          'ENTITLEMENT_ALREADY_ACTIVATED (taken meanwhile), ENTITLEMENT_NOT_ACTIVATABLE ' +
          '(cancelled or expired).',
        body: grantPartnerAccessRequestSchema,
        response: { 200: z.object({ entitlement: partnerEntitlementSchema }) },
        errors: [404, 409, 429],
      },
      handler: async (request) => {
        const identityId = identityOf(request);
        await grantPartnerAccess(deps, identityId, request.body.partnerEntitlementId);
        return {
          entitlement: partnerEntitlementView(
            await requireEntitlement(deps.db, request.body.partnerEntitlementId),
          ),
        };
      },
    });

    service.route({
      ...serviceRoute('activation', 'restore'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Restore the caller’s purchases from a partner',
        description:
          'Reads the partner’s purchases made with the caller’s email (`restoreTarget` is its ' +
          'reseller code), records them and activates each pending one on the caller’s account; ' +
          'answers the caller’s entitlements at that partner. 404 for an unknown partner; 503 ' +
          'when the partner cannot be read.',
        params: z.object({ restoreTarget: target }).strict(),
        response: { 200: partnerEntitlementListSchema },
        errors: [404, 409, 429, 503],
      },
      handler: async (request) => ({
        entitlements: await restorePartnerPurchases(
          deps,
          identityOf(request),
          request.params.restoreTarget,
        ),
      }),
    });

    service.route({
      ...serviceRoute('activation', 'sync'),
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: 'Read a partner’s state of the caller’s entitlements again',
        description:
          'Applies what the partner (`syncTarget`, its reseller code) says now of the caller’s ' +
          'entitlements there: a cancelled or expired one ends its subscription. 404 for an ' +
          'unknown partner; 503 when the partner cannot be read.',
        params: z.object({ syncTarget: target }).strict(),
        response: { 200: partnerEntitlementListSchema },
        errors: [404, 429, 503],
      },
      handler: async (request) => ({
        entitlements: await syncPartner(deps, identityOf(request), request.params.syncTarget),
      }),
    });
  });
}
