import { describe, expect, it } from 'vitest';
import {
  CA_PROVINCES,
  isCaProvinceCode,
  isRegionOf,
  isUsStateCode,
  regionName,
  regionsOf,
  US_STATES,
} from './regions.ts';

describe('US states', () => {
  it('lists the 50 states, DC and Puerto Rico, each once', () => {
    expect(US_STATES).toHaveLength(52);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(52);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(true);
  });

  it.each(['AS', 'GU', 'MP', 'VI', 'UM', 'AA', 'AE', 'AP', 'ON', 'dc'])(
    'does not sell in %s',
    (code) => {
      expect(isUsStateCode(code)).toBe(false);
    },
  );
});

describe('Canadian provinces and territories', () => {
  it('lists the ten provinces and three territories', () => {
    expect(CA_PROVINCES.map((province) => province.code).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(isCaProvinceCode('QC')).toBe(true);
    expect(isCaProvinceCode('PQ')).toBe(false);
  });
});

describe('region lists', () => {
  it('every code is two capital letters with both names', () => {
    for (const region of [...US_STATES, ...CA_PROVINCES]) {
      expect(region.code).toMatch(/^[A-Z]{2}$/);
      expect(region.name.en.length).toBeGreaterThan(0);
      expect(region.name.fr.length).toBeGreaterThan(0);
    }
  });

  it('names a region in the reader language', () => {
    expect(regionName('QC', 'ca', 'fr-CA')).toBe('Québec');
    expect(regionName('QC', 'ca', 'en-CA')).toBe('Quebec');
    expect(regionName('PE', 'ca', 'fr-CA')).toBe('Île-du-Prince-Édouard');
    expect(regionName('NC', 'us', 'fr-CA')).toBe('Caroline du Nord');
    expect(regionName('CA', 'us', 'en-US')).toBe('California');
    expect(regionName('CA', 'ca', 'en-CA')).toBeUndefined();
  });

  it('gives each market its own list', () => {
    expect(regionsOf('us')).toBe(US_STATES);
    expect(regionsOf('ca')).toBe(CA_PROVINCES);
    expect(isRegionOf('ON', 'us')).toBe(false);
  });
});
