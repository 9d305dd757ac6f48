import { partnerNoticeSchema } from '@orbit/domain';
import { partnerEntitlementNotices } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import type { EntitlementDeps } from './entitlement-deps.ts';
import { partnerSettingOf } from './entitlement-partners.ts';
import { isSignedByPartner } from './partner-notice-signature.ts';
import { applyPartnerPurchase } from './partner-state.ts';

export const PARTNER_NOTICE_PATH = '/partners/v1/entitlement-notices';

function refused(reason: string): AppError {
  return new AppError('PARTNER_NOTICE_REFUSED', `partner notice refused: ${reason}`);
}

/**
 * `POST /partners/v1/entitlement-notices` (ADR 077): a partner tells us of a new or changed
 * entitlement. The partner names itself (`X-Orbit-Partner`, its reseller code) and signs
 * `<X-Orbit-Timestamp>.<raw body>` with its secret (`X-Orbit-Signature`, hex HMAC-SHA256); an
 * unsigned, mis-signed or stale notice is refused (401) before its body is read. Each notice id
 * is applied once: a replay answers 200 and changes nothing.
 */
export function registerPartnerNoticeRoute(app: App, deps: EntitlementDeps): void {
  void app.register(async (scope) => {
    // The signature covers the bytes sent, so the body is kept as text and parsed after.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      PARTNER_NOTICE_PATH,
      {
        schema: {
          tags: ['partner entitlements'],
          summary: 'A partner’s signed entitlement notice',
        },
      },
      async (request) => {
        const now = deps.clock();
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const resellerCode = header('x-orbit-partner') ?? '';
        const partner = partnerSettingOf(deps.config, resellerCode);
        const raw = typeof request.body === 'string' ? request.body : '';
        if (
          !partner ||
          !isSignedByPartner(
            partner.secret,
            { timestamp: header('x-orbit-timestamp'), signature: header('x-orbit-signature') },
            raw,
            now,
          )
        ) {
          throw refused('signature');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError('INVALID_PAYLOAD', 'partner notice is not JSON');
        }
        const notice = partnerNoticeSchema.safeParse(parsed);
        if (!notice.success) throw new AppError('INVALID_PAYLOAD', 'partner notice not valid');
        const { noticeId, occurredAt, ...purchase } = notice.data;
        const applied = await deps.db.transaction(async (tx) => {
          const fresh = await tx
            .insert(partnerEntitlementNotices)
            .values({
              resellerCode,
              noticeId,
              entitlementId: purchase.entitlementId,
              receivedAt: now,
            })
            .onConflictDoNothing()
            .returning({ noticeId: partnerEntitlementNotices.noticeId });
          if (fresh.length === 0) return false;
          await applyPartnerPurchase(
            tx,
            resellerCode,
            { ...purchase, occurredAt: new Date(occurredAt) },
            now,
          );
          return true;
        });
        return { noticeId, applied };
      },
    );
  });
}
