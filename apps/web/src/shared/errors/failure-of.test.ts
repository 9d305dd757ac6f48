import { SESSION_TIMED_OUT_KEY } from '@orbit/domain';
import {
  type CareApiErrorInit,
  createCardTokenizerError,
  createCareApiError,
  genericError,
  networkError,
  serviceErrorFromBody,
} from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { failureMessageId } from './failure-message.ts';
import { type FailureKind, failureOf, isRefusal, isServerFault } from './failure-of.ts';

const care = (init: Partial<CareApiErrorInit> & { status: number }) =>
  createCareApiError({ method: 'POST', path: '/account', skipGlobalHandler: true, ...init });

const service = (status: number, code: string, extras: object = {}) =>
  serviceErrorFromBody(
    status,
    {
      code,
      description: code,
      invalidFields: [{ fieldName: 'email', errorCode: 'INVALID' }],
      extras,
    },
    'billing.payBalanceDue',
    'req_service000001',
  );

describe('failureOf', () => {
  it.each<[string, Partial<CareApiErrorInit> & { status: number }, FailureKind]>([
    [
      'a timed-out session',
      { status: 401, errorPropKey: SESSION_TIMED_OUT_KEY },
      'sessionTimedOut',
    ],
    ['nobody signed in', { status: 401, errorCode: 'UNAUTHENTICATED_CUSTOMER' }, 'signInRequired'],
    [
      'an unproven identification',
      { status: 403, errorCode: 'VERIFICATION_REQUIRED' },
      'verificationRequired',
    ],
    ['another 403', { status: 403, errorCode: 'CUSTOMER_TYPE_NOT_SUPPORTED' }, 'refused'],
    ['a 404', { status: 404, errorCode: 'ACCOUNT_NOT_FOUND' }, 'notFound'],
    ['a 409', { status: 409, errorCode: 'LAST_PAYMENT_METHOD' }, 'conflict'],
    [
      'a payment another request is deciding',
      { status: 409, errorCode: 'PAYMENT_IN_PROGRESS' },
      'unavailable',
    ],
    ['a 429', { status: 429, errorCode: 'RATE_LIMIT_EXCEEDED' }, 'rateLimited'],
    ['a 402', { status: 402, errorCode: 'CARD_DECLINED' }, 'refused'],
    [
      'a 503',
      { status: 503, errorCode: 'SERVICE_UNAVAILABLE', errorType: 'SYSTEM' },
      'unavailable',
    ],
    ['a 502 from a proxy', { status: 502 }, 'unavailable'],
    ['a 408', { status: 408 }, 'unavailable'],
    ['no answer', { status: 0 }, 'unavailable'],
    ['a 500', { status: 500, errorCode: 'SYSTEM', errorType: 'SYSTEM' }, 'unexpected'],
    [
      'an unreadable answer',
      { status: 200, errorCode: 'INVALID_RESPONSE', errorType: 'SYSTEM' },
      'unexpected',
    ],
    ['a cancelled request', { status: 0, isAborted: true }, 'cancelled'],
  ])('reads %s from the care API', (_name, init, kind) => {
    expect(failureOf(care(init)).kind).toBe(kind);
  });

  it('keeps what a feature maps to its words: code, message key, field errors, request id', () => {
    const failure = failureOf(
      care({
        status: 400,
        errorCode: 'INVALID_PAYLOAD',
        errorPropKey: 'error.common.invalid.payload',
        fieldErrors: [{ errorCode: 'TOO_LONG', fieldName: 'nickName' }],
        requestId: 'req_care00000001',
      }),
    );
    expect(failure).toMatchObject({
      kind: 'refused',
      code: 'INVALID_PAYLOAD',
      status: 400,
      messageKey: 'error.common.invalid.payload',
      fieldErrors: [{ errorCode: 'TOO_LONG', fieldName: 'nickName' }],
      requestId: 'req_care00000001',
      source: 'care',
    });
    expect(failureOf(care({ status: 0 })).code).toBe('NETWORK_ERROR');
    expect(failureOf(care({ status: 502 })).code).toBe('HTTP_502');
  });

  it.each<[number, string, FailureKind]>([
    [403, 'FORBIDDEN', 'signInRequired'],
    [401, 'UNAUTHENTICATED', 'signInRequired'],
    [403, 'REAUTHENTICATION_REQUIRED', 'refused'],
    [404, 'PAYMENT_METHOD_NOT_FOUND', 'notFound'],
    [409, 'IDENTITY_ALREADY_EXISTS_ERROR', 'conflict'],
    [409, 'PAYMENT_IN_PROGRESS', 'unavailable'],
    [429, 'RATE_LIMIT_EXCEEDED', 'rateLimited'],
    [400, 'OFFER_EXPIRED', 'refused'],
    [503, 'SERVICE_UNAVAILABLE', 'unavailable'],
    [500, 'SYSTEM', 'unexpected'],
  ])('reads a service %i %s', (status, code, kind) => {
    const failure = failureOf(service(status, code, { retryAfterSeconds: 30 }));
    expect(failure).toMatchObject({
      kind,
      code,
      status,
      source: 'service',
      requestId: 'req_service000001',
      fieldErrors: [{ fieldName: 'email', errorCode: 'INVALID' }],
      extras: { retryAfterSeconds: 30 },
    });
  });

  it('reads no answer and a timeout from the service APIs as unavailable', () => {
    expect(failureOf(networkError('billing.balanceDue', new TypeError('x')))).toMatchObject({
      kind: 'unavailable',
      code: 'NETWORK_ERROR',
      status: 0,
    });
    expect(failureOf(networkError('billing.balanceDue', undefined, true))).toMatchObject({
      kind: 'unavailable',
      code: 'TIMEOUT',
    });
  });

  it('reads the SDK’s own refusals, the gateway’s and the passkey prompt’s', () => {
    expect(failureOf(genericError('disabled', 'PASSKEY_DISABLED'))).toMatchObject({
      kind: 'unexpected',
      code: 'PASSKEY_DISABLED',
    });
    const card = (code: 'invalid_number' | 'network_error' | 'invalid_response', status: number) =>
      failureOf(createCardTokenizerError({ code, status }));
    expect(card('invalid_number', 402)).toMatchObject({ kind: 'refused', source: 'gateway' });
    expect(card('network_error', 0).kind).toBe('unavailable');
    expect(card('invalid_response', 200).kind).toBe('unexpected');
    const prompt = (ceremonyCode: string) =>
      failureOf(
        Object.assign(genericError('ceremony', `PASSKEY_${ceremonyCode.toUpperCase()}`), {
          ceremonyCode,
        }),
      );
    expect(prompt('aborted').kind).toBe('cancelled');
    expect(prompt('previously-registered')).toMatchObject({
      kind: 'refused',
      code: 'previously-registered',
      source: 'device',
    });
  });

  it('reads anything else as a fault of ours, and a cancelled fetch as cancelled', () => {
    expect(failureOf(new TypeError('x is undefined'))).toMatchObject({
      kind: 'unexpected',
      code: 'UNEXPECTED',
      source: 'app',
    });
    expect(failureOf('a string').kind).toBe('unexpected');
    expect(failureOf(new DOMException('stop', 'AbortError')).kind).toBe('cancelled');
  });

  it('groups the kinds pages treat alike', () => {
    const kinds = (status: number, errorCode?: string) => failureOf(care({ status, errorCode }));
    expect([400, 404, 409, 429].map((status) => isRefusal(kinds(status)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isRefusal(kinds(401))).toBe(false);
    expect([0, 500, 503].map((status) => isServerFault(kinds(status)))).toEqual([true, true, true]);
    expect(isServerFault(kinds(400))).toBe(false);
  });

  it('says "try again in a moment" for an unavailable server, else the page’s own words', () => {
    expect(failureMessageId(failureOf(care({ status: 503 })), 'account.save.failed')).toBe(
      'errors.unavailable',
    );
    expect(failureMessageId(failureOf(care({ status: 500 })), 'account.save.failed')).toBe(
      'account.save.failed',
    );
  });
});
