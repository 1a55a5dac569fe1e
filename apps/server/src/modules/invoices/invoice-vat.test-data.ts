import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import type { TestApp } from '../../test/harness.ts';

export interface PartnerSpec {
  name: string;
  kind?: 'COMPANY' | 'PERSON';
  countryCode?: string;
  postalCode?: string;
  city?: string;
  street?: string;
  taxNumber?: string | null;
  euVatNumber?: string | null;
}

let seq = 0;

/**
 * A firm-1 customer with the given VAT facts and billing address, written directly (so that data
 * the partner form would refuse today, e.g. an old malformed postal code, can be set up too).
 */
export async function partnerOf(t: () => TestApp, p: PartnerSpec): Promise<number> {
  seq += 1;
  const [row] = await queryRows<{ id: number }>(
    t().database.db,
    sql`with p as (insert into partners (firm_id, code, kind, name, roles, price_type, tax_number, eu_vat_number)
                   values (1, ${`VAT-${seq}-${Date.now() % 1e6}`}, ${p.kind ?? 'COMPANY'}, ${p.name},
                           array['CUSTOMER'], 'RETAIL', ${p.taxNumber ?? null}, ${p.euVatNumber ?? null})
                   returning id),
             a as (insert into partner_addresses (firm_id, partner_id, kind, country_code, postal_code, city, street)
                   select 1, id, 'BILLING', ${p.countryCode ?? 'HU'}, ${p.postalCode ?? '1111'},
                          ${p.city ?? 'Budapest'}, ${p.street ?? 'Fő utca 1.'} from p)
        select id from p`,
  );
  return row!.id;
}

/** Sets a firm-1 setting (restore it with the default value after the test). */
export function setSetting(t: () => TestApp, id: string, value: unknown) {
  return t().database.db.execute(
    sql`insert into settings (firm_id, setting_id, value) values (1, ${id}, ${JSON.stringify(value)}::jsonb)
        on conflict (firm_id, setting_id) do update set value = excluded.value`,
  );
}

// biome-ignore format: one address per line
/** Foreign billing addresses of ten countries Kontor's customers are in (postal code formats differ). */
export const FOREIGN_ADDRESSES = [
  { countryCode: 'AT', postalCode: '1010', city: 'Wien', street: 'Stephansplatz 1', euVatNumber: 'ATU12345678' },
  { countryCode: 'DE', postalCode: '10115', city: 'Berlin', street: 'Invalidenstraße 117', euVatNumber: 'DE123456789' },
  { countryCode: 'SK', postalCode: '811 01', city: 'Bratislava', street: 'Hlavné námestie 1', euVatNumber: 'SK1234567890' },
  { countryCode: 'RO', postalCode: '400001', city: 'Cluj-Napoca', street: 'Piața Unirii 1', euVatNumber: 'RO1234567' },
  { countryCode: 'PL', postalCode: '00-001', city: 'Warszawa', street: 'ul. Marszałkowska 1', euVatNumber: 'PL1234567890' },
  { countryCode: 'NL', postalCode: '1012 JS', city: 'Amsterdam', street: 'Dam 1', euVatNumber: 'NL123456789B01' },
  { countryCode: 'GB', postalCode: 'SW1A 1AA', city: 'London', street: '10 Downing Street', euVatNumber: null },
  { countryCode: 'US', postalCode: '10001', city: 'New York, NY', street: '350 Fifth Avenue', euVatNumber: null },
  { countryCode: 'CH', postalCode: '8001', city: 'Zürich', street: 'Bahnhofstrasse 1', euVatNumber: null },
  { countryCode: 'RS', postalCode: '11000', city: 'Beograd', street: 'Knez Mihailova 1', euVatNumber: null },
] as const;
