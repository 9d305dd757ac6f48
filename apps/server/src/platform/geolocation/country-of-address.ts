import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import type { CallerCountry } from '@orbit/domain';
import { Reader, type Response } from 'mmdb-lib';

/**
 * The IP-to-country database (ADR 061): sapics' geo-whois-asn-country, CC0, country-only, both
 * address families in one MaxMind DB file, published to the npm registry as it is rebuilt.
 * It is part of the install: nothing is fetched at run time.
 */
const DATABASE_FILE =
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb' as const;

/**
 * A record of this database: `{ country_code: 'CA' }`. The reader's types know MaxMind's own
 * layouts only (`country.iso_code`), hence the cast where it is read.
 */
interface CountryRecord {
  country_code?: string;
}

let reader: Reader<Response> | undefined;

/** Read once, on the first lookup (about 8 MB): a server that never asks does not pay for it. */
function countryRecordOf(address: string): CountryRecord | null {
  reader ??= new Reader<Response>(
    readFileSync(createRequire(import.meta.url).resolve(DATABASE_FILE)),
  );
  return reader.get(address) as CountryRecord | null;
}

/**
 * Addresses that name no place: loopback, private, shared (carrier NAT), link-local and
 * unique-local ranges. The whois data behind the database still answers a country for some of
 * them (the registry that handed the block out), which says nothing about the caller.
 */
const NO_PLACE = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  list.addAddress('::', 'ipv6');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  return list;
})();

/** `::ffff:203.0.113.9` (an IPv4 caller on a dual-stack socket) is the IPv4 address. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The market of the country an address is in: `us`, `ca`, or `unknown` for anywhere else. */
export function countryOfAddress(address: string): CallerCountry {
  const plain = unmapped(address.trim());
  const family = isIP(plain);
  if (family === 0) return 'unknown';
  if (NO_PLACE.check(plain, family === 4 ? 'ipv4' : 'ipv6')) return 'unknown';
  switch (countryRecordOf(plain)?.country_code) {
    case 'US':
      return 'us';
    case 'CA':
      return 'ca';
    default:
      return 'unknown';
  }
}
