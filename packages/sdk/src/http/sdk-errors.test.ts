import { describe, expect, it } from 'vitest';
import {
  genericError,
  isBusinessError,
  isBusinessStatus,
  isGenericError,
  isNetworkError,
  isServiceError,
  networkError,
  productErrorCode,
  serviceErrorFromBody,
} from './sdk-errors.ts';

describe('serviceErrorFromBody', () => {
  it('keeps what the server said', () => {
    const error = serviceErrorFromBody(
      400,
      {
        code: 'INVALID_PAYLOAD',
        description: 'The request is not valid.',
        invalidFields: [{ fieldName: 'email', errorCode: 'INVALID' }, { nonsense: true }],
        notFoundResourceType: null,
        extras: { hint: 1 },
      },
      'session.anonymous',
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_PAYLOAD',
      description: 'The request is not valid.',
      invalidFields: [{ fieldName: 'email', errorCode: 'INVALID' }],
      extras: { hint: 1 },
      endpoint: 'session.anonymous',
    });
    expect(error.message).toBe('The request is not valid.');
  });

  it('falls back to SERVICE_CODE_UNKNOWN and "Status Code {status}"', () => {
    const error = serviceErrorFromBody(502, '<html>bad gateway</html>', 'time.metronome');
    expect(error.code).toBe('SERVICE_CODE_UNKNOWN');
    expect(error.description).toBe('Status Code 502');
    expect(error.notFoundResourceType).toBeNull();
  });
});

describe('error kinds', () => {
  it('are told apart by guards, not by class', () => {
    const service = serviceErrorFromBody(404, {}, 'x.y');
    const network = networkError('x.y', new TypeError('fetch failed'));
    const generic = genericError('could not find the supplied domain config');
    expect([isServiceError(service), isNetworkError(network), isGenericError(generic)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(isServiceError(network) || isServiceError(new Error('plain'))).toBe(false);
  });

  it.each([
    [400, true],
    [404, true],
    [499, true],
    [408, false],
    [429, false],
    [500, false],
    [399, false],
  ])('status %i is a business error: %s', (status, expected) => {
    expect(isBusinessStatus(status)).toBe(expected);
    expect(isBusinessError(serviceErrorFromBody(status, {}, 'x.y'))).toBe(expected);
  });

  it('keeps product codes and calls everything else SYSTEM', () => {
    expect(productErrorCode(serviceErrorFromBody(400, { code: 'USERNAME_IN_USE' }, 'x.y'))).toBe(
      'USERNAME_IN_USE',
    );
    expect(productErrorCode(serviceErrorFromBody(500, {}, 'x.y'))).toBe('SYSTEM');
    expect(productErrorCode(networkError('x.y', null))).toBe('SYSTEM');
    expect(productErrorCode(new Error('boom'))).toBe('SYSTEM');
  });
});
