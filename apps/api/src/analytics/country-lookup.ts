import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Reader, type CountryResponse } from 'mmdb-lib';

/**
 * ip-location-db's "geo-whois-asn-country" database (GeoFeed, then the five RIRs' WHOIS, then their ASN data;
 * published on npm under CC0, built from NRO data under CC BY 4.0): IPv4 and IPv6 in one file of about 8 MB,
 * read into memory once per process with mmdb-lib, MaxMind's own reader for the format.
 */
const DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

type CountryRecord = CountryResponse & { country_code?: string };

let reader: Reader<CountryRecord> | null = null;

function openReader(): Reader<CountryRecord> {
  reader ??= new Reader<CountryRecord>(readFileSync(createRequire(import.meta.url).resolve(DATABASE_FILE)));
  return reader;
}

/**
 * The ISO 3166-1 alpha-2 code of the country a full client address is registered in, or null (a private or
 * reserved address, one in no range, or not an address at all). Called before the address is truncated; only
 * the code is kept.
 */
export function countryOf(address: string): string | null {
  if (isIP(address) === 0) return null;
  // An IPv4 address seen through an IPv6 socket (::ffff:203.0.113.7) is looked up as the IPv4 address.
  const parsed = ipaddr.process(address);
  // Private, loopback and documentation ranges belong to no country, whatever a database's ranges say.
  if (parsed.range() !== 'unicast') return null;
  try {
    const code = openReader().get(parsed.toString())?.country_code;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
