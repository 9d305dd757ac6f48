import type { Localized } from '../identity/index.ts';

type CodeParams = { code: string; minutes: number; schoolName: string };
type ReminderParams = { href: string; firstName: string; expiresOn: string };

const englishCode = ({ code, minutes, schoolName }: CodeParams) => ({
  subject: `Your Orbit Radio student code: ${code}`,
  paragraphs: [
    `Enter ${code} to confirm you are a student at ${schoolName}.`,
    `The code works for ${minutes} minutes.`,
    "If you didn't ask for it, you can ignore this message.",
  ],
});

/** The one-time code sent to a school address (ADR 065). */
export const STUDENT_CODE: Localized<CodeParams> = {
  'en-US': englishCode,
  'en-CA': englishCode,
  'fr-CA': ({ code, minutes, schoolName }) => ({
    subject: `Votre code étudiant Orbit Radio : ${code}`,
    paragraphs: [
      `Entrez ${code} pour confirmer que vous étudiez à ${schoolName}.`,
      `Le code est valide pendant ${minutes} minutes.`,
      'Si vous ne l’avez pas demandé, ignorez ce message.',
    ],
  }),
};

const englishReminder = ({ href, firstName, expiresOn }: ReminderParams) => ({
  subject: 'Confirm you are still a student to keep your student price',
  paragraphs: [
    `Hi ${firstName}, your student verification expires on ${expiresOn}.`,
    'Confirm you are still enrolled to keep your student price. It takes a minute with your school email.',
  ],
  link: { href, label: 'Verify again' },
});

/** The reminder 30 days before a verification expires, with its re-verify link (flows §6). */
export const STUDENT_REVERIFY_REMINDER: Localized<ReminderParams> = {
  'en-US': englishReminder,
  'en-CA': englishReminder,
  'fr-CA': ({ href, firstName, expiresOn }) => ({
    subject: 'Confirmez que vous êtes toujours aux études pour garder votre prix étudiant',
    paragraphs: [
      `Bonjour ${firstName}, votre vérification étudiante expire le ${expiresOn}.`,
      'Confirmez que vous êtes toujours inscrit pour garder votre prix étudiant. Cela prend une minute avec votre courriel scolaire.',
    ],
    link: { href, label: 'Vérifier de nouveau' },
  }),
};

type ProofApprovedParams = { href: string; firstName: string; schoolName: string };
type ProofRejectedParams = { href: string; firstName: string; reason: string };

const englishApproved = ({ href, firstName, schoolName }: ProofApprovedParams) => ({
  subject: 'Your student proof is approved',
  paragraphs: [
    `Hi ${firstName}, we checked your proof of enrolment at ${schoolName}: you are verified as a student for one year.`,
    'Continue to the student plan on the device and browser you uploaded the proof from (or signed in to the same Orbit account).',
  ],
  link: { href, label: 'Continue to the student plan' },
});

const englishRejected = ({ href, firstName, reason }: ProofRejectedParams) => ({
  subject: 'We could not approve your student proof',
  paragraphs: [
    `Hi ${firstName}, we could not approve the proof of enrolment you sent. The reviewer's reason: ${reason}`,
    'You can try again: verify with your school email address, or upload a current proof of enrolment (a PDF, JPEG or PNG showing your name, your school and this term).',
  ],
  link: { href, label: 'Try again' },
});

/** A reviewer approved an uploaded proof: the student continues the student checkout (ADR 065). */
export const STUDENT_PROOF_APPROVED: Localized<ProofApprovedParams> = {
  'en-US': englishApproved,
  'en-CA': englishApproved,
  'fr-CA': ({ href, firstName, schoolName }) => ({
    subject: 'Votre preuve d’études est approuvée',
    paragraphs: [
      `Bonjour ${firstName}, nous avons vérifié votre preuve d’inscription à ${schoolName} : votre statut d’étudiant est vérifié pour un an.`,
      'Poursuivez vers le forfait étudiant sur l’appareil et le navigateur à partir desquels vous avez envoyé la preuve (ou connecté au même compte Orbit).',
    ],
    link: { href, label: 'Continuer vers le forfait étudiant' },
  }),
};

/** A reviewer rejected an uploaded proof: the reason and how to try again (ADR 065). */
export const STUDENT_PROOF_REJECTED: Localized<ProofRejectedParams> = {
  'en-US': englishRejected,
  'en-CA': englishRejected,
  'fr-CA': ({ href, firstName, reason }) => ({
    subject: 'Nous n’avons pas pu approuver votre preuve d’études',
    paragraphs: [
      `Bonjour ${firstName}, nous n’avons pas pu approuver la preuve d’inscription que vous avez envoyée. Raison donnée : ${reason}`,
      'Vous pouvez réessayer : vérifiez avec votre adresse courriel scolaire ou envoyez une preuve d’inscription à jour (PDF, JPEG ou PNG indiquant votre nom, votre établissement et la session en cours).',
    ],
    link: { href, label: 'Réessayer' },
  }),
};

export const STUDENT_TEMPLATES = {
  code: { name: 'student-code', text: STUDENT_CODE },
  reverifyReminder: { name: 'student-reverify-reminder', text: STUDENT_REVERIFY_REMINDER },
  proofApproved: { name: 'student-proof-approved', text: STUDENT_PROOF_APPROVED },
  proofRejected: { name: 'student-proof-rejected', text: STUDENT_PROOF_REJECTED },
} as const;
