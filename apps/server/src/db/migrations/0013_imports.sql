-- Param settings, import templates and import runs (imports README).

-- A firm's value of a setting of the contract's catalogue (SETTING_DEFINITIONS); a setting without
-- a row reads its default. No process caches these rows, so a change is effective at commit for
-- every server process.
create table settings (
  firm_id int not null references firms (id),
  setting_id text not null,
  value jsonb not null,
  version int not null default 1,
  updated_by int references users (id),
  updated_at timestamptz not null default now(),
  primary key (firm_id, setting_id)
);

-- A saved column mapping: which column type each header of a supplier's file is.
create table import_templates (
  id serial primary key,
  firm_id int not null references firms (id),
  type text not null check (type in ('PARTNER', 'PRODUCT', 'SERVICE')),
  import_mode text not null check (import_mode in ('CREATE', 'UPDATE', 'UPSERT')),
  name text not null,
  mapping jsonb not null,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  unique (firm_id, id)
);
create unique index import_templates_name_uq
  on import_templates (firm_id, type, (lower(name) collate "C"));

-- An uploaded file, kept (in the database, so every process reads it) for validation, the run and
-- the error file. Parsed as a stream each time; never held as rows.
create table import_files (
  id serial primary key,
  firm_id int not null references firms (id),
  filename text not null,
  format text not null check (format in ('CSV', 'XLSX')),
  encoding text not null check (encoding in ('UTF-8', 'WINDOWS-1250')),
  delimiter text not null check (delimiter in (';', ',', '')),
  headers text[] not null,
  content bytea not null,
  uploaded_by int references users (id),
  created_at timestamptz not null default now(),
  unique (firm_id, id)
);

-- One import of a file: validated, then queued, running, and DONE / CANCELLED / FAILED.
create table import_runs (
  id serial primary key,
  firm_id int not null references firms (id),
  file_id int not null,
  type text not null check (type in ('PARTNER', 'PRODUCT', 'SERVICE')),
  import_mode text not null check (import_mode in ('CREATE', 'UPDATE', 'UPSERT')),
  mapping jsonb not null,
  status text not null default 'VALIDATED'
    check (status in ('VALIDATED', 'QUEUED', 'RUNNING', 'DONE', 'CANCELLED', 'FAILED')),
  rows_total int not null default 0,
  rows_invalid int not null default 0,
  rows_done int not null default 0,
  rows_failed int not null default 0,
  cancel_requested boolean not null default false,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  unique (firm_id, id),
  foreign key (firm_id, file_id) references import_files (firm_id, id) on delete cascade
);
create index import_runs_firm_idx on import_runs (firm_id, created_at desc);

-- Per-cell errors found by validation (row_number counts data rows from 1; column_index from 0).
create table import_errors (
  import_id int not null references import_runs (id) on delete cascade,
  row_number int not null,
  column_index int not null,
  message_key text not null,
  value text not null default '',
  primary key (import_id, row_number, column_index)
);

-- The run's ledger: a row is written in the same transaction as the entity it created or changed,
-- so a restarted or repeated run skips it and never writes it twice.
create table import_row_results (
  import_id int not null references import_runs (id) on delete cascade,
  row_number int not null,
  entity_id int,
  is_failed boolean not null default false,
  primary key (import_id, row_number)
);

-- Vehicles (spec 001 §7 /v2/vehicles): makers, models with their production years, and windshield
-- data (glass code, international SKU, sensors, heating, dimensions). Catalogue data shared by every
-- firm, like measure units; a firm's product is linked to a windshield by carrying its glass code
-- or international SKU as product code.
create table vehicle_makers (
  id serial primary key,
  name text not null unique
);
create table vehicle_models (
  id serial primary key,
  maker_id int not null references vehicle_makers (id),
  name text not null,
  year_from int not null check (year_from between 1950 and 2100),
  year_to int check (year_to is null or year_to >= year_from),
  unique (maker_id, name, year_from)
);
create table vehicle_windshields (
  id serial primary key,
  model_id int not null references vehicle_models (id),
  glass_code text not null unique,
  international_sku text not null,
  has_rain_sensor boolean not null default false,
  has_heating boolean not null default false,
  has_camera_bracket boolean not null default false,
  width_mm int not null check (width_mm > 0),
  height_mm int not null check (height_mm > 0)
);
create index vehicle_windshields_sku_idx on vehicle_windshields (international_sku);

insert into vehicle_makers (name) values
  ('Volkswagen'), ('Škoda'), ('Opel'), ('Ford'), ('Toyota'), ('Suzuki'), ('Renault'), ('Mercedes-Benz');
insert into vehicle_models (maker_id, name, year_from, year_to)
select m.id, v.name, v.year_from, v.year_to
from (values
  ('Volkswagen', 'Golf VII', 2012, 2020), ('Volkswagen', 'Golf VIII', 2019, null),
  ('Volkswagen', 'Passat B8', 2014, 2023), ('Škoda', 'Octavia III', 2013, 2020),
  ('Škoda', 'Octavia IV', 2019, null), ('Škoda', 'Fabia III', 2014, 2021),
  ('Opel', 'Astra K', 2015, 2021), ('Ford', 'Focus IV', 2018, null),
  ('Toyota', 'Corolla E210', 2018, null), ('Suzuki', 'Vitara IV', 2015, null),
  ('Renault', 'Clio V', 2019, null), ('Mercedes-Benz', 'Sprinter W907', 2018, null)
) v(maker, name, year_from, year_to) join vehicle_makers m on m.name = v.maker;
insert into vehicle_windshields (model_id, glass_code, international_sku, has_rain_sensor,
  has_heating, has_camera_bracket, width_mm, height_mm)
select md.id, w.glass_code, w.sku, w.rain, w.heat, w.cam, w.width, w.height
from (values
  ('Golf VII', '8585AGSMVZ', 'DW02281', true, false, true, 1436, 868),
  ('Golf VII', '8585AGNGN', 'DW02280', false, false, false, 1436, 868),
  ('Golf VIII', '8638AGAMVW1J', 'DW02544', true, true, true, 1448, 874),
  ('Passat B8', '8601AGSMVWZ', 'DW02399', true, false, true, 1490, 902),
  ('Octavia III', '8597AGSMVZ', 'DW02330', true, false, true, 1460, 900),
  ('Octavia III', '8597AGNBL', 'DW02329', false, false, false, 1460, 900),
  ('Octavia IV', '8644AGSMVW1J', 'DW02566', true, true, true, 1478, 912),
  ('Fabia III', '8614AGNGN', 'DW02412', false, false, false, 1388, 842),
  ('Astra K', '6057AGSMVZ', 'DW02371', true, false, true, 1452, 889),
  ('Focus IV', '2581AGSHMVW1L', 'DW02499', true, true, true, 1470, 920),
  ('Corolla E210', '4618AGSMVZ', 'DW02478', true, false, true, 1456, 906),
  ('Vitara IV', '8393AGNMVZ', 'DW02350', false, false, true, 1420, 870),
  ('Clio V', '7266AGSMVW', 'DW02521', true, false, true, 1402, 860),
  ('Sprinter W907', '5379AGNHMV', 'DW02476', false, true, false, 1790, 1010)
) w(model, glass_code, sku, rain, heat, cam, width, height)
join vehicle_models md on md.name = w.model;

-- A user's saved product search filters ("product search conditions"), by name.
create table product_search_conditions (
  id serial primary key,
  firm_id int not null references firms (id),
  user_id int not null references users (id),
  name text not null,
  filters jsonb not null,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index product_search_conditions_name_uq
  on product_search_conditions (firm_id, user_id, (lower(name) collate "C"));
