import { describe, expect, it } from 'vitest';
import { isOwnServiceUrl } from './own-domains.ts';

describe('isOwnServiceUrl', () => {
  it.each([
    'https://orbitradio.com/offers',
    'https://www.orbitradio.com/',
    'https://care.orbitradio.ca/subscribe?x=1',
    'http://ORBITRADIO.CA',
  ])('accepts %s', (url) => {
    expect(isOwnServiceUrl(url)).toBe(true);
  });

  it.each([
    null,
    '',
    '/relative/path',
    'https://evilorbitradio.com/',
    'https://orbitradio.com.evil.example/',
    'javascript:alert(1)//orbitradio.com',
    'https://user:pw@orbitradio.com/',
    'ftp://orbitradio.com/',
  ])('refuses %s', (url) => {
    expect(isOwnServiceUrl(url)).toBe(false);
  });
});
