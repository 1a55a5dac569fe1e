-- Supplier invoices (modules/supplier-invoices/README.md): a supplier's invoice recorded by the
-- back office, its items matched to received supplier-order lines (3-way check), its payments,
-- and the invoices pulled from NAV Online Számla (INBOUND) waiting to be matched.
create table supplier_invoices (
  id serial primary key,
  firm_id int not null references firms (id),
  supplier_id int not null,
  -- The supplier's own number: unique per supplier and firm (an invoice is never booked twice).
  invoice_number text not null,
  state text not null default 'DRAFT' check (state in ('DRAFT', 'APPROVED', 'PARTLY_PAID',
    'PAID', 'CANCELLED')),
  is_proforma boolean not null default false,
  issue_date date not null,
  fulfilment_date date not null,
  due_date date not null,
  currency_code text not null references currencies (code),
  -- The MNB rate (HUF per unit) of the fulfilment date; 1 for HUF.
  exchange_rate numeric(18, 6) not null check (exchange_rate > 0),
  payment_method text not null check (payment_method in ('TRANSFER', 'CASH', 'CARD')),
  note text not null default '',
  net_total numeric(18, 4) not null default 0,
  vat_total numeric(18, 4) not null default 0,
  gross_total numeric(18, 4) not null default 0,
  paid_total numeric(18, 4) not null default 0 check (paid_total >= 0),
  version int not null default 1,
  created_by int references users (id),
  approved_by int references users (id),
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  foreign key (firm_id, supplier_id) references partners (firm_id, id)
);
create unique index supplier_invoices_number_uq
  on supplier_invoices (firm_id, supplier_id, (invoice_number collate "C")) where state <> 'CANCELLED';
create index supplier_invoices_due on supplier_invoices (firm_id, due_date, id);

create table supplier_invoice_items (
  id serial primary key,
  firm_id int not null,
  supplier_invoice_id int not null,
  supplier_order_line_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  vat_code text not null,
  vat_rate numeric(5, 2) not null,
  net numeric(18, 4) not null,
  vat numeric(18, 4) not null,
  gross numeric(18, 4) not null,
  -- The approver's acceptance of this item's 3-way flags (cleared when the item changes).
  accepted_reason text,
  accepted_by int references users (id),
  accepted_at timestamptz,
  unique (firm_id, id),
  unique (supplier_invoice_id, supplier_order_line_id),
  foreign key (firm_id, supplier_invoice_id) references supplier_invoices (firm_id, id)
    on delete cascade,
  foreign key (firm_id, supplier_order_line_id) references supplier_order_lines (firm_id, id)
);
create index supplier_invoice_items_line on supplier_invoice_items (supplier_order_line_id);

create table supplier_invoice_payments (
  id serial primary key,
  firm_id int not null,
  supplier_invoice_id int not null,
  method text not null check (method in ('TRANSFER', 'CASH', 'CARD')),
  paid_on date not null,
  amount numeric(18, 4) not null check (amount > 0),
  note text not null default '',
  created_by int references users (id),
  created_at timestamptz not null default now(),
  foreign key (firm_id, supplier_invoice_id) references supplier_invoices (firm_id, id)
);
create index supplier_invoice_payments_invoice on supplier_invoice_payments (supplier_invoice_id);

-- Invoices NAV lists with the firm as buyer (queryInvoiceDigest INBOUND + queryInvoiceData).
-- The unique key makes a second pull of the same window add nothing.
create table nav_inbound_invoices (
  id serial primary key,
  firm_id int not null references firms (id),
  supplier_tax_number text not null,
  supplier_name text not null,
  invoice_number text not null,
  issue_date date not null,
  fulfilment_date date,
  due_date date,
  currency_code text not null,
  net numeric(18, 4) not null,
  vat numeric(18, 4) not null,
  gross numeric(18, 4) not null,
  payment_method text,
  supplier_invoice_id int,
  pulled_at timestamptz not null default now(),
  unique (firm_id, supplier_tax_number, invoice_number),
  foreign key (firm_id, supplier_invoice_id) references supplier_invoices (firm_id, id)
);
