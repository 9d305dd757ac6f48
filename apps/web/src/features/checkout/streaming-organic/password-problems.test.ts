import { fieldErrorCodeOfIssue } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import {
  clientPasswordProblem,
  newPasswordSchema,
  serverPasswordProblem,
} from './password-problems.ts';

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

  it('gives the form a code for the same rules, the password taken as typed', () => {
    const codeOf = (password: string) =>
      newPasswordSchema.safeParse(password).error?.issues.map(fieldErrorCodeOfIssue);
    expect(codeOf('')).toEqual(['REQUIRED']);
    expect(codeOf('short')).toEqual(['INVALID']);
    expect(codeOf('Password-123')).toEqual(['INVALID']);
    // Not trimmed: the spaces typed are part of what the policy judges.
    expect(codeOf(' Lunar-Tide-81 ')).toEqual(['INVALID']);
    expect(newPasswordSchema.parse('Lunar-Tide-81')).toBe('Lunar-Tide-81');
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
