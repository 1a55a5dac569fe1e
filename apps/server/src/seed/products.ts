import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';

/** Product groups by the prefix of the demo products' codes, and the service group. */
const GROUPS = [
  ['PRODUCT', 'ASZ', 'Szerszámok, kisgépek'],
  ['PRODUCT', 'BUT', 'Bútorok'],
  ['PRODUCT', 'CSO', 'Csomagolóanyagok'],
  ['PRODUCT', 'EPI', 'Építőanyagok'],
  ['PRODUCT', 'FES', 'Festékek, lazúrok'],
  ['PRODUCT', 'VAS', 'Vasáru'],
  ['PRODUCT', 'KON', 'Konyhai berendezés'],
  ['PRODUCT', 'VIL', 'Világítástechnika'],
  ['SERVICE', 'SZO', 'Szolgáltatások'],
] as const;

/** code, name, measure unit, VAT code */
const SERVICES = [
  ['SZO-9001', 'Kiszállítás Budapesten belül', 'db', '27'],
  ['SZO-9002', 'Helyszíni szerelés', 'óra', '27'],
  ['SZO-9003', 'Bútor-összeszerelés', 'db', '27'],
] as const;

const TRANSLATIONS = [
  ['ASZ-1002', 'EN', 'Impact drill 750 W'],
  ['BUT-2001', 'EN', 'Oak dining table 160×90'],
  ['BUT-2001', 'DE', 'Esstisch Eiche 160×90'],
  ['VIL-8001', 'EN', 'LED panel 60×60 40 W'],
] as const;

const ALIASES = [
  ['ASZ-1002', 'ütvefúrógép'],
  ['ASZ-1003', 'akkus fúró'],
  ['VIL-8001', 'mennyezeti LED lámpa'],
  ['CSO-3003', 'EUR-raklap'],
  ['FES-5003', 'barackszín festék'],
] as const;

const values = (rows: readonly (readonly string[])[]): SQL =>
  sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/**
 * The master data around the demo products of the first two firms: groups and catalogues, services,
 * aliases, English and German names, retail and wholesale HUF prices (export prices in EUR),
 * supplier conditions with a price break from the seeded suppliers, opening stock in the bins of
 * zone B of the first warehouse with the bin as default storage, cartons and pallets as packaging
 * units.
 */
export async function seedProducts(tx: Db, firmIds: number[]): Promise<void> {
  for (const firmId of firmIds.slice(0, 2)) {
    await tx.execute(sql`
      with g as (
        insert into product_groups (firm_id, kind, code, name)
        select ${firmId}, kind, code, name from (values ${values(GROUPS)}) v(kind, code, name)
        returning id, code)
      update products p set group_id = g.id from g
      where p.firm_id = ${firmId} and split_part(p.code, '-', 1) = g.code`);
    await tx.execute(sql`
      insert into products (firm_id, code, name, is_service, measure_unit_code, vat_code, group_id)
      select ${firmId}, v.code, v.name, true, v.unit, v.vat, g.id
      from (values ${values(SERVICES)}) v(code, name, unit, vat)
      join product_groups g on g.firm_id = ${firmId} and g.code = 'SZO'`);
    await tx.execute(sql`
      with c as (
        insert into product_catalogues (firm_id, code, name)
        values (${firmId}, 'WEB', 'Webáruház'), (${firmId}, 'KAT26', 'Nyomtatott katalógus 2026')
        returning id, code)
      update products p set catalogue_id = c.id from c
      where p.firm_id = ${firmId} and c.code = case when p.code < 'F' then 'KAT26' else 'WEB' end`);
    await tx.execute(sql`
      insert into product_translations (firm_id, product_id, language, name)
      select ${firmId}, p.id, v.language, v.name
      from (values ${values(TRANSLATIONS)}) v(code, language, name)
      join products p on p.firm_id = ${firmId} and p.code = v.code`);
    await tx.execute(sql`
      insert into product_aliases (firm_id, product_id, alias)
      select ${firmId}, p.id, v.alias from (values ${values(ALIASES)}) v(code, alias)
      join products p on p.firm_id = ${firmId} and p.code = v.code`);
    // Prices from the start of the year, derived from the id so every product differs.
    await tx.execute(sql`
      with base as (
        select id, is_service, round((1490 + (id * 7919) % 89000) / 10.0) * 10 as retail
        from products where firm_id = ${firmId})
      insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
      select ${firmId}::int, id, 'RETAIL', 'HUF', retail, date '2026-01-01' from base
      union all
      select ${firmId}::int, id, 'WHOLESALE', 'HUF', round(retail * 0.85), date '2026-01-01' from base
      union all
      select ${firmId}::int, id, 'EXPORT', 'EUR', round(retail / 390, 2), date '2026-01-01' from base
      where not is_service and id % 3 = 0`);
    await tx.execute(sql`
      with sup as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from (select id from partners where firm_id = ${firmId} and roles @> array['SUPPLIER']::text[]
          order by id limit 4) s),
      goods as (
        select p.id, row_number() over (order by p.id) - 1 as n, pr.unit_price
        from products p join product_prices pr on pr.product_id = p.id
          and pr.price_type = 'RETAIL' and pr.currency_code = 'HUF'
        where p.firm_id = ${firmId} and not p.is_service)
      insert into product_suppliers (firm_id, product_id, supplier_id, supplier_product_code,
        currency_code, unit_price, min_quantity, lead_time_days, is_preferred)
      select ${firmId}, goods.id, sup.id, 'SZ-' || goods.id, 'HUF',
        round(goods.unit_price * b.factor), b.min_qty, 3 + goods.n % 8, true
      from goods join sup on sup.n = goods.n % sup.total
      cross join (values (0.62, 1), (0.55, 20)) b(factor, min_qty)`);
    await tx.execute(sql`
      with bins as (
        select id, branch_id, row_number() over (order by code) - 1 as n, count(*) over () as total
        from storages where firm_id = ${firmId} and type = 'BIN' and code like 'B-%'),
      goods as (
        select id, row_number() over (order by code) - 1 as n
        from products where firm_id = ${firmId} and not is_service),
      placed as (
        insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
        select ${firmId}, goods.id, bins.id, bins.branch_id, 'DEFAULT'
        from goods join bins on bins.n = goods.n % bins.total
        returning product_id, storage_id)
      insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
      select ${firmId}, product_id, storage_id, 5 + product_id % 40, 'OPENING', 'Nyitókészlet 2026'
      from placed`);
    // Building materials and packaging come in cartons and on pallets.
    await tx.execute(sql`
      insert into product_packages (firm_id, product_id, measure_unit_code, quantity)
      select ${firmId}, p.id, v.unit, v.qty from products p
      cross join (values ('karton', 10), ('raklap', 400)) v(unit, qty)
      where p.firm_id = ${firmId} and split_part(p.code, '-', 1) in ('CSO', 'EPI', 'VAS')`);
  }
}

const ADJECTIVES = [
  'Kültéri',
  'Beltéri',
  'Prémium',
  'Ipari',
  'Professzionális',
  'Kompakt',
  'Vízálló',
  'Hőálló',
  'Rozsdamentes',
  'Horganyzott',
  'Fehér',
  'Fekete',
  'Szürke',
  'Antik',
  'Moduláris',
  'Összecsukható',
  'Állítható',
  'Megerősített',
  'Könnyített',
  'Ergonomikus',
];
const MATERIALS = [
  'tölgyfa',
  'bükkfa',
  'fenyő',
  'acél',
  'alumínium',
  'üveg',
  'műanyag',
  'kerámia',
  'réz',
  'gránit',
  'bambusz',
  'kőzetgyapot',
  'gipszkarton',
  'beton',
  'textil',
];
const NOUNS = [
  'asztal',
  'szék',
  'polc',
  'szekrény',
  'csavar',
  'tipli',
  'zsanér',
  'fogantyú',
  'lámpa',
  'reflektor',
  'csempe',
  'padlólap',
  'ragasztó',
  'festék',
  'lazúr',
  'fúrószár',
  'csiszolókorong',
  'kesztyű',
  'létra',
  'vödör',
  'tömlő',
  'csaptelep',
  'mosogató',
  'fiók',
  'ajtó',
  'ablak',
  'párkány',
  'léc',
  'profil',
  'cső',
  'kábel',
  'kapcsoló',
  'dugalj',
  'izzó',
  'szalag',
  'fólia',
  'doboz',
  'zsák',
  'raklap',
  'kosár',
];
const PREFIXES = ['ASZ', 'BUT', 'CSO', 'EPI', 'FES', 'VAS', 'KON', 'VIL', 'KER', 'AUT'];

const arrayOf = (words: string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);

/**
 * `count` generated products of a firm for benchmarks (`npm run seed -- --scale=large`), in one
 * set-based insert: names from word lists (adjective, material, noun, size), so 3-letter
 * fragments match many rows as real catalogues do; codes `<prefix>-<7 digits>` with ten prefixes.
 * With `spread`, each product gets one of the groups and catalogues (in the same insert, so a
 * benchmark needs no 1M-row update afterwards).
 */
export async function generateLargeProducts(
  db: Db,
  firmId: number,
  count: number,
  spread?: { groupIds: number[]; catalogueIds: number[] },
): Promise<void> {
  const pick = (list: string[], salt: number) =>
    sql`(${arrayOf(list)})[1 + ((g * ${salt}) % ${list.length})]`;
  const of = (ids: number[] | undefined) =>
    ids?.length ? sql`(${sql.param(ids)}::int[])[1 + g % ${ids.length}]` : sql`null::int`;
  await db.execute(sql`
    insert into products (firm_id, code, name, vat_code, created_at, group_id, catalogue_id)
    select ${firmId},
      (${arrayOf(PREFIXES)})[1 + g % ${PREFIXES.length}] || '-' || lpad(g::text, 7, '0'),
      ${pick(ADJECTIVES, 7)} || ' ' || ${pick(MATERIALS, 11)} || ' ' || ${pick(NOUNS, 13)}
        || ' ' || (10 + (g * 17) % 190) || case when g % 3 = 0 then ' cm' when g % 3 = 1 then ' mm' else ' db/cs' end,
      case when g % 50 = 0 then '5' else '27' end,
      now() - make_interval(secs => g),
      ${of(spread?.groupIds)}, ${of(spread?.catalogueIds)}
    from generate_series(1, ${count}) g`);
}
