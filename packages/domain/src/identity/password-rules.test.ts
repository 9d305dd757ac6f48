import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  checkPasswordShape,
  findDisallowedWord,
  findPersonalData,
  meetsClientPasswordRule,
  passwordHintsMet,
} from './password-rules.ts';

describe('the client password rule (flows §0)', () => {
  it.each([
    ['Comet-Tail-42', true],
    ['cometTail42', true],
    ['comet-tail-42', true],
    ['COMET_TAIL_42', true],
    ['comettail', false],
    ['Comet42', false],
    ['cometail42', false],
  ])('%s → %s', (password, expected) => {
    expect(meetsClientPasswordRule(password)).toBe(expected);
  });
});

describe('checkPasswordShape', () => {
  it('names the rule that failed', () => {
    expect(checkPasswordShape('Ab1!')).toEqual({
      ok: false,
      code: 'PASSWORD_POLICY_NOT_MET',
      rule: 'length',
    });
    expect(checkPasswordShape(`Aa1-${'x'.repeat(61)}`)).toMatchObject({ rule: 'length' });
    expect(checkPasswordShape('Comet Tail 42')).toMatchObject({ rule: 'characters' });
    expect(checkPasswordShape('Comète-Tail-42')).toMatchObject({ rule: 'characters' });
    expect(checkPasswordShape('Comet<Tail>42')).toMatchObject({ rule: 'characters' });
    expect(checkPasswordShape('comettail42')).toMatchObject({ rule: 'groups' });
    expect(checkPasswordShape('Comet-Tail-42')).toEqual({ ok: true });
  });

  it('accepts every special of the allowed set', () => {
    for (const special of '!%&@#$^*?_~()-+,=') {
      expect(checkPasswordShape(`Comet${special}tail9`)).toEqual({ ok: true });
    }
  });
});

describe('findDisallowedWord', () => {
  it('finds reserved words in any case and through digit-for-letter swaps', () => {
    expect(findDisallowedWord('MyOrbitRadio-1')).toBe('orbitradio');
    expect(findDisallowedWord('x-0rb1t-Fan-9')).toBe('orbit');
    expect(findDisallowedWord('P@ssw0rd-Blue')).toBe('password');
    expect(findDisallowedWord('Comet-Tail-42')).toBeUndefined();
  });
});

describe('findPersonalData', () => {
  const personal = {
    firstName: 'Ana',
    lastName: 'Tremblay',
    emailAddress: 'listener.one@orbitradio.test',
    username: 'skywatcher7',
    phoneNumber: '5145550142',
  };

  it.each([
    ['Tremblay-2026', 'lastName'],
    ['ana-Comet-42', 'firstName'],
    ['Listener-99!', 'emailAddress'],
    ['Skywatcher7!', 'username'],
    ['Comet-550142', 'phoneNumber'],
  ])('%s contains %s', (password, field) => {
    expect(findPersonalData(password, personal)).toBe(field);
  });

  it('ignores pieces too short to matter and digits that are not a run of the phone', () => {
    expect(findPersonalData('Comet-Tail-42', { firstName: 'Al', phoneNumber: '5145550142' })).toBe(
      undefined,
    );
  });
});

describe('checkPassword', () => {
  it('reports shape first, then words, then personal data', () => {
    expect(checkPassword('orbit')).toMatchObject({ rule: 'length' });
    expect(checkPassword('Orbit-Tremblay-1', { lastName: 'Tremblay' })).toEqual({
      ok: false,
      code: 'PASSWORD_DISALLOWED_WORDS',
      word: 'orbit',
    });
    expect(checkPassword('Comet-Tremblay-1', { lastName: 'Tremblay' })).toEqual({
      ok: false,
      code: 'PASSWORD_HAS_PERSONAL_DATA',
      field: 'lastName',
    });
    expect(checkPassword('Comet-Tail-42', { lastName: 'Tremblay' })).toEqual({ ok: true });
  });
});

describe('passwordHintsMet', () => {
  it('meets nothing before anything is typed', () => {
    expect(passwordHintsMet('')).toEqual({
      length: false,
      groups: false,
      characters: false,
      words: false,
    });
  });

  it('ticks each hint on its own as the password grows', () => {
    expect(passwordHintsMet('abc')).toEqual({
      length: false,
      groups: false,
      characters: true,
      words: true,
    });
    expect(passwordHintsMet('Meteor-Shower-31')).toEqual({
      length: true,
      groups: true,
      characters: true,
      words: true,
    });
  });

  it('leaves the characters hint unmet for a character outside the allowed specials', () => {
    expect(passwordHintsMet('Meteor Shower 31').characters).toBe(false);
  });

  it('leaves the words hint unmet for a disallowed word, even disguised', () => {
    expect(passwordHintsMet('My-0rb1t-Radio7').words).toBe(false);
  });
});
