-- Partners (customers, suppliers, insurers, subcontractors, manufacturers as one entity with roles),
-- their addresses, contact persons, bank accounts and links to each other; employees' job types and
-- absences.
--
-- Prefix lookups (codes, name starts, e-mails, cities) use btree indexes on `collate "C"` keys:
-- such an index answers both `like 'prefix%'` and `order by … limit n` by walking it, so the best
-- n prefix matches are read in order without sorting all of them. Fragments use trigram indexes.
--
-- Child tables carry firm_id too and reference their partner by (firm_id, id), so a contact, an
-- address, a bank account or a link can never belong to a partner of another firm.

alter table employees
  add column job_type text check (job_type in ('SALES_REPRESENTATIVE', 'WAREHOUSE_WORKER', 'DRIVER',
    'SCHEDULER', 'WORKSHOP_WORKER', 'BACK_OFFICE'));
alter table employees add constraint employees_firm_id_uq unique (firm_id, id);
create index employees_name_trgm_idx on employees using gin (f_search_key(name) gin_trgm_ops);
create index employees_name_key_idx on employees (firm_id, (f_search_key(name) collate "C"));

-- An employee is unavailable on every day from date_from to date_to (both included).
create table employee_absences (
  id serial primary key,
  firm_id int not null references firms (id),
  employee_id int not null,
  date_from date not null,
  date_to date not null,
  reason text not null default '',
  created_at timestamptz not null default now(),
  check (date_to >= date_from),
  foreign key (firm_id, employee_id) references employees (firm_id, id) on delete cascade
);
create index employee_absences_employee_idx on employee_absences (employee_id, date_from);

-- price_type and payment_method are codes of the firm's PRICE_TYPE / PAYMENT_METHOD code lists;
-- until the reference data's code lists are wired in they are checked against the contract's list.
create table partners (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  kind text not null check (kind in ('COMPANY', 'PERSON')),
  name text not null,
  short_name text,
  roles text[] not null check (cardinality(roles) > 0 and roles <@ array['CUSTOMER', 'SUPPLIER',
    'INSURER', 'SUBCONTRACTOR', 'MANUFACTURER']),
  tax_number text check (tax_number ~ '^\d{8}-[1-5]-\d{2}$'),
  eu_vat_number text,
  group_tax_number text,
  registration_number text,
  price_type text,
  payment_method text not null default 'TRANSFER',
  payment_terms_days int not null default 8 check (payment_terms_days between 0 and 365),
  credit_limit numeric(16, 2) check (credit_limit >= 0),
  sales_rep_employee_id int,
  notes text not null default '',
  is_active boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  foreign key (firm_id, sales_rep_employee_id) references employees (firm_id, id)
);
create unique index partners_code_uq on partners (firm_id, (lower(code) collate "C"));
create unique index partners_tax_number_uq on partners (firm_id, (tax_number collate "C"))
  where tax_number is not null;
create index partners_name_trgm_idx on partners using gin (f_search_key(name) gin_trgm_ops);
create index partners_short_name_trgm_idx on partners using gin (f_search_key(short_name) gin_trgm_ops);
create index partners_name_key_idx on partners (firm_id, (f_search_key(name) collate "C"));
create index partners_roles_idx on partners using gin (roles);
create index partners_created_idx on partners (firm_id, created_at);

-- One billing address per partner, any number of shipping addresses (at most one default).
create table partner_addresses (
  id serial primary key,
  firm_id int not null references firms (id),
  partner_id int not null,
  kind text not null check (kind in ('BILLING', 'SHIPPING')),
  name text,
  country_code text not null default 'HU' check (country_code ~ '^[A-Z]{2}$'),
  postal_code text not null,
  city text not null,
  street text not null,
  is_default boolean not null default false,
  foreign key (firm_id, partner_id) references partners (firm_id, id) on delete cascade
);
create unique index partner_addresses_billing_uq on partner_addresses (partner_id)
  where kind = 'BILLING';
create unique index partner_addresses_default_uq on partner_addresses (partner_id)
  where kind = 'SHIPPING' and is_default;
create index partner_addresses_partner_idx on partner_addresses (partner_id);
create index partner_addresses_city_idx on partner_addresses (firm_id, (f_search_key(city) collate "C"))
  where kind = 'BILLING';

create table partner_contacts (
  id serial primary key,
  firm_id int not null references firms (id),
  partner_id int not null,
  name text not null,
  phone text,
  email text,
  position text,
  is_primary boolean not null default false,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (firm_id, partner_id) references partners (firm_id, id) on delete cascade
);
create unique index partner_contacts_primary_uq on partner_contacts (partner_id) where is_primary;
create index partner_contacts_partner_idx on partner_contacts (partner_id);
create index partner_contacts_name_trgm_idx on partner_contacts using gin (f_search_key(name) gin_trgm_ops);
create index partner_contacts_email_idx on partner_contacts (firm_id, (lower(email) collate "C"))
  where email is not null;

-- account_number is stored normalised: `12345678-12345678[-12345678]` or the IBAN without spaces.
create table partner_bank_accounts (
  id serial primary key,
  firm_id int not null references firms (id),
  partner_id int not null,
  account_number text not null,
  format text not null check (format in ('HU', 'IBAN')),
  bank_name text,
  currency_code text not null default 'HUF' check (currency_code ~ '^[A-Z]{3}$'),
  is_default boolean not null default false,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (partner_id, account_number),
  foreign key (firm_id, partner_id) references partners (firm_id, id) on delete cascade
);
create unique index partner_bank_accounts_default_uq on partner_bank_accounts (partner_id)
  where is_default;

-- One row per relation, read from both ends: `partner_id` has `linked_partner_id` as its
-- PARENT_COMPANY / BRANCH / PAYER, or they are RELATED. Seen from the other end the type inverts
-- (SUBSIDIARY, HEAD_OFFICE, PAYS_FOR, RELATED).
create table partner_links (
  id serial primary key,
  firm_id int not null references firms (id),
  partner_id int not null,
  linked_partner_id int not null,
  link_type text not null check (link_type in ('PARENT_COMPANY', 'BRANCH', 'PAYER', 'RELATED')),
  created_at timestamptz not null default now(),
  check (partner_id <> linked_partner_id),
  unique (partner_id, linked_partner_id, link_type),
  foreign key (firm_id, partner_id) references partners (firm_id, id),
  foreign key (firm_id, linked_partner_id) references partners (firm_id, id)
);
create index partner_links_linked_idx on partner_links (linked_partner_id);
