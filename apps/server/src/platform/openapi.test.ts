import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

type Operation = {
  tags?: string[];
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
};

describe('GET /docs/openapi.json', () => {
  it('describes every API route with tags, request and response schemas', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Orbit Care API');

    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/config/app-settings.ca.json',
        '/config/app-settings.us.json',
        '/config/common.json',
        '/config/country.json',
        '/config/variants/{name}.json',
        '/docs/openapi.json',
        '/health/live',
        '/health/ready',
        '/services/utility/env-info',
        '/services/utility/log-message',
        '/configservice/v1/applications/{applicationId}/configs/{version}/me',
        '/device/v1/challenges',
        '/device/v1/challenges/{challengeId}/verify',
        '/device/v1/devices/register',
        '/device/v1/dmp/devices',
        '/device/v1/dmp/devices/{deviceId}/name',
        '/device/v1/dmp/devices/{deviceId}/revoke',
        '/device/v1/dmp/linked-services',
        '/device/v1/dmp/linked-services/{linkId}/revoke',
        '/device/v1/grants',
        '/device/v1/grants/migrate',
        '/device/v1/grants/refresh',
        '/session/v1/sessions/anonymous',
        '/session/v1/sessions/authenticated',
        '/session/v1/sessions/device',
        '/session/v1/sessions/end',
        '/session/v1/sessions/migrate',
        '/session/v1/sessions/refresh',
        '/session/v1/sessions/revoke/all',
        '/telemetry/v2/actions',
        '/telemetry/v2/events',
        '/time/v1/metronome',
        '/user-event/v1/events/submit',
        '/dev/mailbox',
        '/dev/mailbox.json',
        '/identity/v1/authenticate/magic-link',
        '/identity/v1/authenticate/otp',
        '/identity/v1/authenticate/password',
        '/identity/v1/identities',
        '/identity/v1/identities/me',
        '/identity/v1/identities/sign-up-status',
        '/identity/v1/identities/status',
        '/identity/v1/sign-in/start',
        '/identity/v2/identities',
        '/identity/v1/webauthn/authenticate/finish',
        '/identity/v1/webauthn/authenticate/start',
        '/identity/v1/webauthn/create/finish',
        '/identity/v1/webauthn/create/start',
        '/identity/v1/webauthn/credentials',
        '/identity/v1/webauthn/credentials/{passkeyId}',
        '/device-authorization/v1/casting-grants',
        '/device-authorization/v1/link-codes/authorize',
        '/device-authorization/v1/user-codes/authenticate',
        '/device-authorization/v1/user-codes/authorize',
        '/device-authorization/v1/user-codes/generate',
        '/identitygroups/v1/change-handle',
        '/identitygroups/v1/change-password',
        '/identitygroups/v1/change-phone-number',
        '/magic-link/v1/redeem/{magicLinkId}',
        '/magic-link/v1/request',
        '/orchestration/v1/identities',
        '/otp/v1/initiate',
        '/otp/v1/initiate-verification',
        '/otp/v1/redeem',
        '/profile/v1/profile',
        '/services/account',
        '/services/account/device-ref',
        '/services/account/listen-link',
        '/services/account/register',
        '/services/account/registration-offer',
        '/services/account/token/pkg-upgrade',
        '/services/offers/customer/upgrade',
        '/services/account/next-best-action',
        '/services/account/update-streaming',
        '/services/account-mgmt/contact-preferences',
        '/services/account-mgmt/remove-device',
        '/services/account-mgmt/update-billing-info',
        '/services/account-mgmt/update-customer-info',
        '/services/account-mgmt/update-nickname',
        '/services/validate/address',
        '/services/account-mgmt/update-account-login',
        '/services/account-mgmt/update-account-password',
        '/services/account/credential-recovery/password/send-email',
        '/services/account/credential-recovery/password/send-text',
        '/services/account/credential-recovery/update-password',
        '/services/account/credential-recovery/username/send-email',
        '/services/account/credential-recovery/validate-key',
        '/services/authenticate/login',
        '/services/authenticate/logout',
        '/services/authenticate/validate-login',
        '/services/validate/password',
        '/services/validate/unique-login',
        // catalog, checkout, billing, identification
        '/billing/v1/billing-profile/default',
        '/billing/v1/billing-profiles',
        '/billing/v1/billing-profiles/{billingProfileId}',
        '/billing/v1/payment-methods',
        '/billing/v1/payment-methods/{paymentMethodId}',
        '/billing/v1/payment-methods/{paymentMethodId}/default',
        '/billing/v1/payment-methods/{paymentMethodId}/history',
        '/billing/v1/balance-due',
        '/billing/v1/balance-due/pay',
        '/billing/v1/next-bill',
        '/billing/v1/payment-history',
        '/billing/v1/invoices',
        '/billing/v1/invoices/{invoiceId}',
        '/billing/v1/balance/redeem-giftcard',
        '/giftcard/v1/giftcards',
        '/services/billing/activity',
        '/services/billing/invoice',
        '/services/payment/make-payment',
        '/services/payment/update-payment-info',
        '/services/payment/update-ebill-enrollment',
        '/services/payment/giftcard/info',
        '/services/payment/giftcard/redeem',
        '/services/quotes/reactivation-quote',
        '/services/trial-activation/account-consolidate',
        '/services/trial-activation/add-subscription',
        '/services/trial-activation/last-one-click',
        '/services/trial-activation/new-account',
        '/services/trial-activation/offer',
        '/services/trial-activation/service-lane-one-click',
        '/services/trial-activation/service-lane-two-click',
        '/services/trial/partners/{corpId}',
        '/services/trial/sltc-token/{token}',
        '/content-management/v1/entries',
        '/dev/entry-token',
        '/eligibility/v1/offers/catalog/{offerId}',
        '/eligibility/v1/offers/change',
        '/eligibility/v1/offers/new',
        '/eligibility/v1/offers/save',
        '/order/v1/orders',
        '/order/v1/orders/{orderId}',
        '/order/v1/orders/{orderId}/confirm',
        '/payments/sandbox/v1/tokens',
        '/player/listen',
        '/uplink/sandbox/v1/refresh-commands',
        '/services/account/non-pii',
        '/services/account/token/streaming',
        '/services/account/token/branded-data-collection',
        '/services/account-mgmt/preferences/donotcall',
        '/services/apigateway/branded-data-collection/publish',
        '/services/account/verify',
        '/services/authenticate/verify-pii-data',
        '/services/check-eligibility/captcha',
        '/services/check-eligibility/streaming',
        '/services/content/campaigns/{campaignId}',
        '/services/content/campaigns/{campaignId}/confirmation',
        '/services/content/hot-and-trending',
        '/services/device/info',
        '/services/device/refresh',
        '/services/account-linking/request',
        '/services/device/send-refresh-instruction',
        '/services/device/validate',
        '/services/identification/token',
        '/services/identity/customer/email',
        '/services/identity/customer/flepz',
        '/services/identity/customer/phone',
        '/services/identity/streaming/flepz',
        '/services/identity/streaming/device',
        '/services/account/token/onboarding',
        '/services/account/onboarding/update-streaming',
        '/services/offers/free-listen-promo',
        '/services/account/prospect/create-streaming-trial',
        '/services/account/prospect/streaming-password-reset-token',
        '/services/account/prospect/create-streaming-password',
        '/services/10footdevice/validate-code',
        '/services/10footdevice/register',
        '/services/student/verification/email',
        '/services/student/verification/email/redeem',
        '/services/identity/verify-student/{verificationId}',
        '/services/student/proof',
        '/services/student/proof/{proofId}',
        '/services/student/review/proofs',
        '/services/student/review/proofs/{proofId}',
        '/services/student/review/proofs/{proofId}/approve',
        '/services/student/review/proofs/{proofId}/reject',
        '/services/check-eligibility/student',
        '/services/student/re-verify/token',
        '/services/student/re-verify',
        '/dev/student/reverify-reminders',
        // transfer and swap (ADR 068)
        '/services/account/token/acsc',
        '/services/account/acsc',
        '/services/offers/customer/acsc',
        '/services/quotes/acsc-quote',
        '/services/purchase/service-continuity',
        '/services/trial-activation/acsc-consolidate',
        '/services/quotes/swap-radio-quote',
        '/services/purchase/swap-radio',
        '/services/geolocation/country',
        '/dev/tv-code',
        '/dev/speaker-code',
        '/dev/streaming-reset-token',
        '/services/identity/customer/rflz',
        '/services/identity/device/license-plate',
        '/services/offers',
        '/services/offers/customer',
        '/services/offers/customer/add',
        '/services/offers/customer/change',
        '/services/offers/info',
        '/services/offers/all-package-desc',
        '/services/offers/commerce/info',
        '/services/offers/promocode/validate',
        '/services/purchase/add-subscription',
        '/services/purchase/change-subscription',
        '/services/purchase/new-account',
        '/services/purchase/offer2offer',
        '/services/purchase/student-rollover',
        '/services/purchase/zero-cost',
        '/services/quotes/quote',
        '/services/utility/captcha/new',
        '/services/utility/card-bin-ranges',
        '/services/validate/customer-info',
        '/subscription/v1/subscriptions',
        '/subscription/v1/subscriptions/{subscriptionId}',
        // cancel and keep
        '/services/account-mgmt/modify-subscription-options',
        '/services/apigateway/update-usecase',
        '/services/utility/update-usecase',
        '/services/cancel/subscription',
        '/services/cancel/subscription/revoke',
        '/services/offers/customer/cancel',
        // used-car trials: the eligibility check, the email check, record of sale
        '/services/trial/used-car-eligibility-check',
        '/services/validate/email',
        '/record-of-sale/v1/records/exists',
        '/record-of-sale/v1/records/status',
        // vehicle orchestration (client-orchestration/v1, auto-profile creation)
        '/client-orchestration/v1/accept-terms',
        '/client-orchestration/v1/detailed-state/device',
        '/client-orchestration/v1/detailed-state/subscription/{subscriptionId}',
        '/client-orchestration/v1/state/radioId/{radioId}',
        '/client-orchestration/v1/state/vin/{vin}',
        '/client-orchestration/v1/terms',
        '/profile/v1/profiles/auto',
        // vehicle magic links, SAL status and the trial claim by link (ADR 055)
        '/client-orchestration/v1/detailed-state-handoff',
        '/client-orchestration/v1/request-magic-link',
        '/dev/vehicle-device-token',
        '/dev/vehicle-magic-link',
        '/identity/v1/b2btrial/claim',
        '/identity/v1/sal/status',
        '/magic-link/v1/vehicle/redeem/{magicLinkId}',
        '/services/account/sal/dtok2magiclink',
        // roll-to-choice renewal
        '/services/offers/renewal',
        '/services/quotes/renewal',
        '/services/purchase/renewal',
        // Platinum VIP
        '/services/account/token/upgrade-vip',
        '/services/account/token/vip-eligible-radios',
        '/services/account/vip-eligible-radios',
        '/services/quotes/upgrade-vip',
        '/services/purchase/upgrade-vip',
        '/services/purchase/update-vip-subscription',
        // one order for several radios
        '/services/account/multi-subscription-radios',
        '/services/quotes/multi-subscription',
        '/services/purchase/multi-subscription',
        '/services/offers/vip-update',
        '/services/account/vip-second-radio',
      ].sort(),
    );
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        const success = Object.keys(operation.responses ?? {}).filter((code) =>
          /^2\d\d$/.test(code),
        );
        expect(success.length, `${method} ${path} success response`).toBeGreaterThan(0);
      }
    }

    const logMessage = document.paths['/services/utility/log-message']?.post;
    expect(logMessage?.requestBody).toBeDefined();
    expect(Object.keys(logMessage?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '413', '415', '429']),
    );
    const tagsOf = (path: string) =>
      Object.values(document.paths[path] ?? {}).flatMap((operation) => operation.tags ?? []);
    expect(tagsOf('/session/v1/sessions/refresh')).toEqual(['session']);
    expect(tagsOf('/device/v1/grants')).toEqual(['device']);
    expect(tagsOf('/configservice/v1/applications/{applicationId}/configs/{version}/me')).toEqual([
      'config',
    ]);
    expect(tagsOf('/time/v1/metronome')).toEqual(['time']);
    expect(tagsOf('/user-event/v1/events/submit')).toEqual(['events']);
    const refresh = document.paths['/session/v1/sessions/refresh']?.post;
    expect(refresh?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-refresh-token' })]),
    );
    expect(Object.keys(refresh?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
    const variant = document.paths['/config/variants/{name}.json']?.get;
    expect(variant?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'name' }),
        expect.objectContaining({ in: 'query', name: 'v' }),
      ]),
    );
  });
});
