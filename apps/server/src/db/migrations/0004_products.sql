-- Products: the product master data (groups, catalogue, measure unit, VAT code, names per
-- language, alias names), prices per price type and currency over time, supplier conditions,
-- substitutes, default and buffer storages and the stock ledger.
--
-- Child tables carry firm_id and reference their product by (firm_id, id), so a price, a
-- supplier row or a stock movement can never belong to a product of another firm.
--
-- Lookups answer the top N without sorting all matches: codes through a btree on
-- `lower(code) collate "C"` (answers `like 'prefix%'` and `order by` by walking it), name starts
-- through a btree on `f_search_key(name) collate "C"`, fragments through the trigram index.

alter table products add constraint products_firm_id_uq unique (firm_id, id);
-- One key for unique codes (case-free) and for prefix lookups in code order; it replaces the
-- text_pattern_ops index, which cannot return rows in order.
drop index products_code_prefix_idx;
alter table products drop constraint products_firm_id_code_key;
create unique index products_code_uq on products (firm_id, (lower(code) collate "C"));
create index products_name_key_idx on products (firm_id, (f_search_key(name) collate "C"));
create index products_created_idx on products (firm_id, created_at);

alter table storages add constraint storages_firm_id_uq unique (firm_id, id);

-- Product groups (kind PRODUCT) and service groups (kind SERVICE) share one table.
create table product_groups (
  id serial primary key,
  firm_id int not null references firms (id),
  kind text not null check (kind in ('PRODUCT', 'SERVICE')),
  code text not null,
  name text not null,
  is_active boolean not null default true,
  unique (firm_id, id)
);
create unique index product_groups_code_uq on product_groups (firm_id, kind, (lower(code) collate "C"));

-- A catalogue is a published selection (webshop, printed price list) a product appears in.
create table product_catalogues (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  is_active boolean not null default true,
  unique (firm_id, id)
);
create unique index product_catalogues_code_uq on product_catalogues (firm_id, (lower(code) collate "C"));

-- vat_code: the Hungarian rates (27, 18, 5, 0 %) and the exemption codes of the NAV invoice
-- schema (AAM: not subject, TAM: exempt, EU/EUK: intra-community supply of goods/services,
-- MAA: exempt export, KBAET: exempt intra-community supply of new vehicles).
alter table products
  add column is_service boolean not null default false,
  add column description text not null default '',
  add column group_id int,
  add column catalogue_id int,
  add column measure_unit_code text not null default 'db' references measure_units (code),
  add column vat_code text not null default '27' check (vat_code in ('27', '18', '5', '0', 'AAM',
    'TAM', 'EU', 'EUK', 'MAA', 'KBAET')),
  add foreign key (firm_id, group_id) references product_groups (firm_id, id),
  add foreign key (firm_id, catalogue_id) references product_catalogues (firm_id, id);
create index products_group_idx on products (firm_id, group_id);
create index products_catalogue_idx on products (firm_id, catalogue_id);

-- The product's name and description in other languages; the product row holds the Hungarian.
create table product_translations (
  firm_id int not null references firms (id),
  product_id int not null,
  language text not null references languages (code),
  name text not null,
  description text not null default '',
  primary key (product_id, language),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);

-- Other names the product is known by (trade names, customers' names); found by the alias lookup.
create table product_aliases (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  alias text not null,
  unique (product_id, alias),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);
create index product_aliases_trgm_idx on product_aliases using gin (f_search_key(alias) gin_trgm_ops);
create index product_aliases_key_idx on product_aliases (firm_id, (f_search_key(alias) collate "C"));

-- Net unit price of a price type (PRICE_TYPE code) and currency from valid_from to valid_to
-- (both included; open-ended without valid_to). Periods of one price type and currency may
-- overlap: the one starting latest wins, so a promotion is entered over the list price.
create table product_prices (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  price_type text not null,
  currency_code text not null references currencies (code),
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  valid_from date not null,
  valid_to date,
  created_at timestamptz not null default now(),
  check (valid_to is null or valid_to >= valid_from),
  unique (product_id, price_type, currency_code, valid_from),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);

-- A supplier's condition for the product: price per unit from min_quantity up (price breaks are
-- rows with growing min_quantity), delivery lead time. The applicable row for a quantity is the
-- one with the largest min_quantity not above it.
create table product_suppliers (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  supplier_id int not null,
  supplier_product_code text,
  currency_code text not null references currencies (code),
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  min_quantity numeric(16, 4) not null default 1 check (min_quantity > 0),
  lead_time_days int not null default 0 check (lead_time_days between 0 and 365),
  is_preferred boolean not null default false,
  unique (product_id, supplier_id, currency_code, min_quantity),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade,
  foreign key (firm_id, supplier_id) references partners (firm_id, id)
);
create index product_suppliers_supplier_idx on product_suppliers (firm_id, supplier_id);

-- Products that can be delivered instead of the product (one direction; enter both for mutual).
create table product_substitutes (
  firm_id int not null references firms (id),
  product_id int not null,
  substitute_id int not null,
  primary key (product_id, substitute_id),
  check (product_id <> substitute_id),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade,
  foreign key (firm_id, substitute_id) references products (firm_id, id)
);
create index product_substitutes_substitute_idx on product_substitutes (substitute_id);

-- Where the product is put away (DEFAULT: one per branch) and picked from near the picking
-- area (BUFFER: any number).
create table product_storages (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  storage_id int not null,
  branch_id int not null references branches (id),
  kind text not null check (kind in ('DEFAULT', 'BUFFER')),
  unique (product_id, storage_id, kind),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade,
  foreign key (firm_id, storage_id) references storages (firm_id, id)
);
create unique index product_storages_default_uq on product_storages (product_id, branch_id)
  where kind = 'DEFAULT';

-- The stock ledger: every change of the quantity of a product in a storage is one row (receipts
-- and opening stock positive, picking negative). Stock is the sum; rows are never updated.
create table stock_movements (
  id bigserial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  storage_id int not null,
  quantity numeric(16, 4) not null check (quantity <> 0),
  reason text not null check (reason in ('OPENING', 'RECEIPT', 'PICKING', 'ADJUSTMENT',
    'TRANSFER', 'RETURN')),
  reference text,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  foreign key (firm_id, product_id) references products (firm_id, id),
  foreign key (firm_id, storage_id) references storages (firm_id, id)
);
create index stock_movements_product_idx on stock_movements (product_id, storage_id);
create index stock_movements_storage_idx on stock_movements (storage_id);

-- Bill of materials: a unit of the product is made of `quantity` units of each component (in the
-- component's measure unit). No product contains itself, directly or through its components
-- (checked by the service, which walks the tree).
create table product_components (
  firm_id int not null references firms (id),
  product_id int not null,
  component_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  primary key (product_id, component_id),
  check (product_id <> component_id),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade,
  foreign key (firm_id, component_id) references products (firm_id, id)
);
create index product_components_component_idx on product_components (component_id);

-- Packaging units: one `measure_unit_code` (karton, raklap, …) holds `quantity` base units of the
-- product; barcode and gross weight per package for labels and delivery planning.
create table product_packages (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  measure_unit_code text not null references measure_units (code),
  quantity numeric(16, 4) not null check (quantity > 0),
  barcode text,
  gross_weight_kg numeric(12, 3) check (gross_weight_kg >= 0),
  unique (product_id, measure_unit_code),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);

-- Images of the product, stored by the server under DATA_DIR/media/<firm>/<file_name>. The main
-- one (at most one) is also products.image_path, which the lookups turn into the image URL.
create table product_media (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  file_name text not null unique,
  original_name text not null,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes int not null check (size_bytes > 0),
  is_main boolean not null default false,
  created_at timestamptz not null default now(),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);
create index product_media_product_idx on product_media (product_id);
create unique index product_media_main_uq on product_media (product_id) where is_main;

-- Vignette (matrica): the product's sticker label as the label printer prints it: the label
-- template, the barcode (type and value; EAN-13 by default) and up to three text lines.
create table product_labels (
  product_id int primary key,
  firm_id int not null references firms (id),
  template_code text,
  barcode_type text not null default 'EAN13' check (barcode_type in ('EAN13', 'EAN8', 'CODE128', 'QR')),
  barcode_value text,
  lines text[] not null default '{}' check (cardinality(lines) <= 3),
  width_mm int not null default 50 check (width_mm between 10 and 300),
  height_mm int not null default 30 check (height_mm between 10 and 300),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);

-- Containers (göngyöleg): returnable packaging that goes with each unit of the product (a pallet,
-- a crate, a gas cylinder), itself a product, with the deposit charged for it.
create table product_containers (
  firm_id int not null references firms (id),
  product_id int not null,
  container_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  deposit_fee numeric(16, 2) not null default 0 check (deposit_fee >= 0),
  currency_code text not null default 'HUF' references currencies (code),
  primary key (product_id, container_id),
  check (product_id <> container_id),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade,
  foreign key (firm_id, container_id) references products (firm_id, id)
);
create index product_containers_container_idx on product_containers (container_id);

-- Variants: products of one variation group (a model: "Függőlámpa Luna") differ in the values of
-- their attributes (colour: fehér, size: 60 cm). Within a group no two products have the same
-- attribute values (checked by the service).
create table product_variation_groups (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  created_at timestamptz not null default now(),
  unique (firm_id, id)
);
create unique index product_variation_groups_code_uq on product_variation_groups (firm_id, (lower(code) collate "C"));
create index product_variation_groups_name_trgm_idx on product_variation_groups using gin (f_search_key(name) gin_trgm_ops);

alter table products
  add column variation_group_id int,
  add foreign key (firm_id, variation_group_id) references product_variation_groups (firm_id, id);
create index products_variation_group_idx on products (variation_group_id) where variation_group_id is not null;

create table product_variant_values (
  firm_id int not null references firms (id),
  product_id int not null,
  attribute text not null,
  value text not null,
  primary key (product_id, attribute),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);
