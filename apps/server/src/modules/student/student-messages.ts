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

export const STUDENT_TEMPLATES = {
  code: { name: 'student-code', text: STUDENT_CODE },
  reverifyReminder: { name: 'student-reverify-reminder', text: STUDENT_REVERIFY_REMINDER },
} as const;
