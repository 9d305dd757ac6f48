import { describe, expect, it } from 'vitest';
import {
  checkNameOnCard,
  checkNamePiece,
  isNamePiece,
  nameOnCardSchema,
  namePieceSchema,
} from './name.ts';

describe('checkNamePiece', () => {
  it.each([
    ['John', 'us'],
    ['a', 'us'],
    ['  Smith ', 'us'],
    ['x'.repeat(50), 'us'],
    ['Jean-François', 'ca'],
    ['Côté', 'ca'],
    ['De La Cruz', 'ca'],
    ['Zoë', 'ca'],
    ['ÀÉÎÕÜÿ', 'ca'],
    ['John', 'ca'],
  ] as const)('accepts %j in %s', (name, country) => {
    expect(checkNamePiece(name, country)).toBeNull();
  });

  it.each([
    ['', 'us', 'REQUIRED'],
    ['   ', 'ca', 'REQUIRED'],
    ['x'.repeat(51), 'us', 'TOO_LONG'],
    ['CVV 123', 'us', 'CARD_DATA_NOT_ALLOWED'],
    ['CVV 123', 'ca', 'CARD_DATA_NOT_ALLOWED'],
    ['cvv', 'us', 'CARD_DATA_NOT_ALLOWED'],
    ['123', 'ca', 'CARD_DATA_NOT_ALLOWED'],
    ['Côté', 'us', 'INVALID'],
    ['Jean-Luc', 'us', 'INVALID'],
    ['Mary Ann', 'us', 'INVALID'],
    ["O'Brien", 'us', 'INVALID'],
    ['John3', 'us', 'INVALID'],
    ['--', 'ca', 'INVALID'],
    ['A×B', 'ca', 'INVALID'],
    ['A÷B', 'ca', 'INVALID'],
    ["O'Brien", 'ca', 'INVALID'],
  ] as const)('refuses %j in %s with %s', (name, country, code) => {
    expect(checkNamePiece(name, country)).toBe(code);
  });

  it('has a stable schema per market that trims', () => {
    expect(namePieceSchema('ca')).toBe(namePieceSchema('ca'));
    expect(namePieceSchema('ca').parse(' Élodie ')).toBe('Élodie');
    expect(namePieceSchema('us').safeParse('Élodie').error?.issues[0]?.message).toBe('INVALID');
    expect(isNamePiece('Smith', 'us')).toBe(true);
  });
});

describe('checkNameOnCard', () => {
  it.each([
    ['John Smith', 'us'],
    ["Mary-Jane O'Neil", 'us'],
    ['J. R. R. Tolkien', 'us'],
    ['Smith, John', 'us'],
    ['Élise Côté', 'ca'],
    ['Jo Li', 'ca'],
  ] as const)('accepts %j in %s', (name, country) => {
    expect(checkNameOnCard(name, country)).toBeNull();
  });

  it.each([
    ['', 'us', 'REQUIRED'],
    ['J', 'us', 'TOO_SHORT'],
    [`John ${'x'.repeat(96)}`, 'us', 'TOO_LONG'],
    ['Madonna', 'us', 'INVALID'],
    ['  Cher  ', 'ca', 'INVALID'],
    ['Élise Côté', 'us', 'INVALID'],
    ['John Smith 3', 'us', 'INVALID'],
    ['John_Smith Jr', 'us', 'INVALID'],
  ] as const)('refuses %j in %s with %s', (name, country, code) => {
    expect(checkNameOnCard(name, country)).toBe(code);
  });

  it('parses through its schema', () => {
    expect(nameOnCardSchema('us').parse('  John Smith ')).toBe('John Smith');
  });
});
