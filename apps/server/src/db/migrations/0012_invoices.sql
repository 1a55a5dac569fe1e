-- Customer invoices: proformas, advance, final and normal invoices, credit notes; their lines,
-- payments and NAV Online Számla reporting state (modules/invoices/README.md).

create table invoices (
  id serial primary key,
  firm_id int not null references firms (id),
  kind text not null check (kind in ('PROFORMA', 'ADVANCE', 'FINAL', 'NORMAL', 'CREDIT_NOTE')),
  -- Proformas are no invoices: own series (DB); every invoice and credit note shares one (SZ).
  number text not null,
  customer_order_id int references customer_orders (id),
  -- A credit note names the invoice it corrects; an advance invoice may name its paid proforma.
  corrected_invoice_id int references invoices (id),
  proforma_id int references invoices (id),
  customer_id int not null references partners (id),
  -- What the document says about both parties, frozen when it is issued.
  seller_name text not null,
  seller_address text not null,
  seller_tax_number text not null,
  buyer_name text not null,
  buyer_kind text not null check (buyer_kind in ('COMPANY', 'PERSON')),
  buyer_address text not null,
  buyer_country_code text not null default 'HU',
  buyer_tax_number text,
  buyer_eu_vat_number text,
  currency_code text not null,
  -- The MNB rate of the fulfilment date (null for HUF).
  exchange_rate numeric(14, 4),
  exchange_rate_date date,
  price_basis text not null check (price_basis in ('net', 'gross')),
  payment_method text not null,
  issue_date date not null,
  fulfilment_date date not null,
  due_date date not null,
  net_total numeric(18, 4) not null,
  vat_total numeric(18, 4) not null,
  gross_total numeric(18, 4) not null,
  vat_total_huf numeric(18, 4) not null,
  -- Cash in HUF: the payable amount rounded to 5 Ft; the difference is outside the VAT base.
  cash_rounding numeric(18, 4) not null default 0,
  payable numeric(18, 4) not null,
  -- Sum of the (negative) payable amounts of the credit notes correcting this invoice.
  credited_total numeric(18, 4) not null default 0,
  paid_total numeric(18, 4) not null default 0,
  note text not null default '',
  nav_status text not null check (nav_status in ('NOT_REQUIRED', 'NOT_CONFIGURED', 'WAITING', 'SENT',
    'ACCEPTED', 'ACCEPTED_WITH_WARNINGS', 'REFUSED')),
  nav_transaction_id text,
  nav_messages jsonb not null default '[]',
  nav_attempts int not null default 0,
  nav_updated_at timestamptz,
  print_count int not null default 0,
  version int not null default 1,
  created_by int references users (id),
  created_at timestamptz not null default now()
);
create unique index invoices_number_uq on invoices (firm_id, number);
create index invoices_list on invoices (firm_id, issue_date desc, id desc);
create index invoices_order on invoices (customer_order_id);
create index invoices_corrected on invoices (corrected_invoice_id);

create table invoice_lines (
  id serial primary key,
  firm_id int not null references firms (id),
  invoice_id int not null references invoices (id),
  position int not null,
  order_line_id int references customer_order_lines (id),
  -- A final invoice's deduction of an advance invoice; a credit note line's corrected line.
  advance_invoice_id int references invoices (id),
  corrected_line_id int references invoice_lines (id),
  product_id int references products (id),
  description text not null,
  quantity numeric(16, 4) not null,
  unit text not null,
  unit_price numeric(16, 4) not null,
  vat_code text not null,
  vat_rate numeric(5, 2) not null,
  net numeric(18, 4) not null,
  vat numeric(18, 4) not null,
  gross numeric(18, 4) not null
);
create index invoice_lines_invoice on invoice_lines (invoice_id, position);
create index invoice_lines_order_line on invoice_lines (order_line_id);

create table invoice_payments (
  id serial primary key,
  firm_id int not null references firms (id),
  invoice_id int not null references invoices (id),
  method text not null check (method in ('TRANSFER', 'CASH', 'CARD')),
  paid_on date not null,
  amount numeric(18, 4) not null check (amount > 0),
  note text not null default '',
  created_by int references users (id),
  created_at timestamptz not null default now()
);
create index invoice_payments_invoice on invoice_payments (invoice_id);
