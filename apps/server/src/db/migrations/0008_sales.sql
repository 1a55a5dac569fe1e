-- Sales: document number series (platform), quote requests, quotes, customer orders with their
-- lines, and stock reservations (modules/customer-orders/README.md).

-- One counter per firm, series and year; platform/number-series.ts takes the next number with one
-- upsert in the creating transaction, so the row stays locked until that transaction ends: numbers
-- are unique, never reused, and gapless for committed documents.
create table number_series (
  firm_id int not null references firms (id),
  series text not null,
  year int not null,
  last_value int not null,
  primary key (firm_id, series, year)
);

create table quote_requests (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'OPEN' check (state in ('OPEN', 'QUOTED', 'DECLINED')),
  customer_id int references partners (id),
  prospect_name text not null default '',
  contact_name text not null default '',
  contact_email text not null default '',
  contact_phone text not null default '',
  subject text not null,
  sales_rep_employee_id int references employees (id),
  quote_id int,
  version int not null default 1,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (customer_id is not null or prospect_name <> '')
);
create unique index quote_requests_number_uq on quote_requests (firm_id, number);

create table quote_request_lines (
  id serial primary key,
  firm_id int not null references firms (id),
  quote_request_id int not null references quote_requests (id) on delete cascade,
  position int not null,
  product_id int references products (id),
  description text not null default '',
  quantity numeric(16, 4) not null check (quantity > 0),
  wanted_date date
);
create index quote_request_lines_request on quote_request_lines (quote_request_id, position);

-- Stored states only; EXPIRED is computed when read (valid_until passed while DRAFT or SENT).
create table quotes (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'DRAFT' check (state in ('DRAFT', 'SENT', 'APPROVED', 'REJECTED', 'ORDERED')),
  quote_request_id int references quote_requests (id),
  customer_id int not null references partners (id),
  contact_id int references partner_contacts (id),
  currency_code text not null,
  price_type text not null,
  price_basis text not null check (price_basis in ('net', 'gross')),
  quote_date date not null,
  valid_until date not null,
  sales_rep_employee_id int references employees (id),
  note text not null default '',
  net_total numeric(18, 4) not null default 0,
  vat_total numeric(18, 4) not null default 0,
  gross_total numeric(18, 4) not null default 0,
  version int not null default 1,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index quotes_number_uq on quotes (firm_id, number);
create index quotes_customer on quotes (firm_id, customer_id, id desc);

create table customer_orders (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'DRAFT' check (
    state in ('DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'READY', 'DISPATCHED', 'CLOSED', 'CANCELLED')
  ),
  quote_id int references quotes (id),
  customer_id int not null references partners (id),
  contact_id int references partner_contacts (id),
  branch_id int not null references branches (id),
  currency_code text not null,
  -- The MNB rate of the order date for a foreign currency (null for HUF).
  exchange_rate numeric(14, 4),
  price_type text not null,
  price_basis text not null check (price_basis in ('net', 'gross')),
  payment_method text not null,
  payment_terms_days int not null,
  order_date date not null,
  wanted_delivery_date date,
  billing_address text not null,
  delivery_address text not null,
  sales_rep_employee_id int references employees (id),
  internal_note text not null default '',
  customer_note text not null default '',
  net_total numeric(18, 4) not null default 0,
  vat_total numeric(18, 4) not null default 0,
  gross_total numeric(18, 4) not null default 0,
  version int not null default 1,
  created_by int references users (id),
  modified_by int references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index customer_orders_number_uq on customer_orders (firm_id, number);
create index customer_orders_customer on customer_orders (firm_id, customer_id, order_date desc, id desc);
create index customer_orders_list on customer_orders (firm_id, id desc);

alter table quote_requests add foreign key (quote_id) references quotes (id);

-- Lines of quotes and of orders: one table each, the same priced columns (money.ts).
create table quote_lines (
  id serial primary key,
  firm_id int not null references firms (id),
  quote_id int not null references quotes (id) on delete cascade,
  position int not null,
  product_id int not null references products (id),
  description text not null default '',
  quantity numeric(16, 4) not null check (quantity > 0),
  unit text not null,
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
  vat_code text not null,
  vat_rate numeric(5, 2) not null,
  net numeric(18, 4) not null,
  vat numeric(18, 4) not null,
  gross numeric(18, 4) not null
);
create index quote_lines_quote on quote_lines (quote_id, position);

create table customer_order_lines (
  id serial primary key,
  firm_id int not null references firms (id),
  order_id int not null references customer_orders (id) on delete cascade,
  position int not null,
  product_id int not null references products (id),
  description text not null default '',
  quantity numeric(16, 4) not null check (quantity > 0),
  unit text not null,
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent between 0 and 100),
  vat_code text not null,
  vat_rate numeric(5, 2) not null,
  net numeric(18, 4) not null,
  vat numeric(18, 4) not null,
  gross numeric(18, 4) not null,
  -- The commercial process item: how the line is fulfilled, with the partner unless from stock.
  fulfilment text not null default 'STOCK' check (fulfilment in ('STOCK', 'PURCHASE', 'PRODUCTION', 'SUBCONTRACT')),
  fulfilment_partner_id int references partners (id),
  check ((fulfilment = 'STOCK') = (fulfilment_partner_id is null))
);
create index customer_order_lines_order on customer_order_lines (order_id, position);
create index customer_order_lines_product on customer_order_lines (firm_id, product_id);

-- A quantity of a product in a storage held for an order line; available = on hand − reserved.
create table stock_reservations (
  id serial primary key,
  firm_id int not null references firms (id),
  order_line_id int not null references customer_order_lines (id) on delete cascade,
  product_id int not null references products (id),
  storage_id int not null references storages (id),
  quantity numeric(16, 4) not null check (quantity > 0),
  created_at timestamptz not null default now()
);
create index stock_reservations_line on stock_reservations (order_line_id);
create index stock_reservations_stock on stock_reservations (product_id, storage_id);

-- Order numbers are unique per firm (each firm has its own series), so the portal's read model is
-- too; the portal finds an order by its number and the access code together.
alter table customer_order_access drop constraint customer_order_access_order_number_key;
create unique index customer_order_access_number_uq on customer_order_access (order_number, firm_id);
