-- Reference data (languages, measure units, currencies and their daily rates, codes, couriers,
-- templates, screen setups, comments) and storages (branches, warehouses and storage locations).
--
-- Global lists (no firm_id) are the same for every firm and come with this migration, so a new
-- installation has them without demo data: ISO languages, legal and physical measure units, ISO
-- currencies and the central bank's (MNB) official daily rates. Everything a firm configures for
-- itself (codes, couriers, templates, branches, storages) and everything its users write carries
-- firm_id.

create table languages (
  id serial primary key,
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  name_hu text not null,
  name_en text not null,
  sort_order int not null default 100
);

insert into languages (code, name_hu, name_en, sort_order) values
  ('HU', 'Magyar', 'Hungarian', 1),
  ('EN', 'Angol', 'English', 2),
  ('DE', 'Német', 'German', 3),
  ('SK', 'Szlovák', 'Slovak', 4),
  ('RO', 'Román', 'Romanian', 5),
  ('HR', 'Horvát', 'Croatian', 6),
  ('SR', 'Szerb', 'Serbian', 7),
  ('SL', 'Szlovén', 'Slovenian', 8),
  ('CS', 'Cseh', 'Czech', 9),
  ('PL', 'Lengyel', 'Polish', 10),
  ('UK', 'Ukrán', 'Ukrainian', 11),
  ('IT', 'Olasz', 'Italian', 12),
  ('FR', 'Francia', 'French', 13),
  ('ES', 'Spanyol', 'Spanish', 14);

-- nav_unit: the unit of measure the NAV Online Számla invoice schema knows (OWN for the others).
create table measure_units (
  id serial primary key,
  code text not null unique,
  name_hu text not null,
  name_en text not null,
  nav_unit text not null check (nav_unit in ('PIECE', 'KILOGRAM', 'TON', 'KWH', 'DAY', 'HOUR',
    'MINUTE', 'MONTH', 'LITER', 'KILOMETER', 'CUBIC_METER', 'METER', 'LINEAR_METER', 'CARTON',
    'PACK', 'OWN')),
  sort_order int not null default 100
);

insert into measure_units (code, name_hu, name_en, nav_unit, sort_order) values
  ('db', 'darab', 'piece', 'PIECE', 1),
  ('kg', 'kilogramm', 'kilogram', 'KILOGRAM', 2),
  ('g', 'gramm', 'gram', 'OWN', 3),
  ('t', 'tonna', 'tonne', 'TON', 4),
  ('m', 'méter', 'metre', 'METER', 5),
  ('fm', 'folyóméter', 'linear metre', 'LINEAR_METER', 6),
  ('cm', 'centiméter', 'centimetre', 'OWN', 7),
  ('mm', 'milliméter', 'millimetre', 'OWN', 8),
  ('m²', 'négyzetméter', 'square metre', 'OWN', 9),
  ('m³', 'köbméter', 'cubic metre', 'CUBIC_METER', 10),
  ('l', 'liter', 'litre', 'LITER', 11),
  ('dl', 'deciliter', 'decilitre', 'OWN', 12),
  ('csomag', 'csomag', 'pack', 'PACK', 13),
  ('karton', 'karton', 'carton', 'CARTON', 14),
  ('doboz', 'doboz', 'box', 'OWN', 15),
  ('tekercs', 'tekercs', 'roll', 'OWN', 16),
  ('raklap', 'raklap', 'pallet', 'OWN', 17),
  ('pár', 'pár', 'pair', 'OWN', 18),
  ('készlet', 'készlet', 'set', 'OWN', 19),
  ('óra', 'óra', 'hour', 'HOUR', 20),
  ('perc', 'perc', 'minute', 'MINUTE', 21),
  ('nap', 'nap', 'day', 'DAY', 22),
  ('hó', 'hónap', 'month', 'MONTH', 23),
  ('km', 'kilométer', 'kilometre', 'KILOMETER', 24),
  ('kWh', 'kilowattóra', 'kilowatt-hour', 'KWH', 25);

-- decimals: the minor units shown and rounded to on documents (HUF invoices are in whole forints).
create table currencies (
  id serial primary key,
  code text not null unique check (code ~ '^[A-Z]{3}$'),
  name_hu text not null,
  name_en text not null,
  decimals int not null default 2 check (decimals between 0 and 4),
  sort_order int not null default 100
);

insert into currencies (code, name_hu, name_en, decimals, sort_order) values
  ('HUF', 'Magyar forint', 'Hungarian forint', 0, 1),
  ('EUR', 'Euró', 'Euro', 2, 2),
  ('USD', 'Amerikai dollár', 'US dollar', 2, 3),
  ('CHF', 'Svájci frank', 'Swiss franc', 2, 4),
  ('GBP', 'Angol font', 'Pound sterling', 2, 5),
  ('AUD', 'Ausztrál dollár', 'Australian dollar', 2, 100),
  ('BGN', 'Bolgár leva', 'Bulgarian lev', 2, 100),
  ('BRL', 'Brazil reál', 'Brazilian real', 2, 100),
  ('CAD', 'Kanadai dollár', 'Canadian dollar', 2, 100),
  ('CNY', 'Kínai jüan', 'Chinese yuan', 2, 100),
  ('CZK', 'Cseh korona', 'Czech koruna', 2, 100),
  ('DKK', 'Dán korona', 'Danish krone', 2, 100),
  ('HKD', 'Hongkongi dollár', 'Hong Kong dollar', 2, 100),
  ('IDR', 'Indonéz rúpia', 'Indonesian rupiah', 0, 100),
  ('ILS', 'Izraeli sékel', 'Israeli shekel', 2, 100),
  ('INR', 'Indiai rúpia', 'Indian rupee', 2, 100),
  ('ISK', 'Izlandi korona', 'Icelandic króna', 0, 100),
  ('JPY', 'Japán jen', 'Japanese yen', 0, 100),
  ('KRW', 'Dél-koreai von', 'South Korean won', 0, 100),
  ('MXN', 'Mexikói peso', 'Mexican peso', 2, 100),
  ('MYR', 'Maláj ringgit', 'Malaysian ringgit', 2, 100),
  ('NOK', 'Norvég korona', 'Norwegian krone', 2, 100),
  ('NZD', 'Új-zélandi dollár', 'New Zealand dollar', 2, 100),
  ('PHP', 'Fülöp-szigeteki peso', 'Philippine peso', 2, 100),
  ('PLN', 'Lengyel zloty', 'Polish zloty', 2, 100),
  ('RON', 'Román lej', 'Romanian leu', 2, 100),
  ('RSD', 'Szerb dinár', 'Serbian dinar', 2, 100),
  ('SEK', 'Svéd korona', 'Swedish krona', 2, 100),
  ('SGD', 'Szingapúri dollár', 'Singapore dollar', 2, 100),
  ('THB', 'Thai baht', 'Thai baht', 2, 100),
  ('TRY', 'Török líra', 'Turkish lira', 2, 100),
  ('UAH', 'Ukrán hrivnya', 'Ukrainian hryvnia', 2, 100),
  ('ZAR', 'Dél-afrikai rand', 'South African rand', 2, 100);

-- HUF per `unit` units of the currency on a day (MNB quotes JPY, KRW, IDR per 100). HUF itself,
-- the base, has no rows. One row per currency and day: an import of the same day overwrites it.
create table currency_rates (
  currency_code text not null references currencies (code),
  rate_date date not null,
  rate numeric(14, 4) not null check (rate > 0),
  unit int not null default 1 check (unit > 0),
  source text not null default 'MNB' check (source in ('MNB', 'MANUAL')),
  imported_at timestamptz not null default now(),
  primary key (currency_code, rate_date)
);
create index currency_rates_date_idx on currency_rates (rate_date desc);

-- The firm's coded lists (payment methods, price types, …), names in Hungarian and English.
create table codes (
  id serial primary key,
  firm_id int not null references firms (id),
  code_group text not null check (code_group ~ '^[A-Z][A-Z0-9_]*$'),
  code text not null,
  name_hu text not null,
  name_en text,
  sort_order int not null default 100,
  is_active boolean not null default true
);
create unique index codes_group_code_uq on codes (firm_id, code_group, lower(code) text_pattern_ops);
create index codes_name_hu_trgm_idx on codes using gin (f_search_key(name_hu) gin_trgm_ops);
create index codes_name_en_trgm_idx on codes using gin (f_search_key(name_en) gin_trgm_ops);

create table couriers (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  kind text not null check (kind in ('PARCEL', 'POSTAL', 'PARCEL_LOCKER', 'OWN_DELIVERY')),
  -- The firm's customer number at the courier (GLS label printing needs it).
  account_number text,
  -- `{trackingNumber}` is replaced by the parcel's number.
  tracking_url_template text,
  sort_order int not null default 100,
  is_active boolean not null default true
);
create unique index couriers_code_uq on couriers (firm_id, lower(code));

create table document_templates (
  id serial primary key,
  firm_id int not null references firms (id),
  scope text not null check (scope in ('CUSTOMER_ORDER', 'QUOTE', 'QUOTE_REQUEST',
    'CUSTOMER_INVOICE', 'DELIVERY_NOTE', 'SUPPLIER_ORDER', 'WORKSHOP_ORDER', 'PRODUCT_LABEL')),
  kind text not null check (kind in ('DOCUMENT', 'EMAIL')),
  code text not null,
  name text not null,
  language text not null references languages (code),
  is_default boolean not null default false,
  is_active boolean not null default true,
  sort_order int not null default 100,
  updated_at timestamptz not null default now()
);
create unique index document_templates_code_uq on document_templates (firm_id, scope, lower(code));
-- At most one default per scope, kind and language: the one a document uses unless told otherwise.
create unique index document_templates_default_uq on document_templates (firm_id, scope, kind, language)
  where is_default;

-- UI settings of one user for one screen (columns, page size, sort), kept per firm like all of a
-- user's working state (navigation history, widget order).
create table screen_setups (
  user_id int not null references users (id) on delete cascade,
  firm_id int not null references firms (id),
  screen text not null,
  setup jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, firm_id, screen)
);

-- Comments on a quote, a quote request or a customer order. Those tables arrive with their areas;
-- until then the target is (entity_type, entity_id) without a foreign key.
create table comments (
  id serial primary key,
  firm_id int not null references firms (id),
  entity_type text not null check (entity_type in ('QUOTE', 'QUOTE_REQUEST', 'CUSTOMER_ORDER')),
  entity_id int not null,
  author_user_id int not null references users (id),
  text text not null check (length(text) between 1 and 4000),
  created_at timestamptz not null default now()
);
create index comments_entity_idx on comments (firm_id, entity_type, entity_id, created_at);

create table branches (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  country_code text not null default 'HU',
  postal_code text not null,
  city text not null,
  street text not null,
  is_active boolean not null default true
);
create unique index branches_code_uq on branches (firm_id, lower(code));

-- Warehouses and their locations as one tree: WAREHOUSE (root, no parent) → ZONE → SHELF → BIN,
-- BUFFER areas under a warehouse or zone. branch_id is the branch of the root, kept on every row
-- so a branch's locations are found without walking the tree.
create table storages (
  id serial primary key,
  firm_id int not null references firms (id),
  branch_id int not null references branches (id),
  parent_id int references storages (id),
  code text not null,
  name text not null,
  type text not null check (type in ('WAREHOUSE', 'ZONE', 'SHELF', 'BIN', 'BUFFER')),
  is_active boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((type = 'WAREHOUSE') = (parent_id is null)),
  check (parent_id <> id)
);
-- One index for both: codes unique per firm (case-free) and code-prefix lookups.
create unique index storages_code_uq on storages (firm_id, lower(code) text_pattern_ops);
create index storages_name_trgm_idx on storages using gin (f_search_key(name) gin_trgm_ops);
create index storages_parent_idx on storages (parent_id);
create index storages_branch_idx on storages (firm_id, branch_id);
