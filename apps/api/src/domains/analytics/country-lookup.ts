import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type CountryResponse } from 'mmdb-lib';
import type { ParsedAddress } from '../../lib/client-address';

/**
 * ip-location-db's "geo-whois-asn-country" database (GeoFeed, then the five RIRs' WHOIS, then their ASN data;
 * published on npm under CC0, built from NRO data under CC BY 4.0): IPv4 and IPv6 in one file of about 8 MB,
 * read into memory once per process with mmdb-lib, MaxMind's own reader for the format.
 */
const DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

type CountryRecord = CountryResponse & { country_code?: string };

/**
 * The records the reader has decoded, by their place in the file. The file holds one small record per country
 * (a few hundred), shared by all of that country's ranges: once each is decoded, a lookup is only the walk down
 * the tree. Bounded all the same, in case another build of the database stores a record per range.
 */
const DECODED_RECORDS_LIMIT = 4096;

class DecodedRecords {
  private readonly records = new Map<string | number, unknown>();

  get(offset: string | number): unknown {
    return this.records.get(offset);
  }

  set(offset: string | number, record: unknown): void {
    if (this.records.size >= DECODED_RECORDS_LIMIT) this.records.clear();
    this.records.set(offset, record);
  }
}

let reader: Reader<CountryRecord> | null = null;

function openReader(): Reader<CountryRecord> {
  reader ??= new Reader<CountryRecord>(readFileSync(createRequire(import.meta.url).resolve(DATABASE_FILE)), {
    cache: new DecodedRecords(),
  });
  return reader;
}

/**
 * The ISO 3166-1 alpha-2 code of the country a full client address is registered in, or null (a private or
 * reserved address, or one in no range). Called before the address is truncated; only the code is kept. An
 * IPv4 address seen through an IPv6 socket (::ffff:203.0.113.7) comes parsed as the IPv4 address.
 */
export function countryOf(address: ParsedAddress): string | null {
  // Private, loopback and documentation ranges belong to no country, whatever a database's ranges say.
  if (address.range() !== 'unicast') return null;
  try {
    const code = openReader().get(address.toString())?.country_code;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
