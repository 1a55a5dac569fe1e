-- Minimum stock (purchasing README: minimum-stock demand). A product whose available stock plus
-- what live supplier orders still bring for stock falls below `minimum_stock` is bought up to
-- `order_up_to_stock` (or up to the minimum when none is set) from its preferred supplier.
alter table products
  add column minimum_stock numeric(16, 4) check (minimum_stock >= 0),
  add column order_up_to_stock numeric(16, 4),
  add constraint products_order_up_to_check check (order_up_to_stock is null
    or (minimum_stock is not null and order_up_to_stock >= minimum_stock));
create index products_minimum_stock on products (firm_id, id) where minimum_stock is not null;
-- What live supplier orders still bring of a product (the minimum-stock check).
create index supplier_order_lines_product on supplier_order_lines (firm_id, product_id);

-- Tender orders (modules/tender-orders/README.md): a large customer request priced from
-- suppliers' offers (the quote matrix: supplier × line), one chosen offer per line; approved, it
-- becomes a customer order whose lines are bought from the chosen suppliers.
create table tender_orders (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'DRAFT'
    check (state in ('DRAFT', 'APPROVED', 'ORDERED', 'CANCELLED')),
  customer_id int not null,
  currency_code text not null references currencies (code),
  title text not null default '',
  tender_date date not null,
  note text not null default '',
  quote_id int references quotes (id),
  customer_order_id int references customer_orders (id),
  version int not null default 1,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  -- ORDERED exactly when the customer order exists (create-order sets both).
  check ((state = 'ORDERED') = (customer_order_id is not null)),
  foreign key (firm_id, customer_id) references partners (firm_id, id)
);
create unique index tender_orders_number_uq on tender_orders (firm_id, number);
create index tender_orders_list on tender_orders (firm_id, id desc);

create table tender_order_lines (
  id serial primary key,
  firm_id int not null,
  tender_order_id int not null,
  position int not null,
  product_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  sale_price numeric(16, 4) not null check (sale_price >= 0),
  unique (firm_id, id),
  foreign key (firm_id, tender_order_id) references tender_orders (firm_id, id) on delete cascade,
  foreign key (firm_id, product_id) references products (firm_id, id)
);
create index tender_order_lines_order on tender_order_lines (tender_order_id, position);

-- A supplier's offered unit price (in the tender's currency) and lead time for a line.
create table tender_order_offers (
  firm_id int not null,
  tender_order_line_id int not null,
  supplier_id int not null,
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  lead_time_days int not null default 0 check (lead_time_days between 0 and 365),
  is_chosen boolean not null default false,
  primary key (tender_order_line_id, supplier_id),
  foreign key (firm_id, tender_order_line_id) references tender_order_lines (firm_id, id)
    on delete cascade,
  foreign key (firm_id, supplier_id) references partners (firm_id, id)
);
create unique index tender_order_offers_chosen_uq on tender_order_offers (tender_order_line_id)
  where is_chosen;

-- The tender is e-mailed with its own template type (emails README).
alter table email_template_types drop constraint email_template_types_document_kind_check;
alter table email_template_types add constraint email_template_types_document_kind_check
  check (document_kind in ('INVOICE', 'QUOTE', 'ORDER_CONFIRMATION', 'DESIGN_PROOF',
    'SUPPLIER_ORDER', 'TENDER_ORDER'));

-- A tender's documents (the suppliers' quotes, the customer's request) live in the library.
alter table library_files drop constraint library_files_location_check;
alter table library_files add constraint library_files_location_check
  check (location in ('ORDER', 'PARTNER', 'PRODUCT', 'SUPPLIER_INVOICE', 'TENDER_ORDER'));
