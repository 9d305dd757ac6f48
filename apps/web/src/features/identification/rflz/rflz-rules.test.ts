import { checkRflz } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { rflzFailureName, rflzFailuresOf, rflzRequestOf } from './rflz-rules.ts';

const EMPTY = { radioIdOrVin: '', firstName: '', lastName: '', zipCode: '' };

describe('RFLZ form rules (flows §1.4)', () => {
  it('sends a VIN or a radio id upper-cased, a Canadian postal code spaced', () => {
    expect(
      rflzRequestOf(
        {
          radioIdOrVin: '1lmna2ar2ra000004',
          firstName: ' Jordan ',
          lastName: 'Rivera',
          zipCode: '78701',
        },
        'us',
        'en-US',
      ),
    ).toEqual({
      radioIdOrVin: '1LMNA2AR2RA000004',
      firstName: 'Jordan',
      lastName: 'Rivera',
      zipCode: '78701',
      locale: 'en-US',
    });
    expect(
      rflzRequestOf(
        {
          radioIdOrVin: 'orbq-0005-abcd',
          firstName: 'Élise',
          lastName: 'Gagnon',
          zipCode: 'h3b1a6',
        },
        'ca',
        'fr-CA',
      ),
    ).toMatchObject({ radioIdOrVin: 'ORBQ0005ABCD', zipCode: 'H3B 1A6' });
  });

  it('names each client-side failure as analytics reads it', () => {
    const values = { ...EMPTY, radioIdOrVin: '1LMNA2AR1RA000004' };
    expect(rflzFailuresOf(checkRflz(values, 'us'), values)).toEqual([
      { field: 'radioIdOrVin', code: 'INVALID', name: 'Auth - Invalid VIN' },
      { field: 'firstName', code: 'REQUIRED', name: 'Auth - Missing first name' },
      { field: 'lastName', code: 'REQUIRED', name: 'Auth - Missing last name' },
      { field: 'zipCode', code: 'REQUIRED', name: 'Auth - Missing or invalid zip code' },
    ]);
    expect(rflzFailureName('radioIdOrVin', '')).toBe('Auth - Missing or incomplete radio ID');
    expect(rflzFailureName('radioIdOrVin', 'ORB')).toBe('Auth - Missing or incomplete radio ID');
  });
});
