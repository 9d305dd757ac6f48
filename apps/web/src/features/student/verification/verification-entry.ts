import {
  type Country,
  emailSchema,
  FIELD_ERROR_CODES,
  isRegionOf,
  namePieceSchema,
  STUDENT_PROOF_LIMITS,
} from '@orbit/domain';
import * as z from 'zod/mini';

/**
 * What the verification forms take (ADR 066): the student's name and, on the Canadian site, the
 * province they live in (the student price is not offered in Quebec: flows §6). The school email
 * form adds the school address; the proof form a personal address, the school's name and the file.
 */
/** The verifier's own rule (the wider one: accents, hyphens, spaces), in both markets. */
const who = {
  firstName: namePieceSchema('ca'),
  lastName: namePieceSchema('ca'),
};

/** Canada only: the province decides whether the student price is offered at all. */
function provinceSchema(country: Country) {
  return country === 'ca'
    ? z.string().check(
        z.minLength(1, FIELD_ERROR_CODES.REQUIRED),
        z.refine((code) => isRegionOf(code, 'ca'), FIELD_ERROR_CODES.INVALID),
      )
    : z.string();
}

export function schoolEmailEntrySchema(country: Country) {
  return z.object({ ...who, email: emailSchema('us'), province: provinceSchema(country) });
}
export type SchoolEmailEntry = z.infer<ReturnType<typeof schoolEmailEntrySchema>>;

/** The file's own codes, checked in the browser before it is sent (the server checks again). */
export const PROOF_FILE_CODES = ['FILE_REQUIRED', 'FILE_TYPE', 'FILE_SIZE'] as const;
export type ProofFileCode = (typeof PROOF_FILE_CODES)[number];

/** The browser's word for the file's type is a hint only: the server reads the content. */
export function proofFileCodeOf(file: File | null | undefined): ProofFileCode | undefined {
  if (!file) return 'FILE_REQUIRED';
  if (!(STUDENT_PROOF_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) {
    return 'FILE_TYPE';
  }
  if (file.size > STUDENT_PROOF_LIMITS.maxBytes) return 'FILE_SIZE';
  return undefined;
}

export function proofEntrySchema(country: Country) {
  return z.object({
    ...who,
    email: emailSchema('us'),
    schoolName: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, FIELD_ERROR_CODES.REQUIRED),
        z.maxLength(150, FIELD_ERROR_CODES.TOO_LONG),
      ),
    province: provinceSchema(country),
    file: z.custom<File | null>().check(
      z.superRefine((file, context) => {
        const code = proofFileCodeOf(file);
        if (code) context.addIssue({ code: 'custom', message: code });
      }),
    ),
  });
}
export type ProofEntry = z.infer<ReturnType<typeof proofEntrySchema>>;

/** The message of a field's code: the few the forms can show. */
export function fieldMessageId(field: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  switch (code) {
    case 'FILE_REQUIRED':
      return 'student.proof.error.fileRequired';
    case 'FILE_TYPE':
      return 'student.proof.error.fileType';
    case 'FILE_SIZE':
      return 'student.proof.error.fileSize';
    case FIELD_ERROR_CODES.REQUIRED:
      return 'student.verify.error.required';
  }
  return field === 'email' ? 'student.verify.error.email' : 'student.verify.error.invalid';
}
