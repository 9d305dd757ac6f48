import { serviceErrorFromBody } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { deviceCodeOutcomeOf } from './device-code-form.tsx';

const refused = (status: number, code: string) =>
  serviceErrorFromBody(status, { code }, 'deviceAuthorization.authorize');

describe('what the pages say', () => {
  it('maps a refused TV code to the field, the expired notice or an alert', () => {
    expect(deviceCodeOutcomeOf(refused(400, 'USER_CODE_INVALID'))).toEqual({
      kind: 'fieldError',
      messageId: 'deviceCode.invalid',
    });
    expect(deviceCodeOutcomeOf(refused(400, 'USER_CODE_EXPIRED'))).toEqual({ kind: 'expired' });
    expect(deviceCodeOutcomeOf(refused(429, 'RATE_LIMIT_EXCEEDED'))).toMatchObject({
      messageId: 'deviceCode.tooMany',
    });
    expect(deviceCodeOutcomeOf(new Error('offline'))).toMatchObject({ kind: 'error' });
  });
});
