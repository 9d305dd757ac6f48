import * as z from 'zod/mini';

/**
 * Self-service activation link (SAL) statuses: what the link's subscription and the email on
 * it allow. Only SUB_CLAIMED comes with a grant (the customer signs straight in).
 */
export const SAL_STATUSES = [
  'SUB_UNCLAIMED_EMAIL_AVAILABLE',
  'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL',
  'SUB_UNCLAIMED_NO_EMAIL',
  'SUB_UNCLAIMED_EMAIL_TAKEN',
  'SUB_CLAIMED',
] as const;
export type SalStatus = (typeof SAL_STATUSES)[number];

export const INVALID_SAL_STATUS = 'INVALID_SAL_STATUS';

export function isSalStatus(value: string): value is SalStatus {
  return (SAL_STATUSES as readonly string[]).includes(value);
}

/**
 * What the activation page does next for each status (our reading of the names): create an
 * identity with the link's email, sign in to reuse an email that already has an identity,
 * ask for an email, ask for another email, or use the grant.
 */
export const SAL_NEXT_STEP: Readonly<Record<SalStatus, string>> = {
  SUB_UNCLAIMED_EMAIL_AVAILABLE: 'createIdentity',
  SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL: 'signInToReuseEmail',
  SUB_UNCLAIMED_NO_EMAIL: 'collectEmail',
  SUB_UNCLAIMED_EMAIL_TAKEN: 'chooseAnotherEmail',
  SUB_CLAIMED: 'useGrant',
};

/**
 * `sal status` answers: a status, with a grant exactly when the subscription is claimed. The
 * server sends more (ADR 055): with SUB_CLAIMED the grant is an identity grant for
 * `session/v1/sessions/authenticated` (its identity and expiry alongside); an unclaimed status
 * carries the link's email (null without one) so the page can prefill sign-in or sign-up.
 */
export const salStatusResponseSchema = /* @__PURE__ */ z.discriminatedUnion('status', [
  z.object({
    status: z.literal('SUB_CLAIMED'),
    grant: z.string().check(z.minLength(1)),
    grantExpiresAt: z.optional(z.string()),
    identityId: z.optional(z.string()),
    emailAddress: z.optional(z.nullable(z.string())),
  }),
  z.object({
    emailAddress: z.optional(z.nullable(z.string())),
    status: z.enum(
      SAL_STATUSES.filter((status) => status !== 'SUB_CLAIMED') as [
        Exclude<SalStatus, 'SUB_CLAIMED'>,
        ...Exclude<SalStatus, 'SUB_CLAIMED'>[],
      ],
    ),
  }),
]);
export type SalStatusResponse = z.infer<typeof salStatusResponseSchema>;
