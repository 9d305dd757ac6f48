import * as z from 'zod/mini';

/**
 * What the care API's credential-recovery calls answer (flows §7.3). The care client every page
 * starts with parses these, so they live apart from the request schemas of care-identity.ts and
 * use zod/mini: the entry route carries neither those schemas nor classic zod.
 */

/** `POST /services/account/credential-recovery/validate-key` */
export const careValidateResetKeyResultSchema = z.object({
  valid: z.literal(true),
  maskedEmail: z.nullable(z.string()),
});

/** `POST /services/account/credential-recovery/update-password` */
export const careUpdatePasswordResultSchema = z.object({ passwordUpdated: z.literal(true) });

/** Every "send" of recovery answers this, whether or not anything matched (no enumeration). */
export const careRecoverySentSchema = z.object({ sent: z.literal(true) });
