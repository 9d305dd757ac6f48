import { describe, expect, it } from 'vitest';
import { errorCodeForLog, httpErrorLogLevel } from './client-error-logging.ts';

describe('httpErrorLogLevel', () => {
  it.each([
    [0, 'ERROR'],
    [405, 'ERROR'],
    [408, 'ERROR'],
    [500, 'ERROR'],
    [503, 'ERROR'],
    [599, 'ERROR'],
    [400, 'INFO'],
    [401, 'INFO'],
    [403, 'INFO'],
    [404, 'INFO'],
    [409, 'INFO'],
    [429, 'INFO'],
  ] as const)('status %i is logged at %s', (status, level) => {
    expect(httpErrorLogLevel(status)).toBe(level);
  });
});

describe('errorCodeForLog', () => {
  it('prefers error.code', () => {
    expect(errorCodeForLog({ code: 'E1', error: { errorCode: 'E2' } })).toBe('E1');
  });

  it('then the care body code error.error.errorCode', () => {
    expect(errorCodeForLog({ error: { errorCode: 'E2', fieldErrors: [{ errorCode: 'F' }] } })).toBe(
      'E2',
    );
  });

  it('then an own errorCode, then the first field error', () => {
    expect(errorCodeForLog({ errorCode: 'E3', fieldErrors: [{ errorCode: 'F1' }] })).toBe('E3');
    expect(errorCodeForLog({ fieldErrors: [{ errorCode: 'F1' }, { errorCode: 'F2' }] })).toBe('F1');
    expect(errorCodeForLog({ error: { fieldErrors: [{ errorCode: 'F3' }] } })).toBe('F3');
  });

  it('else the serialised error', () => {
    expect(errorCodeForLog({ status: 0 })).toBe('{"status":0}');
    expect(errorCodeForLog(new TypeError('boom'))).toBe('TypeError: boom');
    expect(errorCodeForLog('plain')).toBe('"plain"');
    expect(errorCodeForLog(undefined)).toBe('undefined');
  });
});
