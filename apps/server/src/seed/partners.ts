import { giroCheckDigit, taxNumberCheckDigit } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import {
  employeeAbsences,
  partnerAddresses,
  partnerBankAccounts,
  partnerContacts,
  partnerLinks,
  partners,
} from '../db/schema.ts';
import { type Db, queryRows } from '../platform/db/database.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every seeded database is the same. */
function randomOf(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    digits: (n: number) => Array.from({ length: n }, () => int(10)).join(''),
    chance: (p: number) => next() < p,
  };
}

/** postal code, city, tax authority county code (Budapest: 41–44), court code of registration */
const PLACES = [
  ['1138', 'Budapest', '41', '01'],
  ['1097', 'Budapest', '43', '01'],
  ['1117', 'Budapest', '43', '01'],
  ['1044', 'Budapest', '41', '01'],
  ['1106', 'Budapest', '42', '01'],
  ['2000', 'Szentendre', '13', '13'],
  ['2100', 'Gödöllő', '13', '13'],
  ['2600', 'Vác', '13', '13'],
  ['2400', 'Dunaújváros', '07', '07'],
  ['2800', 'Tatabánya', '11', '11'],
  ['3100', 'Salgótarján', '12', '12'],
  ['3300', 'Eger', '10', '10'],
  ['3530', 'Miskolc', '05', '05'],
  ['4024', 'Debrecen', '09', '09'],
  ['4400', 'Nyíregyháza', '15', '15'],
  ['5000', 'Szolnok', '16', '16'],
  ['5600', 'Békéscsaba', '04', '04'],
  ['6000', 'Kecskemét', '03', '03'],
  ['6500', 'Baja', '03', '03'],
  ['6720', 'Szeged', '06', '06'],
  ['7100', 'Szekszárd', '17', '17'],
  ['7400', 'Kaposvár', '14', '14'],
  ['7621', 'Pécs', '02', '02'],
  ['8000', 'Székesfehérvár', '07', '07'],
  ['8200', 'Veszprém', '19', '19'],
  ['8800', 'Nagykanizsa', '20', '20'],
  ['8900', 'Zalaegerszeg', '20', '20'],
  ['9021', 'Győr', '08', '08'],
  ['9200', 'Mosonmagyaróvár', '08', '08'],
  ['9400', 'Sopron', '08', '08'],
  ['9700', 'Szombathely', '18', '18'],
] as const;

const STREETS = [
  'Fő utca',
  'Kossuth Lajos utca',
  'Petőfi Sándor utca',
  'Rákóczi út',
  'Ady Endre utca',
  'Dózsa György út',
  'Széchenyi István tér',
  'Bajcsy-Zsilinszky út',
  'Ipari park',
  'Jókai Mór utca',
  'Arany János utca',
  'Deák Ferenc utca',
  'Hunyadi János utca',
  'Táncsics Mihály utca',
  'Vasút utca',
  'Határ út',
  'Gyár utca',
  'Szegfű utca',
] as const;

const REGIONS = [
  'Pannon',
  'Tisza',
  'Mátra',
  'Bakony',
  'Vértes',
  'Zala',
  'Somogy',
  'Hajdú',
  'Körös',
  'Rába',
  'Ipoly',
  'Duna',
  'Alföldi',
  'Kárpát',
  'Szamos',
  'Sió',
  'Balaton',
  'Bükk',
] as const;
const TRADES = [
  'Faipari',
  'Építőipari',
  'Bútor',
  'Vasáru',
  'Kereskedelmi',
  'Szerelvény',
  'Festék',
  'Csomagolástechnikai',
  'Logisztikai',
  'Gépészeti',
  'Villamossági',
  'Üveg',
  'Lakberendezési',
  'Asztalos',
  'Acélszerkezet',
  'Burkolat',
] as const;
const SURNAMES = [
  'Kovács',
  'Szabó',
  'Tóth',
  'Nagy',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Mészáros',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
  'Fehér',
  'Balázs',
  'Gál',
  'Szűcs',
  'Pintér',
  'Fodor',
  'Sipos',
  'Lukács',
  'Gulyás',
  'Bíró',
  'Hegedűs',
  'Deák',
  'Bálint',
  'Illés',
  'Vörös',
  'Szőke',
  'Fábián',
  'Lengyel',
  'Bognár',
] as const;
const GIVEN_NAMES = [
  'László',
  'István',
  'József',
  'Zoltán',
  'Gábor',
  'Ferenc',
  'Attila',
  'Péter',
  'Tamás',
  'Zsolt',
  'András',
  'Csaba',
  'Balázs',
  'Mária',
  'Erzsébet',
  'Katalin',
  'Éva',
  'Zsuzsanna',
  'Judit',
  'Ágnes',
  'Andrea',
  'Krisztina',
  'Mónika',
  'Gabriella',
  'Eszter',
  'Réka',
] as const;
const POSITIONS = [
  'ügyvezető',
  'beszerzési vezető',
  'könyvelő',
  'raktárvezető',
  'értékesítési vezető',
  'projektvezető',
  'irodavezető',
] as const;
/** The first 7 digits of real Hungarian banks' branch codes; the 8th is computed. */
const BANKS = [
  ['1177301', 'OTP Bank'],
  ['1040000', 'K&H Bank'],
  ['1201000', 'Raiffeisen Bank'],
  ['1091800', 'UniCredit Bank'],
  ['1160000', 'Erste Bank'],
  ['1070002', 'CIB Bank'],
  ['1010209', 'MBH Bank'],
] as const;

/** Demo job types of the foundation's employees, by job title. */
const JOB_TYPES: Record<string, string> = {
  Értékesítő: 'SALES_REPRESENTATIVE',
  Raktáros: 'WAREHOUSE_WORKER',
  Targoncavezető: 'WAREHOUSE_WORKER',
  Gépkocsivezető: 'DRIVER',
  Ütemező: 'SCHEDULER',
  Műhelyvezető: 'WORKSHOP_WORKER',
  Asztalos: 'WORKSHOP_WORKER',
};

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const giro = (first7: string) => `${first7}${giroCheckDigit(first7)}`;
const withCheck = (base7: string) => `${base7}${taxNumberCheckDigit(base7)}`;

type Role = 'CUSTOMER' | 'SUPPLIER' | 'INSURER' | 'SUBCONTRACTOR' | 'MANUFACTURER';

/** Mostly customers; every fifth a supplier, some manufacturers, subcontractors and insurers. */
function rolesOf(i: number): Role[] {
  if (i % 17 === 3) return ['INSURER'];
  if (i % 11 === 5) return ['SUBCONTRACTOR', 'SUPPLIER'];
  if (i % 7 === 2) return ['SUPPLIER', 'MANUFACTURER'];
  if (i % 5 === 1) return ['SUPPLIER', 'CUSTOMER'];
  return ['CUSTOMER'];
}

const phoneOf = (r: ReturnType<typeof randomOf>) =>
  `+36 ${r.pick(['20', '30', '70'])} ${r.digits(3)} ${r.digits(4)}`;

/** Partners of one firm: companies (Kft., Zrt., Bt.) and persons, with everything around them. */
async function seedFirmPartners(db: Db, firmId: number, count: number, salesReps: number[]) {
  const r = randomOf(firmId * 7919);
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('partners', 'id'))::int as id from generate_series(1, ${count})`,
    )
  ).map((row) => row.id);
  const taken = new Set<string>();
  const names = new Set<string>();
  const uniqueBase = (first: string) => {
    for (;;) {
      const base = `${first}${r.digits(6)}`;
      if (!taken.has(base)) {
        taken.add(base);
        return base;
      }
    }
  };
  const rows: (typeof partners.$inferInsert)[] = [];
  const addresses: (typeof partnerAddresses.$inferInsert)[] = [];
  const contacts: (typeof partnerContacts.$inferInsert)[] = [];
  const accounts: (typeof partnerBankAccounts.$inferInsert)[] = [];
  ids.forEach((id, i) => {
    const place = r.pick(PLACES);
    const isPerson = i % 6 === 4;
    const roles = isPerson ? (['CUSTOMER'] as Role[]) : rolesOf(i);
    const form = roles[0] === 'INSURER' ? 'Zrt.' : r.pick(['Kft.', 'Kft.', 'Kft.', 'Zrt.', 'Bt.']);
    const person = `${i === 4 ? 'Kovács' : r.pick(SURNAMES)} ${r.pick(GIVEN_NAMES)}`;
    const firmName = () =>
      roles[0] === 'INSURER'
        ? `${r.pick(REGIONS)} Biztosító`
        : `${r.pick(REGIONS)} ${r.pick(TRADES)}`;
    let shortName = firmName();
    while (names.has(shortName)) shortName = firmName();
    names.add(shortName);
    const name = isPerson ? person : `${shortName} ${form}`;
    // Private persons have no tax number; sole traders (every other person) have one from 6xxxxxxx.
    const hasTaxNumber = !isPerson || i % 12 === 10;
    const vatCode = isPerson ? 1 : form === 'Bt.' ? 3 : 2;
    const base = hasTaxNumber ? withCheck(uniqueBase(isPerson ? '6' : r.pick(['1', '2']))) : null;
    rows.push({
      id,
      firmId,
      code: `P${String(id).padStart(6, '0')}`,
      kind: isPerson ? 'PERSON' : 'COMPANY',
      name,
      shortName: isPerson ? null : shortName,
      roles,
      taxNumber: base && `${base}-${vatCode}-${place[2]}`,
      euVatNumber: base && vatCode === 2 && r.chance(0.6) ? `HU${base}` : null,
      registrationNumber: isPerson
        ? null
        : `${place[3]}-${form === 'Zrt.' ? '10' : form === 'Bt.' ? '06' : '09'}-${r.digits(6)}`,
      priceType: isPerson ? 'RETAIL' : r.pick(['WHOLESALE', 'WHOLESALE', 'RESELLER', 'PROJECT']),
      paymentMethod: isPerson ? r.pick(['CASH', 'CARD']) : 'TRANSFER',
      paymentTermsDays: isPerson ? 0 : r.pick([8, 15, 30, 30, 45, 60]),
      creditLimit: isPerson || r.chance(0.4) ? null : `${r.pick([5, 10, 20, 50, 100])}00000.00`,
      salesRepEmployeeId: roles.includes('CUSTOMER') && salesReps.length ? r.pick(salesReps) : null,
      notes: i % 9 === 0 ? 'Szállítás előtt telefonon egyeztetni.' : '',
      isActive: i % 23 !== 22,
    });
    const street = () => `${r.pick(STREETS)} ${1 + r.int(120)}.`;
    addresses.push({
      firmId,
      partnerId: id,
      kind: 'BILLING',
      postalCode: place[0],
      city: place[1],
      street: street(),
      isDefault: true,
    });
    if (!isPerson && r.chance(0.5)) {
      const site = r.pick(PLACES);
      addresses.push({
        firmId,
        partnerId: id,
        kind: 'SHIPPING',
        name: r.pick(['Központi raktár', 'Telephely', 'Építési terület', 'Üzlet']),
        postalCode: site[0],
        city: site[1],
        street: street(),
        isDefault: true,
      });
    }
    const domain = `${ascii(shortName)}.hu`;
    const people = isPerson ? 1 : 1 + r.int(3);
    for (let c = 0; c < people; c++) {
      const contact = isPerson ? person : `${r.pick(SURNAMES)} ${r.pick(GIVEN_NAMES)}`;
      const [surname, given] = contact.split(' ') as [string, string];
      contacts.push({
        firmId,
        partnerId: id,
        name: contact,
        phone: phoneOf(r),
        email: isPerson
          ? `${ascii(given)}.${ascii(surname)}@${r.pick(['gmail.com', 'freemail.hu', 'citromail.hu'])}`
          : `${ascii(surname)}.${ascii(given)}@${domain}`,
        position: isPerson ? null : POSITIONS[c % POSITIONS.length]!,
        isPrimary: c === 0,
      });
    }
    if (!isPerson || r.chance(0.3)) {
      const [prefix, bankName] = r.pick(BANKS);
      // 2×8 digits, or 3×8 where the last 16 digits carry one check digit (MNB rule).
      const long = r.digits(15);
      const rest = r.chance(0.7) ? giro(r.digits(7)) : `${long}${giroCheckDigit(long)}`;
      const accountNumber = `${giro(prefix)}${rest}`.match(/\d{8}/g)!.join('-');
      accounts.push({
        firmId,
        partnerId: id,
        accountNumber,
        format: 'HU',
        bankName,
        isDefault: true,
      });
    }
  });
  await db.insert(partners).values(rows);
  await db.insert(partnerAddresses).values(addresses);
  await db.insert(partnerContacts).values(contacts);
  if (accounts.length) await db.insert(partnerBankAccounts).values(accounts);
  // A company group: the first company is the parent of the next two, which is also its payer.
  const companies = rows.filter((p) => p.kind === 'COMPANY').map((p) => p.id!);
  await db.insert(partnerLinks).values([
    {
      firmId,
      partnerId: companies[1]!,
      linkedPartnerId: companies[0]!,
      linkType: 'PARENT_COMPANY',
    },
    {
      firmId,
      partnerId: companies[2]!,
      linkedPartnerId: companies[0]!,
      linkType: 'PARENT_COMPANY',
    },
    { firmId, partnerId: companies[2]!, linkedPartnerId: companies[0]!, linkType: 'PAYER' },
    { firmId, partnerId: companies[0]!, linkedPartnerId: companies[3]!, linkType: 'BRANCH' },
  ]);
}

/** Demo partners (60 for the first firm, 20 for the second), employees' job types and absences. */
export async function seedPartners(db: Db, firmIds: number[], now: Date): Promise<void> {
  for (const [title, jobType] of Object.entries(JOB_TYPES))
    await db.execute(sql`update employees set job_type = ${jobType} where job_title = ${title}`);
  await db.execute(sql`update employees set job_type = 'BACK_OFFICE' where job_type is null`);
  const counts = [60, 20];
  for (const [i, count] of counts.entries()) {
    const firmId = firmIds[i];
    if (firmId === undefined) continue;
    const reps = await queryRows<{ id: number }>(
      db,
      sql`select id from employees where firm_id = ${firmId} and job_type = 'SALES_REPRESENTATIVE' order by id`,
    );
    await seedFirmPartners(
      db,
      firmId,
      count,
      reps.map((e) => e.id),
    );
  }
  // A driver of the first firm is on leave from `now` for three days.
  const [driver] = await queryRows<{ id: number }>(
    db,
    sql`select id from employees where firm_id = ${firmIds[0]!} and job_type = 'DRIVER' order by id limit 1`,
  );
  if (driver) {
    const day = (offset: number) =>
      new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await db.insert(employeeAbsences).values({
      firmId: firmIds[0]!,
      employeeId: driver.id,
      dateFrom: day(0),
      dateTo: day(2),
      reason: 'Szabadság',
    });
  }
}

/**
 * `count` generated partners of a firm for benchmarks (`npm run seed -- --scale=large`): set-based
 * inserts from generate_series, a billing address and a contact each, derived from the partner id.
 * Tax numbers come from the 5xxxxxxx range, which the demo partners never use, with valid check
 * digits (unique while ids stay below a million).
 *
 * The partners go in first and are analysed before their addresses and contacts: otherwise the
 * foreign-key checks of the children run with a plan made for an almost empty partners table (a
 * sequential scan per row), which makes the load quadratic.
 */
export async function generateLargePartners(db: Db, firmId: number, count: number): Promise<void> {
  const array = (list: readonly string[]) =>
    sql.raw(`array[${list.map((s) => `'${s}'`).join(',')}]`);
  const pick = (list: readonly string[], salt: number) =>
    sql`(${array(list)})[1 + ((id * ${salt}) % ${list.length})]`;
  const [last] = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as id from partners`,
  );
  const fresh = sql`from partners where firm_id = ${firmId} and id > ${last!.id}`;
  await db.execute(sql`
    insert into partners (id, firm_id, code, kind, name, roles, tax_number, payment_terms_days)
    select id, ${firmId}, 'P' || lpad(id::text, 6, '0'),
      case when id % 5 = 0 then 'PERSON' else 'COMPANY' end,
      case when id % 5 = 0
        then ${pick(SURNAMES, 31)} || ' ' || ${pick(GIVEN_NAMES, 17)}
        else ${pick(REGIONS, 13)} || ' ' || ${pick(TRADES, 7)} || ' ' || id || ' Kft.' end,
      case when id % 4 = 1 then array['SUPPLIER', 'CUSTOMER'] else array['CUSTOMER'] end,
      case when id % 5 = 0 then null else b || ((10 - ((
        substr(b, 1, 1)::int * 9 + substr(b, 2, 1)::int * 7 + substr(b, 3, 1)::int * 3 +
        substr(b, 4, 1)::int + substr(b, 5, 1)::int * 9 + substr(b, 6, 1)::int * 7 +
        substr(b, 7, 1)::int * 3) % 10)) % 10)::text || '-2-41' end,
      30
    from (
      select id, lpad((5000000 + (id * 7919) % 1000000)::text, 7, '0') as b
      from (select nextval(pg_get_serial_sequence('partners', 'id'))::int as id
            from generate_series(1, ${count})) n
    ) s`);
  await db.execute(sql`analyze partners`);
  const cities = PLACES.map((p) => p[1]);
  const postalCodes = PLACES.map((p) => p[0]);
  await db.execute(sql`
    insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street, is_default)
    select ${firmId}, id, 'BILLING', ${pick(postalCodes, 3)}, ${pick(cities, 3)},
      ${pick(STREETS, 11)} || ' ' || (1 + id % 120) || '.', true
    ${fresh}`);
  await db.execute(sql`
    insert into partner_contacts (firm_id, partner_id, name, email, phone, is_primary)
    select ${firmId}, id, ${pick(SURNAMES, 23)} || ' ' || ${pick(GIVEN_NAMES, 29)},
      'kapcsolat' || id || '@example.hu', '+36 30 ' || lpad((id % 10000000)::text, 7, '0'), true
    ${fresh}`);
  await db.execute(sql`analyze partner_addresses`);
  await db.execute(sql`analyze partner_contacts`);
}
