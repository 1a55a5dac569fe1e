-- Receipts and shelving (modules/shelving/README.md). A receipt (bevételezés) brings a
-- supplier's delivery into buffer storages; posting it writes RECEIPT movements naming it. A
-- shelving move takes goods from a buffer to their place: one row per move, named by the two
-- TRANSFER movements it writes.
create table receipts (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'DRAFT' check (state in ('DRAFT', 'POSTED', 'CANCELLED')),
  supplier_id int not null,
  delivery_note_number text not null,
  receipt_date date not null,
  -- The buffer the goods land in (a product with a BUFFER storage of this branch goes there).
  storage_id int not null,
  -- Purchasing (issue 25) creates receipts from supplier orders and links them here; the
  -- foreign key comes with that table.
  supplier_order_id int,
  note text not null default '',
  version int not null default 1,
  created_by int references users (id),
  posted_by int references users (id),
  posted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  foreign key (firm_id, supplier_id) references partners (firm_id, id),
  foreign key (firm_id, storage_id) references storages (firm_id, id)
);
create unique index receipts_number_uq on receipts (firm_id, number);
create index receipts_list on receipts (firm_id, id desc);

create table receipt_lines (
  id serial primary key,
  firm_id int not null,
  receipt_id int not null,
  line_no int not null,
  product_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  storage_id int not null,
  foreign key (firm_id, receipt_id) references receipts (firm_id, id) on delete cascade,
  foreign key (firm_id, product_id) references products (firm_id, id),
  foreign key (firm_id, storage_id) references storages (firm_id, id)
);
create index receipt_lines_receipt on receipt_lines (receipt_id, line_no);

create table shelving_moves (
  id serial primary key,
  firm_id int not null references firms (id),
  product_id int not null,
  from_storage_id int not null,
  to_storage_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  created_by int references users (id),
  created_at timestamptz not null default now(),
  foreign key (firm_id, product_id) references products (firm_id, id),
  foreign key (firm_id, from_storage_id) references storages (firm_id, id),
  foreign key (firm_id, to_storage_id) references storages (firm_id, id)
);
create index shelving_moves_list on shelving_moves (firm_id, id desc);
