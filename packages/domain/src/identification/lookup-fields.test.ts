import { describe, expect, it } from 'vitest';
import { nonPiiAuthenticationTypes } from './account-non-pii.ts';
import { maskVin } from './device-info.ts';
import { IDENTIFICATION_KINDS, IDENTIFICATION_METHODS } from './identification-methods.ts';
import { maskUsername } from './identified-account.ts';
import {
  checkFlepz,
  checkLpz,
  checkRadioIdOrLastFour,
  checkRadioInfo,
  checkRflz,
} from './lookup-fields.ts';

const FLEPZ = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'owner@orbitradio.test',
  phoneNumber: '512-555-0101',
  zipCode: '78701',
};

describe('account lookup field rules (flows §0)', () => {
  it('takes a FLEPZ form by the market rules', () => {
    expect(checkFlepz(FLEPZ, 'us')).toEqual({});
    expect(
      checkFlepz(
        { firstName: 'Élise', lastName: 'Gagnon-Roy', email: '', phoneNumber: '51', zipCode: '' },
        'us',
      ),
    ).toEqual({
      firstName: 'INVALID',
      lastName: 'INVALID',
      email: 'REQUIRED',
      phoneNumber: 'TOO_SHORT',
      zipCode: 'REQUIRED',
    });
    expect(
      checkFlepz({ ...FLEPZ, firstName: 'Élise', lastName: 'Gagnon-Roy', zipCode: 'h3b1a6' }, 'ca'),
    ).toEqual({});
    expect(checkFlepz({ ...FLEPZ, firstName: 'CVV 123' }, 'us')).toEqual({
      firstName: 'CARD_DATA_NOT_ALLOWED',
    });
  });

  it('reads the RFLZ box as a radio id or a VIN, anything else INVALID', () => {
    const rflz = {
      radioIdOrVin: 'ORBT0004',
      firstName: 'Jordan',
      lastName: 'Rivera',
      zipCode: '78701',
    };
    expect(checkRflz(rflz, 'us')).toEqual({});
    expect(checkRflz({ ...rflz, radioIdOrVin: '1LMNA2AR2RA000004' }, 'us')).toEqual({});
    expect(checkRflz({ ...rflz, radioIdOrVin: '1LMNA2AR1RA000004' }, 'us')).toEqual({
      radioIdOrVin: 'INVALID',
    });
    expect(checkRflz({ ...rflz, radioIdOrVin: 'ORB' }, 'us')).toEqual({ radioIdOrVin: 'INVALID' });
    expect(checkRflz({ ...rflz, radioIdOrVin: ' ' }, 'us')).toEqual({ radioIdOrVin: 'REQUIRED' });
  });

  it('checks LPZ and Radio Info', () => {
    expect(
      checkLpz({ lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' }, 'us'),
    ).toEqual({});
    expect(checkLpz({ lastName: '', phoneNumber: '51255501011', zipCode: 'K1A' }, 'ca')).toEqual({
      lastName: 'REQUIRED',
      phoneNumber: 'TOO_LONG',
      zipCode: 'INVALID',
    });
    const radio = {
      method: 'accountNumber' as const,
      radioId: 'ORBA0003',
      accountNumber: '',
      lastName: '',
    };
    expect(checkRadioInfo(radio, 'us')).toEqual({ accountNumber: 'REQUIRED' });
    expect(checkRadioInfo({ ...radio, accountNumber: '1000-0001' }, 'us')).toEqual({});
    expect(checkRadioInfo({ ...radio, method: 'lastName', radioId: '0003' }, 'us')).toEqual({
      lastName: 'REQUIRED',
    });
    expect(checkRadioIdOrLastFour('0003')).toBeNull();
    expect(checkRadioIdOrLastFour('003')).toBe('TOO_SHORT');
  });
});

describe('identification methods and masks', () => {
  it('lists the eleven entry methods of spec 000 §3', () => {
    expect(IDENTIFICATION_METHODS).toHaveLength(11);
    expect(IDENTIFICATION_KINDS).toEqual(expect.arrayContaining(['RID_ACCT', 'ACCT', 'EMAIL']));
  });

  it('lets each non-PII request shape claim only its own authentication types', () => {
    expect(nonPiiAuthenticationTypes('radioId', 'accountNumber')).toEqual([
      'RID_ACCT',
      'RID_ACCT_URL',
    ]);
    expect(nonPiiAuthenticationTypes('radioId', 'lastName')[0]).toBe('RID');
    expect(nonPiiAuthenticationTypes('radioId', 'lastName')).toContain('RID_LNAME_URL');
    expect(nonPiiAuthenticationTypes('lastFour', 'none')).toEqual([]);
    expect(nonPiiAuthenticationTypes('none', 'accountNumber')).toEqual(['ACCT']);
    expect(nonPiiAuthenticationTypes('deviceRef', 'none')).toContain('LPL');
    expect(nonPiiAuthenticationTypes('vin', 'none')).toEqual(['VIN']);
  });

  it('masks streaming sign-ins and VINs', () => {
    expect(maskUsername('listener@orbitradio.test')).toBe('l******@orbitradio.test');
    expect(maskUsername('orbitowner1')).toBe('o******');
    expect(maskVin('1lmna2ar2ra000004')).toBe('*************0004');
  });
});
