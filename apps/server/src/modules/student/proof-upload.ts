import type { MultipartFile } from '@fastify/multipart';
import {
  type CareStudentProofStatus,
  careStudentProofFieldsSchema,
  FIELD_ERROR_CODES,
  isAcceptedProofType,
  STUDENT_PROOF_LIMITS,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { StudentProofRow } from '../../db/schema/index.ts';
import { studentProofs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { unstorableTextIn } from '../../platform/http/request-edge.ts';
import { newId } from '../../platform/ids.ts';
import {
  humanCheckDemandOf,
  requireHumanCheckBeyond,
} from '../../platform/throttle/human-check-beyond-limit.ts';
import type { StudentDeps } from './student-deps.ts';
import type { StudentCaller } from './verification-store.ts';

const HOUR_SECONDS = 3600;
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'schoolName', 'locale'] as const;
const CAPTCHA_FIELDS = ['captchaAnswer', 'captchaToken'] as const;

/** The limits busboy enforces while the request streams in: one file, a few short fields. */
export const PROOF_MULTIPART_LIMITS = {
  fileSize: STUDENT_PROOF_LIMITS.maxBytes,
  files: 1,
  fields: TEXT_FIELDS.length + CAPTCHA_FIELDS.length,
  fieldSize: 1000,
  parts: TEXT_FIELDS.length + CAPTCHA_FIELDS.length + 1,
};

/**
 * Reads an upload: the file part (at most 5 MiB, or 413) and the text fields sent before it,
 * checked by the domain's schema (400 with the fields at fault). The file's type is sniffed from
 * its first bytes with `file-type`; the part's declared type and its name are never trusted.
 */
export async function readProofUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A proof is sent as multipart/form-data');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: PROOF_MULTIPART_LIMITS });
  } catch (failure) {
    throw multipartRefusal(failure);
  }
  if (part?.fieldname !== 'file') {
    throw new AppError('INVALID_PAYLOAD', 'No file part', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'file' }],
    });
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (failure) {
    throw multipartRefusal(failure);
  }
  const typed = textFieldsOf(part);
  // What PostgreSQL text cannot hold (a NUL, a lone surrogate) is refused as the JSON edge would.
  const unstorable = unstorableTextIn(typed);
  if (unstorable) {
    throw new AppError('INVALID_PAYLOAD', 'Unstorable text in a proof field', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: unstorable.join('.') }],
    });
  }
  const fields = careStudentProofFieldsSchema.safeParse(typed);
  if (!fields.success) {
    throw new AppError('INVALID_PAYLOAD', 'Proof fields invalid', {
      fieldErrors: fields.error.issues.map((issue) => ({
        errorCode: FIELD_ERROR_CODES.INVALID,
        fieldName: issue.path.join('.'),
      })),
    });
  }
  if (content.length === 0) {
    throw new AppError('INVALID_PAYLOAD', 'Empty file', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'file' }],
    });
  }
  // Loaded at the first upload, not at start (cold start, ADR 087).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(content);
  if (!isAcceptedProofType(sniffed?.mime)) {
    throw new AppError('STUDENT_PROOF_TYPE_NOT_ACCEPTED', 'Proof content is not PDF, JPEG or PNG', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'file' }],
    });
  }
  return { fields: fields.data, content, contentType: sniffed.mime };
}

/** The string value of each text field sent before the file (busboy hands them over with it). */
function textFieldsOf(part: MultipartFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...TEXT_FIELDS, ...CAPTCHA_FIELDS]) {
    const field = part.fields[name];
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string') values[name] = one.value;
  }
  return values;
}

function multipartRefusal(failure: unknown): AppError {
  const code = (failure as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('STUDENT_PROOF_TOO_LARGE', 'Proof over the size limit', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.TOO_LONG, fieldName: 'file' }],
      cause: failure,
    });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError('INVALID_PAYLOAD', 'Malformed multipart proof', { cause: failure });
  }
  return failure instanceof AppError
    ? failure
    : new AppError('INVALID_PAYLOAD', 'Unreadable multipart proof', { cause: failure });
}

/** Puts an upload in the review queue; past 5 uploads an hour from a session, a human check. */
export async function submitProof(
  deps: StudentDeps,
  caller: StudentCaller,
  upload: Awaited<ReturnType<typeof readProofUpload>>,
): Promise<CareStudentProofStatus> {
  const now = deps.clock();
  await requireHumanCheckBeyond(
    deps.db,
    [
      {
        bucket: 'student-proof-session',
        key: caller.careSessionId,
        limit: 5,
        windowSeconds: HOUR_SECONDS,
      },
    ],
    now,
    humanCheckDemandOf(deps.config, upload.fields),
  );
  const [row] = await deps.db
    .insert(studentProofs)
    .values({
      id: newId('studentProof', now),
      careSessionId: caller.careSessionId,
      identityId: caller.identityId,
      firstName: upload.fields.firstName,
      lastName: upload.fields.lastName,
      emailAddress: upload.fields.email.trim().toLowerCase(),
      schoolName: upload.fields.schoolName,
      locale: upload.fields.locale ?? 'en-US',
      contentType: upload.contentType,
      sizeBytes: upload.content.length,
      content: upload.content,
      status: 'PENDING',
      uploadedAt: now,
    })
    .returning();
  if (!row) throw new Error('student proof not stored');
  return proofStatusOf(row);
}

export function proofStatusOf(row: StudentProofRow): CareStudentProofStatus {
  return {
    proofId: row.id,
    status: row.status === 'APPROVED' || row.status === 'REJECTED' ? row.status : 'PENDING',
    rejectionReason: row.rejectionReason,
    verificationId: row.verificationId,
  };
}
