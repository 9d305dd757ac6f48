import { describe, expect, it } from 'vitest';
import { clientPasswordProblem, serverPasswordProblem } from './password-problems.ts';

const verdict = (validationErrorKey: string, word = '') => ({
  valid: false,
  validationErrorKey: validationErrorKey as 'validation.password.new.dictionaryWords',
  validationErrorFailedWord: word,
  validationErrorCode: 'X',
  errorPropKey: 'error.purchase.service.invalid.password',
});

describe('password problems', () => {
  it('checks the shape and the reserved words before any call', () => {
    expect(clientPasswordProblem('')).toEqual({ id: 'checkout.field.password.required' });
    expect(clientPasswordProblem('short')).toEqual({ id: 'checkout.password.policy' });
    expect(clientPasswordProblem('Password-123')).toEqual({
      id: 'checkout.password.reservedWord',
      values: { word: 'password' },
    });
    expect(clientPasswordProblem('Lunar-Tide-81')).toBeUndefined();
  });

  it('names the server’s reserved word, and tells personal data apart', () => {
    expect(
      serverPasswordProblem(verdict('validation.password.new.dictionaryWords', 'orbit')),
    ).toEqual({ id: 'checkout.password.reservedWord', values: { word: 'orbit' } });
    expect(serverPasswordProblem(verdict('validation.password.new.personalData'))).toEqual({
      id: 'checkout.password.personalData',
    });
    expect(serverPasswordProblem(verdict('validation.password.new.charsAllowed'))).toEqual({
      id: 'checkout.password.policy',
    });
    expect(serverPasswordProblem({ ...verdict(''), valid: true })).toBeUndefined();
  });
});
