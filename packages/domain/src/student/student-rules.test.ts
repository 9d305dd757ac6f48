import { describe, expect, it } from 'vitest';
import {
  isAcceptedProofType,
  isReverifyReminderDue,
  offerToOfferRefusalOf,
  reverifyWindowOpensAt,
  studentRenewalPathOf,
  studentVerificationExpiryOf,
  studentVerificationStateOf,
} from './student-rules.ts';

const at = (iso: string) => new Date(iso);

describe('a student verification’s year', () => {
  it('expires at the same instant one calendar year later, 29 February on 1 March', () => {
    expect(studentVerificationExpiryOf(at('2026-09-01T14:00:00Z'))).toEqual(
      at('2027-09-01T14:00:00Z'),
    );
    expect(studentVerificationExpiryOf(at('2028-02-29T08:00:00Z'))).toEqual(
      at('2029-03-01T08:00:00Z'),
    );
  });

  it('is current, then due for re-verification 30 days before expiry, then expired', () => {
    const verification = { expiresAt: at('2027-09-01T14:00:00Z') };
    expect(reverifyWindowOpensAt(verification.expiresAt)).toEqual(at('2027-08-02T14:00:00Z'));
    expect(studentVerificationStateOf(verification, at('2027-08-02T13:59:59Z'))).toBe('current');
    expect(studentVerificationStateOf(verification, at('2027-08-02T14:00:00Z'))).toBe(
      'reverify-due',
    );
    expect(studentVerificationStateOf(verification, at('2027-09-01T13:59:59Z'))).toBe(
      'reverify-due',
    );
    expect(studentVerificationStateOf(verification, at('2027-09-01T14:00:00Z'))).toBe('expired');
  });

  it('is reminded once, inside the window only', () => {
    const expiresAt = at('2027-09-01T14:00:00Z');
    const inWindow = at('2027-08-20T00:00:00Z');
    expect(isReverifyReminderDue({ expiresAt, reminderSentAt: null }, inWindow)).toBe(true);
    expect(isReverifyReminderDue({ expiresAt, reminderSentAt: inWindow }, inWindow)).toBe(false);
    expect(
      isReverifyReminderDue({ expiresAt, reminderSentAt: null }, at('2027-07-01T00:00:00Z')),
    ).toBe(false);
    expect(
      isReverifyReminderDue({ expiresAt, reminderSentAt: null }, at('2027-09-02T00:00:00Z')),
    ).toBe(false);
  });
});

describe('what a student subscription does next', () => {
  it.each([
    ['expired', true, 'fullPrice', 'REVERIFY_FIRST'],
    ['current', false, null, 'STUDENT_CHECKOUT'],
    ['reverify-due', true, 'promo', 'OFFER_TO_OFFER'],
    // Offer-to-offer may not replace a trial: the student plan follows it.
    ['current', true, 'trial', 'ROLLOVER'],
    ['current', true, 'fullPrice', 'ROLLOVER'],
    ['reverify-due', true, null, 'ROLLOVER'],
  ] as const)('%s verification, active %s, in %s: %s', (state, active, phase, path) => {
    expect(
      studentRenewalPathOf({
        verificationState: state,
        subscriptionActive: active,
        currentPhase: phase,
      }),
    ).toBe(path);
  });
});

describe('what offer-to-offer may replace at once', () => {
  it('a promotion or a full price, never a trial', () => {
    expect(offerToOfferRefusalOf('trial')).toBe('TRIAL_RUNNING');
    expect(offerToOfferRefusalOf('promo')).toBeUndefined();
    expect(offerToOfferRefusalOf('fullPrice')).toBeUndefined();
  });

  it('agrees with the student path: it never names offer-to-offer for a phase it refuses', () => {
    for (const phase of ['trial', 'promo', 'fullPrice'] as const) {
      const path = studentRenewalPathOf({
        verificationState: 'current',
        subscriptionActive: true,
        currentPhase: phase,
      });
      if (offerToOfferRefusalOf(phase)) expect(path).not.toBe('OFFER_TO_OFFER');
    }
  });
});

describe('a proof of enrolment’s type', () => {
  it('is a PDF, JPEG or PNG, nothing else', () => {
    expect(['application/pdf', 'image/jpeg', 'image/png'].every(isAcceptedProofType)).toBe(true);
    expect(['image/gif', 'text/html', 'application/zip', undefined].some(isAcceptedProofType)).toBe(
      false,
    );
  });
});
