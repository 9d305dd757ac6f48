import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seedRuns } from '../../db/schema/index.ts';
import type { CareCaller } from '../../testing/care-caller.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** Kits for the student tests: a multipart upload as a browser sends it. */

export type ProofPart = { content: Buffer; fileName: string; declaredType: string };

/** A `multipart/form-data` body: the text fields first, then the file (as the SDK sends it). */
export function multipartBody(fields: Record<string, string>, file: ProofPart | null) {
  const boundary = `----orbitproof${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.declaredType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest PNG there is (1×1, transparent): a real image by its content. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const STUDENT_FIELDS = {
  firstName: 'Jo',
  lastName: 'Lindqvist',
  email: 'jo.lindqvist@orbitradio.test',
  schoolName: 'Austin Community College',
};

/** Uploads a proof on the caller's care session. */
export function uploadProof(
  caller: CareCaller,
  file: ProofPart | null,
  fields: Record<string, string> = STUDENT_FIELDS,
) {
  const { payload, headers } = multipartBody(fields, file);
  return caller.post('/services/student/proof', payload, headers);
}

/**
 * When the demo students were seeded (their verifications are dated from then): tests of them
 * run their clock from it, so "60 days ago" means the same to the test as to the seed.
 */
export async function studentSeedTime(): Promise<Date> {
  const probe = await createTestApp();
  const [run] = await probe.db
    .select({ seededAt: seedRuns.seededAt })
    .from(seedRuns)
    .where(eq(seedRuns.part, 'student-accounts'));
  if (!run) throw new Error('the student demo data is not seeded');
  return run.seededAt;
}
