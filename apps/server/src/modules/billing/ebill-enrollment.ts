import {
  type Country,
  checkEmail,
  type EbillEnrollmentRequest,
  FIELD_ERROR_CODES,
  maskEmail,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type SubscriberAccountRow, subscriberAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/** Where an account's e-bills go: its own e-bill address, else the account's email. */
export function ebillAddressOf(account: SubscriberAccountRow): string | null {
  return account.ebillEmail ?? account.email;
}

/**
 * `POST /services/payment/update-ebill-enrollment` (flows §7.1 billing, updateEmail / optOut):
 * enrolling sends bills by email, to `email` when given (checked by the market's email rule),
 * else to the account's email (none on the account: REQUIRED on `email`); opting out goes back
 * to paper bills and forgets the e-bill address. Answers the address masked.
 */
export async function updateEbillEnrollment(
  db: Db,
  account: SubscriberAccountRow,
  body: EbillEnrollmentRequest,
  now: Date,
): Promise<{ isEBill: boolean; email: string | null }> {
  let ebillEmail: string | null = null;
  if (body.ebillEnrollment) {
    const typed = body.email?.trim() || undefined;
    if (typed) {
      const code = checkEmail(typed, account.country as Country);
      if (code) {
        throw new AppError('INVALID_PAYLOAD', 'e-bill email not valid', {
          fieldErrors: [{ errorCode: code, fieldName: 'email' }],
        });
      }
    } else if (!account.email) {
      throw new AppError('INVALID_PAYLOAD', 'no email for e-bills', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'email' }],
      });
    }
    // Kept only when it differs from the account's own address (which may change later).
    ebillEmail = typed && typed.toLowerCase() !== account.email?.toLowerCase() ? typed : null;
  }
  const [updated] = await db
    .update(subscriberAccounts)
    .set({ ebillEnrolled: body.ebillEnrollment, ebillEmail, updatedAt: now })
    .where(eq(subscriberAccounts.accountNumber, account.accountNumber))
    .returning();
  const address = updated?.ebillEnrolled ? ebillAddressOf(updated) : null;
  return { isEBill: updated?.ebillEnrolled ?? false, email: address ? maskEmail(address) : null };
}
