import { serviceErrorFromBody } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { passkeyFailureOf } from './use-passkeys.ts';

const refused = (status: number, code: string) =>
  serviceErrorFromBody(status, { code }, 'passkey.authenticateFinish');

describe('what the passkey pages say', () => {
  it('maps passkey failures: a cancelled prompt is "denied", the rest an explained error', () => {
    const ceremony = (ceremonyCode: string) =>
      Object.assign(new Error('x'), { ceremonyCode, kind: 'generic', code: 'X' });
    expect(passkeyFailureOf(ceremony('aborted'))).toEqual({ kind: 'denied' });
    expect(passkeyFailureOf(ceremony('previously-registered'))).toMatchObject({
      messageId: 'passkey.error.previouslyRegistered',
    });
    expect(passkeyFailureOf(refused(400, 'PASSKEY_NOT_FOUND'))).toMatchObject({
      messageId: 'passkey.error.notFound',
    });
    expect(passkeyFailureOf(new Error('?'))).toMatchObject({ messageId: 'passkey.error.generic' });
  });
});
