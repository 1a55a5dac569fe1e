-- Discounts: discount lists with an approval lifecycle and their items (modules/discounts/README.md).
-- state is DRAFT, APPROVED or CANCELLED; ACTIVE and EXPIRED are computed from the day at read time.
-- scope CUSTOMER / CUSTOMER_SET use customer_ids, PRICE_TYPE uses price_type, EVERYBODY neither.
create table discounts (
  id serial primary key,
  firm_id int not null references firms (id),
  name text not null,
  scope text not null check (scope in ('CUSTOMER', 'CUSTOMER_SET', 'PRICE_TYPE', 'EVERYBODY')),
  customer_ids int[] not null default '{}',
  price_type text,
  currency_code text references currencies (code),
  valid_from date not null,
  valid_to date check (valid_to >= valid_from),
  priority int not null default 0,
  note text not null default '',
  state text not null default 'DRAFT' check (state in ('DRAFT', 'APPROVED', 'CANCELLED')),
  owner_user_id int not null references users (id),
  changed_by_user_id int not null references users (id),
  approved_by_user_id int references users (id),
  approved_at timestamptz,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id)
);
create index discounts_firm_state_idx on discounts (firm_id, state, valid_from);

-- One of product_id, group_id, catalogue_id by target; either a percent or a fixed net price.
-- list_price, purchase_cost and net_price are the shown figures of the last (re)calculation.
create table discount_items (
  id serial primary key,
  firm_id int not null references firms (id),
  discount_id int not null,
  target text not null check (target in ('PRODUCT', 'GROUP', 'CATALOGUE')),
  product_id int,
  group_id int,
  catalogue_id int,
  min_quantity numeric(16, 4) not null default 0 check (min_quantity >= 0),
  discount_percent numeric(7, 4) check (discount_percent between 0 and 100),
  fixed_price numeric(16, 4) check (fixed_price >= 0),
  list_price numeric(16, 4),
  purchase_cost numeric(16, 4),
  net_price numeric(16, 4),
  is_cancelled boolean not null default false,
  check ((discount_percent is null) <> (fixed_price is null)),
  check ((target = 'PRODUCT') = (product_id is not null)
     and (target = 'GROUP') = (group_id is not null)
     and (target = 'CATALOGUE') = (catalogue_id is not null)),
  foreign key (firm_id, discount_id) references discounts (firm_id, id) on delete cascade,
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade,
  foreign key (firm_id, group_id) references product_groups (firm_id, id) on delete cascade,
  foreign key (firm_id, catalogue_id) references product_catalogues (firm_id, id) on delete cascade
);
create index discount_items_discount_idx on discount_items (discount_id, id);
-- The pricing engine finds the items of the requested products, groups and catalogues.
create index discount_items_product_idx on discount_items (firm_id, product_id) where product_id is not null;
create index discount_items_group_idx on discount_items (firm_id, group_id) where group_id is not null;
create index discount_items_catalogue_idx on discount_items (firm_id, catalogue_id) where catalogue_id is not null;
