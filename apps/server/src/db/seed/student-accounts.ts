import { studentVerificationExpiryOf } from '@orbit/domain';
import {
  studentProofs,
  studentVerifications,
  subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoStaffLogin } from './demo-staff-login.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

/** The login that reviews proofs of enrolment (role STUDENT_REVIEWER; docs/demo-data.md). */
export const DEMO_STUDENT_REVIEWER = {
  identityId: 'idn_seed_student_reviewer',
  handle: 'student.reviewer@orbitradio.test',
  password: 'Campus-Review-41',
} as const;

type DemoStudent = {
  identityId: string;
  handle: string;
  password: string;
  firstName: string;
  lastName: string;
  accountNumber: string;
  subscriptionId: string;
  /** The phase the streaming subscription is in today. */
  phase: 'trial' | 'promo' | 'fullPrice';
  verificationId: string;
  schoolEmail: string;
  schoolName: string;
  /** How long ago the verification was made: it expires 365 (or 366) days after. */
  verifiedDaysAgo: number;
  /** A Canadian student in French (Montréal, CAD); a US one in English otherwise. */
  canadianFrench?: boolean;
};

/** Where a demo student lives and pays: the market's streaming Platinum at its monthly price. */
const STUDENT_MARKETS = {
  us: {
    language: 'en-US',
    country: 'us',
    currency: 'USD',
    serviceAddress: {
      addressLine1: '77 Massachusetts Ave',
      city: 'Cambridge',
      state: 'MA',
      zip: '02139',
      country: 'US',
    },
    planCode: 'US_STREAM_PLAT_MO',
    priceMinor: 1499,
  },
  ca: {
    language: 'fr-CA',
    country: 'ca',
    currency: 'CAD',
    serviceAddress: {
      addressLine1: '845 rue Sherbrooke O',
      city: 'Montréal',
      state: 'QC',
      zip: 'H3A 0G4',
      country: 'CA',
    },
    planCode: 'CA_STREAM_PLAT_MO',
    priceMinor: 1699,
  },
} as const;

/**
 * Students with a streaming subscription and an email verification: current (verified 60 days
 * ago), about to expire (verified 355 days ago: inside the 30-day re-verify window, reminder
 * not sent yet), expired (verified 400 days ago), and one about to expire at full price
 * (verified 350 days ago), whose re-verification rolls over (ADR 067), and one in a streaming
 * trial (verified 352 days ago), whose student plan follows the trial.
 */
export const DEMO_STUDENTS = {
  current: {
    identityId: 'idn_seed_student_current',
    handle: 'student.current@orbitradio.test',
    password: 'Lecture-Orbit-52',
    firstName: 'Maya',
    lastName: 'Okafor',
    accountNumber: '10000141',
    subscriptionId: 'sub_seed_student_current',
    phase: 'fullPrice',
    verificationId: 'stv_00000000000000000000000010000141',
    schoolEmail: 'maya.okafor@mit.edu',
    schoolName: 'Massachusetts Institute of Technology',
    verifiedDaysAgo: 60,
  },
  expiring: {
    identityId: 'idn_seed_student_expiring',
    handle: 'student.expiring@orbitradio.test',
    password: 'Seminar-Comet-63',
    firstName: 'Leo',
    lastName: 'Tremblay',
    accountNumber: '10000142',
    subscriptionId: 'sub_seed_student_expiring',
    phase: 'promo',
    verificationId: 'stv_00000000000000000000000010000142',
    schoolEmail: 'leo.tremblay@mail.mcgill.ca',
    schoolName: 'McGill University',
    verifiedDaysAgo: 355,
  },
  expired: {
    identityId: 'idn_seed_student_expired',
    handle: 'student.expired@orbitradio.test',
    password: 'Thesis-Nova-74',
    firstName: 'Priya',
    lastName: 'Raman',
    accountNumber: '10000143',
    subscriptionId: 'sub_seed_student_expired',
    phase: 'fullPrice',
    verificationId: 'stv_00000000000000000000000010000143',
    schoolEmail: 'priya.raman@stanford.edu',
    schoolName: 'Stanford University',
    verifiedDaysAgo: 400,
  },
  /** The re-verify pages' rollover (ADR 067): full price, inside the re-verify window. */
  rollover: {
    identityId: 'idn_seed_student_rollover',
    handle: 'student.rollover@orbitradio.test',
    password: 'Campus-Rollover-47',
    firstName: 'Nora',
    lastName: 'Castillo',
    accountNumber: '10000147',
    subscriptionId: 'sub_seed_student_rollover',
    phase: 'fullPrice',
    verificationId: 'stv_00000000000000000000000010000147',
    schoolEmail: 'nora.castillo@mit.edu',
    schoolName: 'Massachusetts Institute of Technology',
    verifiedDaysAgo: 350,
  },
  /**
   * A streaming trial still running (30 more days, full price after), inside the re-verify
   * window: the student plan follows the trial at its end (a rollover, never offer-to-offer).
   */
  trial: {
    identityId: 'idn_seed_student_trial',
    handle: 'student.trial@orbitradio.test',
    password: 'Freshman-Trial-38',
    firstName: 'Elodie',
    lastName: 'Gagnon',
    accountNumber: '10000241',
    subscriptionId: 'sub_seed_student_trial',
    phase: 'trial',
    verificationId: 'stv_00000000000000000000000010000241',
    schoolEmail: 'elodie.gagnon@mit.edu',
    schoolName: 'Massachusetts Institute of Technology',
    verifiedDaysAgo: 352,
  },
  /** The re-verify pages' rollover in French on the Canadian site (issue 17's fr-CA walk). */
  rolloverCanada: {
    identityId: 'idn_seed_student_rollover_ca',
    handle: 'student.rollover.ca@orbitradio.test',
    password: 'Campus-Bascule-44',
    firstName: 'Léa',
    lastName: 'Bouchard',
    accountNumber: '10000244',
    subscriptionId: 'sub_seed_student_rollover_ca',
    phase: 'fullPrice',
    verificationId: 'stv_00000000000000000000000010000244',
    schoolEmail: 'lea.bouchard@mail.mcgill.ca',
    schoolName: 'McGill University',
    verifiedDaysAgo: 350,
    canadianFrench: true,
  },
} as const satisfies Record<string, DemoStudent>;

/** A proof of enrolment waiting in the reviewers' queue (a one-page PDF). */
export const DEMO_PENDING_PROOF = {
  proofId: 'stp_00000000000000000000000010000144',
  careSessionId: 'cs_seed_student_proof',
  firstName: 'Sam',
  lastName: 'Nakamura',
  email: 'sam.nakamura@orbitradio.test',
  schoolName: 'Austin Community College',
} as const;

/** A minimal PDF ("Enrolment letter"): what `file-type` reads as application/pdf. */
export const DEMO_PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R' +
    '/Resources<</Font<</F1<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>>>>>>>endobj\n' +
    '4 0 obj<</Length 58>>stream\nBT /F1 14 Tf 20 70 Td (Enrolment letter: Sam Nakamura) Tj ET\n' +
    'endstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function seedStudent(tx: Parameters<SeedPart['run']>[0], demo: DemoStudent, now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const market = STUDENT_MARKETS[demo.canadianFrench ? 'ca' : 'us'];
  const { profileId } = await seedDemoCardHolder(
    tx,
    {
      identityId: demo.identityId,
      handle: demo.handle,
      password: demo.password,
      firstName: demo.firstName,
      lastName: demo.lastName,
      phone: null,
      language: market.language,
      country: market.country,
      currency: market.currency,
      accountNumber: demo.accountNumber,
      serviceAddress: market.serviceAddress,
      card: { token: `ctok_seed_${demo.accountNumber}_4242`, brand: 'visa', last4: '4242' },
    },
    day(-demo.verifiedDaysAgo - 5),
  );
  // The trial's subscription began 60 days ago (a three-month trial); the others when verified.
  const startedAt = demo.phase === 'trial' ? day(-60) : day(-demo.verifiedDaysAgo);
  await tx.insert(subscriptions).values({
    id: demo.subscriptionId,
    accountNumber: demo.accountNumber,
    radioId: null,
    planCode: market.planCode,
    packageId: 'SXM_STREAMING_PLATINUM',
    serviceType: 'streaming',
    status: 'Active',
    commerceState: 'active',
    source: 'internal',
    billingProfileId: profileId,
    streamingIdentityId: demo.identityId,
    startedAt,
    endsAt: null,
    cancelledAt: null,
    createdAt: startedAt,
    updatedAt: startedAt,
  });
  const base = {
    subscriptionId: demo.subscriptionId,
    termMonths: 1,
    currency: market.currency,
    isPrepaid: false,
    offerId: market.planCode,
  };
  // A promo still running (ends in 60 days) before full price, a trial (ends in 30 days) before
  // full price, or full price since the start.
  const promoEnds = day(60);
  const trialEnds = day(30);
  await tx.insert(subscriptionPhases).values(
    demo.phase === 'trial'
      ? [
          {
            ...base,
            id: `${demo.subscriptionId}_p0`,
            position: 0,
            phase: 'trial',
            planType: 'TRIAL',
            startsAt: startedAt,
            endsAt: trialEnds,
            priceMinor: 0,
          },
          {
            ...base,
            id: `${demo.subscriptionId}_p1`,
            position: 1,
            phase: 'fullPrice',
            planType: 'SELF_PAY',
            startsAt: trialEnds,
            endsAt: null,
            priceMinor: market.priceMinor,
          },
        ]
      : demo.phase === 'promo'
        ? [
            {
              ...base,
              id: `${demo.subscriptionId}_p0`,
              position: 0,
              phase: 'promo',
              planType: 'PROMO',
              startsAt: startedAt,
              endsAt: promoEnds,
              priceMinor: 499,
            },
            {
              ...base,
              id: `${demo.subscriptionId}_p1`,
              position: 1,
              phase: 'fullPrice',
              planType: 'SELF_PAY',
              startsAt: promoEnds,
              endsAt: null,
              priceMinor: market.priceMinor,
            },
          ]
        : [
            {
              ...base,
              id: `${demo.subscriptionId}_p0`,
              position: 0,
              phase: 'fullPrice',
              planType: 'SELF_PAY',
              startsAt: startedAt,
              endsAt: null,
              priceMinor: market.priceMinor,
            },
          ],
  );
  const verifiedAt = day(-demo.verifiedDaysAgo);
  await tx.insert(studentVerifications).values({
    id: demo.verificationId,
    method: 'EMAIL',
    firstName: demo.firstName,
    lastName: demo.lastName,
    emailAddress: demo.schoolEmail,
    schoolName: demo.schoolName,
    locale: market.language,
    careSessionId: null,
    identityId: demo.identityId,
    verifiedAt,
    expiresAt: studentVerificationExpiryOf(verifiedAt),
    reminderSentAt: null,
  });
}

export const demoStudentAccounts: SeedPart = {
  name: 'student-accounts',
  async run(tx, { now }) {
    const reviewer = DEMO_STUDENT_REVIEWER;
    await seedDemoStaffLogin(
      tx,
      { ...reviewer, firstName: 'Rowan', lastName: 'Ellis', role: 'STUDENT_REVIEWER' },
      now,
    );
    const students = Object.values(DEMO_STUDENTS);
    for (const student of students) await seedStudent(tx, student, now);
    const proof = DEMO_PENDING_PROOF;
    await tx.insert(studentProofs).values({
      id: proof.proofId,
      careSessionId: proof.careSessionId,
      identityId: null,
      firstName: proof.firstName,
      lastName: proof.lastName,
      emailAddress: proof.email,
      schoolName: proof.schoolName,
      locale: 'en-US',
      contentType: 'application/pdf',
      sizeBytes: DEMO_PROOF_PDF.length,
      content: DEMO_PROOF_PDF,
      status: 'PENDING',
      uploadedAt: new Date(now.getTime() - DAY_MS),
    });
    // Logged: handles and account numbers only; docs/demo-data.md has the passwords.
    return `a student reviewer (${reviewer.handle}), ${students.length} students (${students
      .map((student) => `${student.handle} on ${student.accountNumber}`)
      .join(', ')}) and a pending proof`;
  },
};
