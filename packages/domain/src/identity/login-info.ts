import * as z from 'zod/mini';

export const CONTACT_OPTION_TYPES = ['EMAIL', 'PHONE'] as const;
export type ContactOptionType = (typeof CONTACT_OPTION_TYPES)[number];

export const contactOptionSchema = z.object({
  type: z.enum(CONTACT_OPTION_TYPES),
  /** `l******@orbitradio.example` or `***-***-0142`: see masking.ts. */
  maskedValue: z.string(),
});
export type ContactOption = z.infer<typeof contactOptionSchema>;

/** How an identity can sign in, as shown before it has (spec 001 §3). */
export const loginInfoSchema = z.object({
  identityId: z.string(),
  contactOptions: z.array(contactOptionSchema),
  hasPassword: z.boolean(),
  hasPasskey: z.boolean(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;
