import {
  type CareStudentReverifyTokenResult,
  FIELD_ERROR_CODES,
  isLocale,
  isReverifyReminderDue,
  maskEmail,
  STUDENT_VERIFICATION_LIMITS,
  studentVerificationStateOf,
} from '@orbit/domain';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { type StudentVerificationRow, studentVerifications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { readEntryToken, signEntryToken } from '../identification/index.ts';
import { notifyByEmail } from '../identity/index.ts';
import type { StudentDeps } from './student-deps.ts';
import { STUDENT_TEMPLATES } from './student-messages.ts';

/** The page a reminder's link opens (flows §6). */
export const REVERIFY_PATH = '/student/re-verify';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

const invalidToken = (why: string) =>
  new AppError('INVALID_TOKEN', `Re-verify token refused: ${why}`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'tkn' }],
  });

/**
 * Opens a re-verify link: a STUDENT_REVERIFY entry token naming a verification. It works until
 * the verification has been expired for as long as the re-verify window (a student who comes
 * back late still lands on the page that lets them verify again).
 */
export async function readReverifyToken(
  deps: StudentDeps,
  token: string,
): Promise<CareStudentReverifyTokenResult> {
  const now = deps.clock();
  const row = await verificationOfLink(deps, token, now);
  return {
    firstName: row.firstName,
    schoolName: row.schoolName,
    maskedEmail: maskEmail(row.emailAddress),
    expiresAt: row.expiresAt.toISOString(),
    state: studentVerificationStateOf(row, now),
  };
}

/** The verification a re-verify link names, or 400 INVALID_TOKEN. */
export async function verificationOfLink(
  deps: StudentDeps,
  token: string,
  now: Date,
): Promise<StudentVerificationRow> {
  const reading = await readEntryToken(deps.db, token, now);
  if (!reading.ok) throw invalidToken(reading.fault);
  if (reading.claims.type !== 'STUDENT_REVERIFY') throw invalidToken('another kind');
  const [row] = await deps.db
    .select()
    .from(studentVerifications)
    .where(eq(studentVerifications.id, reading.claims.verificationId));
  if (!row) throw invalidToken('no such verification');
  return row;
}

/**
 * The link of a verification's reminder: valid until the window's length past its expiry, on
 * its market's site.
 */
export async function reverifyLinkOf(
  deps: StudentDeps,
  verification: { id: string; expiresAt: Date; locale: string },
): Promise<string> {
  const windowMs = STUDENT_VERIFICATION_LIMITS.reverifyWindowDays * DAY_MS;
  const token = await signEntryToken(
    deps.db,
    {
      type: 'STUDENT_REVERIFY',
      verificationId: verification.id,
      expiresAt: new Date(verification.expiresAt.getTime() + windowMs),
    },
    deps.clock(),
  );
  // On the site of the student's market (a Canadian student's language is en-CA or fr-CA).
  const market = verification.locale === 'en-US' ? 'us' : 'ca';
  return `${deps.config.markets[market].siteUrl}${REVERIFY_PATH}?tkn=${token}`;
}

/**
 * The reminder sweep (the scheduler runs it; issue 17): every verification whose re-verify
 * window is open and whose reminder has not gone gets one email with its re-verify link. Each is
 * claimed by a conditional update in the transaction that writes its email, so two sweeps at
 * once never send one twice. Answers how many went.
 */
export async function sendReverifyReminders(deps: StudentDeps): Promise<number> {
  const now = deps.clock();
  // The window is open for verifications expiring within its length from now.
  const windowEnd = new Date(
    now.getTime() + STUDENT_VERIFICATION_LIMITS.reverifyWindowDays * DAY_MS,
  );
  const due = await deps.db
    .select()
    .from(studentVerifications)
    .where(
      and(
        isNull(studentVerifications.reminderSentAt),
        gt(studentVerifications.expiresAt, now),
        lte(studentVerifications.expiresAt, windowEnd),
      ),
    )
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const verification of due) {
    if (!isReverifyReminderDue(verification, now)) continue;
    const href = await reverifyLinkOf(deps, verification);
    const locale = isLocale(verification.locale) ? verification.locale : 'en-US';
    const claimed = await deps.db.transaction(async (tx) => {
      const [claim] = await tx
        .update(studentVerifications)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(studentVerifications.id, verification.id),
            isNull(studentVerifications.reminderSentAt),
          ),
        )
        .returning({ id: studentVerifications.id });
      if (!claim) return false;
      await notifyByEmail(
        tx,
        STUDENT_TEMPLATES.reverifyReminder,
        { identityId: verification.identityId, locale, emailAddress: verification.emailAddress },
        {
          href,
          firstName: verification.firstName,
          expiresOn: new Intl.DateTimeFormat(locale, {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(verification.expiresAt),
        },
        now,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
