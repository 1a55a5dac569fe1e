-- Picking cycles (modules/picking/README.md): the reserved STOCK lines of several orders in one
-- zone, walked in location order, closed into the warehouse's packing location.
create table picking_cycles (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'OPEN'
    check (state in ('OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED')),
  zone_id int not null,
  packing_storage_id int not null,
  assigned_user_id int references users (id),
  note text not null default '',
  created_by int references users (id),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  closed_at timestamptz,
  closed_by int references users (id),
  version int not null default 1,
  foreign key (firm_id, zone_id) references storages (firm_id, id),
  foreign key (firm_id, packing_storage_id) references storages (firm_id, id),
  unique (firm_id, number)
);
-- The open cycles of a firm (the not-started lookup, the dashboard's badge).
create index picking_cycles_open on picking_cycles (firm_id, state, created_at)
  where state in ('OPEN', 'IN_PROGRESS');

create table picking_cycle_lines (
  id serial primary key,
  firm_id int not null references firms (id),
  cycle_id int not null references picking_cycles (id) on delete cascade,
  order_id int not null references customer_orders (id),
  order_line_id int not null references customer_order_lines (id),
  -- The reservation picked from; an order edit or cancel that releases it leaves null.
  reservation_id int references stock_reservations (id) on delete set null,
  product_id int not null,
  storage_id int not null,
  -- Codes from the warehouse down to the location, taken at creation: the walk's sort key.
  storage_path text[] not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  picked_quantity numeric(16, 4) check (picked_quantity >= 0 and picked_quantity <= quantity),
  short_reason text check (short_reason in ('NOT_FOUND', 'DAMAGED', 'NOT_ENOUGH', 'OTHER')),
  confirmed_by int references users (id),
  confirmed_at timestamptz,
  -- True while the cycle is OPEN or IN_PROGRESS (the unique index below cannot read the cycle).
  is_open boolean not null default true,
  foreign key (firm_id, product_id) references products (firm_id, id),
  foreign key (firm_id, storage_id) references storages (firm_id, id)
);
-- A reservation belongs to at most one open cycle: parallel creations cannot both take it.
create unique index picking_cycle_lines_one_open on picking_cycle_lines (reservation_id)
  where is_open;
create index picking_cycle_lines_cycle on picking_cycle_lines (cycle_id);
create index picking_cycle_lines_order on picking_cycle_lines (order_id);

-- The pick list is a document of the one renderer (documents README).
alter table documents drop constraint documents_kind_check;
alter table documents add constraint documents_kind_check
  check (kind in ('INVOICE', 'QUOTE', 'ORDER_CONFIRMATION', 'PICK_LIST'));
