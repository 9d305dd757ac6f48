/**
 * Service codes that mark a radio as marine or aviation (weather and chart services on boats
 * and aircraft). The spec lists the codes without their meanings; only the family matters to us:
 * it picks the device type and the help shown on the refresh-signal page.
 */
export const MARINE_CAPABILITY_CODES = [
  'IND',
  'OFF',
  'CST',
  'SKY',
  'MAR',
  'INL',
  'FSH',
  'CHA',
  'VOY',
  'FISHMAP',
] as const;
export type MarineCapabilityCode = (typeof MARINE_CAPABILITY_CODES)[number];

export const AVIATION_CAPABILITY_CODES = ['PIL', 'AVI', 'FORFLT', 'RSP'] as const;
export type AviationCapabilityCode = (typeof AVIATION_CAPABILITY_CODES)[number];

export function isMarineCapabilityCode(code: string): code is MarineCapabilityCode {
  return (MARINE_CAPABILITY_CODES as readonly string[]).includes(code);
}

export function isAviationCapabilityCode(code: string): code is AviationCapabilityCode {
  return (AVIATION_CAPABILITY_CODES as readonly string[]).includes(code);
}

/** The device family a capability code belongs to; undefined for any other code. */
export function capabilityFamily(code: string): 'marine' | 'aviation' | undefined {
  if (isMarineCapabilityCode(code)) return 'marine';
  if (isAviationCapabilityCode(code)) return 'aviation';
  return undefined;
}
