-- Supplier orders (modules/purchasing/README.md). A supplier order (szállítói rendelés) buys
-- products from one supplier in one currency; each line may serve customer-order lines (the
-- demand it covers, `supplier_order_line_demands`). Receiving it books a receipt (shelving) that
-- names the order.
create table supplier_orders (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'DRAFT' check (state in ('DRAFT', 'SENT', 'CONFIRMED',
    'PARTLY_RECEIVED', 'RECEIVED', 'CLOSED', 'CANCELLED')),
  supplier_id int not null,
  currency_code text not null references currencies (code),
  -- The MNB rate (HUF per unit) of the order date; 1 for HUF.
  exchange_rate numeric(18, 6) not null check (exchange_rate > 0),
  order_date date not null,
  wanted_date date,
  note text not null default '',
  version int not null default 1,
  created_by int references users (id),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  foreign key (firm_id, supplier_id) references partners (firm_id, id)
);
create unique index supplier_orders_number_uq on supplier_orders (firm_id, number);
create index supplier_orders_list on supplier_orders (firm_id, id desc);

create table supplier_order_lines (
  id serial primary key,
  firm_id int not null,
  supplier_order_id int not null,
  position int not null,
  product_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  unit_price numeric(16, 4) not null check (unit_price >= 0),
  received_quantity numeric(16, 4) not null default 0 check (received_quantity >= 0),
  -- What will not come (storno of the line, README): the line stays for the record; what is
  -- still expected is quantity - received - cancelled.
  cancelled_quantity numeric(16, 4) not null default 0 check (cancelled_quantity >= 0),
  check (received_quantity + cancelled_quantity <= quantity),
  unique (firm_id, id),
  foreign key (firm_id, supplier_order_id) references supplier_orders (firm_id, id) on delete cascade,
  foreign key (firm_id, product_id) references products (firm_id, id)
);
create index supplier_order_lines_order on supplier_order_lines (supplier_order_id, position);

-- How much of a customer-order line a live supplier-order line covers. The open demand of a
-- customer-order line is its quantity minus the sum of these rows; cancelling what a
-- supplier-order line still expects (storno, or the whole order) trims its rows to what it
-- received, so that demand is open again.
create table supplier_order_line_demands (
  firm_id int not null,
  supplier_order_line_id int not null,
  customer_order_line_id int not null references customer_order_lines (id) on delete cascade,
  quantity numeric(16, 4) not null check (quantity > 0),
  primary key (supplier_order_line_id, customer_order_line_id),
  foreign key (firm_id, supplier_order_line_id) references supplier_order_lines (firm_id, id)
    on delete cascade
);
create index supplier_order_line_demands_customer on supplier_order_line_demands (customer_order_line_id);

-- The purchase demand: lines bought from a supplier or a subcontractor (generator view).
create index customer_order_lines_purchase
  on customer_order_lines (firm_id, fulfilment_partner_id, product_id)
  where fulfilment in ('PURCHASE', 'SUBCONTRACT');

alter table receipts add foreign key (firm_id, supplier_order_id) references supplier_orders (firm_id, id);
create index receipts_supplier_order on receipts (supplier_order_id) where supplier_order_id is not null;

-- The supplier order is a document of the one renderer (documents README) and is e-mailed with
-- the supplier-order template type (emails README).
alter table documents drop constraint documents_kind_check;
alter table documents add constraint documents_kind_check
  check (kind in ('INVOICE', 'QUOTE', 'ORDER_CONFIRMATION', 'PICK_LIST', 'SUPPLIER_ORDER'));
