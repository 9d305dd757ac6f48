import { messages as enUS } from './en-US.ts';

/** Canadian English: provinces and postal codes, Canadian spelling. */
export const messages: Record<keyof typeof enUS, string> = {
  ...enUS,
  'student.verify.province': 'Province or territory where you live',
  'student.proof.lead':
    'Upload a document that shows you’re enrolled this term: a class schedule, a tuition bill or an enrolment letter with your name, your school and a date.',
};
