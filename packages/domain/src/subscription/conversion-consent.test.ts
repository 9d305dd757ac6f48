import { describe, expect, it } from 'vitest';
import { CONVERSION_CONSENT_TEXT_VERSION, conversionConsentOf } from './conversion-consent.ts';

const trialEndsAt = new Date('2027-01-15T00:00:00Z');
const consent = {
  givenAt: new Date('2027-01-10T12:00:00Z'),
  textVersion: CONVERSION_CONSENT_TEXT_VERSION,
  locale: 'fr-CA' as const,
};

describe('conversionConsentOf', () => {
  it('asks nothing outside Quebec', () => {
    expect(
      conversionConsentOf({ country: 'ca', serviceState: 'ON', trialEndsAt, consent: null }),
    ).toEqual({ kind: 'notNeeded' });
    // A US state that happens to read QC does not exist, but the market decides, not the code.
    expect(
      conversionConsentOf({ country: 'us', serviceState: 'QC', trialEndsAt, consent: null }),
    ).toEqual({ kind: 'notNeeded' });
  });

  it('lets a Quebec trial convert only with a consent given before it ends', () => {
    expect(
      conversionConsentOf({ country: 'ca', serviceState: 'qc', trialEndsAt, consent: null }),
    ).toEqual({ kind: 'missing' });
    expect(
      conversionConsentOf({ country: 'ca', serviceState: 'QC', trialEndsAt, consent }),
    ).toEqual({ kind: 'given', consent });
    const late = { ...consent, givenAt: new Date('2027-01-15T00:00:01Z') };
    expect(
      conversionConsentOf({ country: 'ca', serviceState: 'QC', trialEndsAt, consent: late }),
    ).toEqual({ kind: 'missing' });
  });
});
