import { careCallerCountryResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { countryOfAddress } from '../../platform/geolocation/country-of-address.ts';
import { careCaller, careError } from '../../testing/care-caller.ts';

const CALLER_COUNTRY = '/services/geolocation/country';

/** A care caller whose requests come from `remoteAddress`. */
function callerAt(remoteAddress: string, env: Record<string, string> = {}) {
  return careCaller({ remoteAddress, env });
}

describe('the caller’s country from their address (activate-device-for-location, ADR 061)', () => {
  it.each([
    ['a US address', '8.8.8.8', 'us'],
    ['a Canadian address', '24.48.0.1', 'ca'],
    ['another Canadian address', '206.167.0.1', 'ca'],
    ['a US IPv6 address', '2607:f8b0:4000::1', 'us'],
    ['a Canadian IPv6 address', '2001:56a::1', 'ca'],
    ['an IPv4 address on a dual-stack socket', '::ffff:24.48.0.1', 'ca'],
    ['an address in neither country', '193.0.6.139', 'unknown'],
    ['loopback', '127.0.0.1', 'unknown'],
    ['IPv6 loopback', '::1', 'unknown'],
    // The whois data gives this private block a country; it names no place of the caller's.
    ['a private address', '192.168.1.1', 'unknown'],
    ['a unique-local IPv6 address', 'fd12:3456::1', 'unknown'],
  ])('%s (%s) is %s', async (_what, address, country) => {
    const caller = await callerAt(address);
    const response = await caller.get(CALLER_COUNTRY);
    expect(response.statusCode, response.body).toBe(200);
    expect(careCallerCountryResultSchema.parse(response.json().data)).toEqual({ country });
  });

  it('believes X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    const forwarded = { 'x-forwarded-for': '24.48.0.1' };
    // Not trusted (the default): the proxy's own address is the caller's, and it names no place.
    const untrusted = await callerAt('127.0.0.1');
    expect((await untrusted.get(CALLER_COUNTRY, forwarded)).json().data).toEqual({
      country: 'unknown',
    });
    // Trusted: the address the proxy forwarded is the caller's.
    const trusted = await callerAt('127.0.0.1', { TRUST_PROXY: '127.0.0.1' });
    expect((await trusted.get(CALLER_COUNTRY, forwarded)).json().data).toEqual({ country: 'ca' });
    // A client's own X-Forwarded-For, from an address that is no trusted proxy, is ignored.
    const direct = await callerAt('8.8.8.8', { TRUST_PROXY: '127.0.0.1' });
    expect((await direct.get(CALLER_COUNTRY, forwarded)).json().data).toEqual({ country: 'us' });
  });

  it('needs a care session, as every onboarding call', async () => {
    const caller = await callerAt('8.8.8.8');
    careError(await caller.get(CALLER_COUNTRY, { cookie: '' }), 401, 'SESSION_TIMED_OUT');
  });

  it('answers unknown for what is no address at all', () => {
    expect(countryOfAddress('')).toBe('unknown');
    expect(countryOfAddress('not-an-address')).toBe('unknown');
  });
});
