import { describe, expect, it } from 'vitest';
import { careOk } from '../testing/fake-care-api.ts';
import { createCareRequester } from './care-transport.ts';
import { studentCalls } from './student-calls.ts';

const proofStatus = {
  proofId: 'stp_0190f3c2a1b27c3d8e4f5a6b7c8d9e0f',
  status: 'PENDING',
  rejectionReason: null,
  verificationId: null,
};

describe('student calls', () => {
  it('sends an upload as a form: the fields, then the file, with no JSON content type', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const calls = studentCalls(
      createCareRequester({
        baseUrl: '/services',
        fetch: async (url, init) => {
          sent.push({ url, init });
          return careOk(proofStatus);
        },
      }),
    );
    const answer = await calls.uploadProof({
      firstName: 'Jo',
      lastName: 'Lindqvist',
      email: 'jo@example.com',
      schoolName: 'Austin Community College',
      file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      fileName: 'letter.pdf',
    });
    expect(answer).toEqual(proofStatus);
    const [request] = sent;
    expect(request?.url).toBe('/services/student/proof');
    expect(new Headers(request?.init.headers).get('content-type')).toBeNull();
    const form = request?.init.body as FormData;
    expect([...form.keys()]).toEqual(['firstName', 'lastName', 'email', 'schoolName', 'file']);
    const file = form.get('file') as File;
    expect(file.name).toBe('letter.pdf');
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('sends the other calls as JSON, path parameters in the path', async () => {
    const sent: string[] = [];
    const calls = studentCalls(
      createCareRequester({
        baseUrl: '/services',
        fetch: async (url, init) => {
          sent.push(`${init.method} ${url} ${String(init.body ?? '')}`);
          return careOk(proofStatus);
        },
      }),
    );
    await calls.rejectProof({ proofId: proofStatus.proofId, reason: 'Blurry scan' });
    await calls.proofStatus({ proofId: proofStatus.proofId });
    expect(sent).toEqual([
      `POST /services/student/review/proofs/${proofStatus.proofId}/reject {"reason":"Blurry scan"}`,
      `GET /services/student/proof/${proofStatus.proofId} `,
    ]);
  });
});
