import { describe, expect, it } from 'vitest';
import {
  careInfoCollectionPublishRequestSchema,
  checkInfoCollectionAnswers,
  checkInfoCollectionField,
  infoCollectionContextVariables,
} from './info-collection.ts';

describe('checkInfoCollectionField (flows §0 rules)', () => {
  it('applies each field rule of the market', () => {
    expect(checkInfoCollectionField('firstName', 'Jean-François', 'us')).toBe('INVALID');
    expect(checkInfoCollectionField('firstName', 'Jean-François', 'ca')).toBeNull();
    expect(checkInfoCollectionField('phone', '555-123-4567', 'us')).toBeNull();
    expect(checkInfoCollectionField('phone', '55512', 'us')).toBe('TOO_SHORT');
    expect(checkInfoCollectionField('zip', 'K1A 0B1', 'ca')).toBeNull();
    expect(checkInfoCollectionField('zip', 'K1A 0B1', 'us')).toBe('INVALID');
    expect(checkInfoCollectionField('state', 'QC', 'ca')).toBeNull();
    expect(checkInfoCollectionField('state', 'QC', 'us')).toBe('INVALID');
    expect(checkInfoCollectionField('esn', 'ORBN0001', 'us')).toBeNull();
    expect(checkInfoCollectionField('esn', '1LMNA2AR1RA000004', 'us')).toBe('CHECK_DIGIT');
    expect(checkInfoCollectionField('dateOfBirth', '7/3', 'us')).toBeNull();
    expect(checkInfoCollectionField('dateOfBirth', '31/04', 'us')).toBe('INVALID');
    expect(checkInfoCollectionField('streetAddress', '4111 1111 1111 1111', 'us')).toBe(
      'CARD_DATA_NOT_ALLOWED',
    );
  });

  it('requires an asked-for account number, which is optional elsewhere', () => {
    expect(checkInfoCollectionField('accountNumber', '', 'us')).toBe('REQUIRED');
    expect(checkInfoCollectionField('accountNumber', 'ab10000001', 'us')).toBeNull();
  });
});

describe('checkInfoCollectionAnswers', () => {
  it('normalises the answers to the requested fields', () => {
    expect(
      checkInfoCollectionAnswers(
        ['phone', 'zip', 'esn', 'dateOfBirth', 'accountNumber'],
        {
          phone: ' 555-123-4567 ',
          zip: 'K1A 0B1',
          esn: 'orbn0001',
          dateOfBirth: '7/3',
          accountNumber: 'ab100',
        },
        'ca',
      ),
    ).toEqual({
      ok: true,
      values: {
        phone: '5551234567',
        zip: 'K1A 0B1',
        esn: 'ORBN0001',
        dateOfBirth: '07/03',
        accountNumber: 'AB100',
      },
    });
  });

  it('refuses a missing requested field and any field not asked for', () => {
    expect(checkInfoCollectionAnswers(['email'], { firstName: 'Jane', email: '' }, 'us')).toEqual({
      ok: false,
      errors: { firstName: 'UNKNOWN_FIELD', email: 'REQUIRED' },
    });
  });
});

describe('infoCollectionContextVariables', () => {
  it('lists the answers in form order, as the publish call takes them', () => {
    const contextVariables = infoCollectionContextVariables({ email: 'a@b.co', firstName: 'Jo' });
    expect(contextVariables).toEqual([
      { name: 'firstName', value: 'Jo' },
      { name: 'email', value: 'a@b.co' },
    ]);
    expect(
      careInfoCollectionPublishRequestSchema.safeParse({
        token: 't',
        contextVariables,
        message: 'webrequest',
        botId: 'bot-1',
        conversationId: 'c 1',
        userId: 'u1',
      }).success,
    ).toBe(false);
  });
});
