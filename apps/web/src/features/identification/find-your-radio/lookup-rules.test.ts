import { describe, expect, it } from 'vitest';
import { checkCarInfo, checkLookupRadioId, checkRadioInfo } from './lookup-rules.ts';

const plate = { method: 'plate' as const, vin: '', licensePlate: '', state: '', consent: false };

describe('find-your-radio rules', () => {
  it('takes a radio id of 8 or 12 characters, upper-cased, hyphens dropped', () => {
    expect(checkRadioInfo('orbc0002')).toEqual({
      ok: true,
      request: { radioId: 'ORBC0002' },
      authenticationType: 'RID',
    });
    expect(checkRadioInfo('ABCD-EFGH-JKLM')).toMatchObject({
      request: { radioId: 'ABCDEFGHJKLM' },
    });
    expect(checkLookupRadioId('')).toBe('REQUIRED');
    expect(checkLookupRadioId('ABC')).toBe('TOO_SHORT');
    expect(checkLookupRadioId('ABCDEFGHIJ')).toBe('INVALID');
  });

  it('refuses a VIN whose check digit is wrong, and takes the right one upper-cased', () => {
    expect(checkCarInfo({ ...plate, method: 'vin', vin: '1LMNA2AR3RA000004' }, 'us')).toEqual({
      ok: false,
      errors: { vin: 'CHECK_DIGIT' },
    });
    expect(checkCarInfo({ ...plate, method: 'vin', vin: '1lmna2ar2ra000004' }, 'us')).toEqual({
      ok: true,
      request: { vin: '1LMNA2AR2RA000004' },
      authenticationType: 'VIN',
    });
  });

  it('needs the plate, its state of the market and the consent', () => {
    expect(checkCarInfo(plate, 'us')).toEqual({
      ok: false,
      errors: { licensePlate: 'REQUIRED', state: 'REQUIRED', consent: 'REQUIRED' },
    });
    expect(
      checkCarInfo({ ...plate, licensePlate: '8trl-456', state: 'QC', consent: true }, 'us'),
    ).toEqual({ ok: false, errors: { state: 'INVALID' } });
    expect(
      checkCarInfo({ ...plate, licensePlate: '8trl 456', state: 'CA', consent: true }, 'us'),
    ).toEqual({
      ok: true,
      request: { licensePlate: '8TRL456', state: 'CA', consent: true },
      authenticationType: 'LPL',
    });
  });
});
