-- Stock counts (leltár, modules/stock-counts/README.md). A count covers a storage subtree; its
-- lines freeze the ledger's on hand per (storage, product) at creation (`expected`). A counted
-- line keeps the quantity found and the ledger's on hand read under the stock lock at that
-- moment (`on_hand_at_count`); posting books counted − on_hand_at_count as ADJUSTMENT, so
-- movements made after a line was counted stay in the ledger.
create table stock_counts (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  storage_id int not null,
  state text not null default 'OPEN' check (state in ('OPEN', 'COUNTING', 'POSTED', 'CANCELLED')),
  note text not null default '',
  uncounted text check (uncounted in ('KEEP', 'ZERO')),
  created_by int references users (id),
  created_at timestamptz not null default now(),
  closed_by int references users (id),
  closed_at timestamptz,
  unique (firm_id, id),
  unique (firm_id, number),
  foreign key (firm_id, storage_id) references storages (firm_id, id)
);
-- The open counts of a firm (the dashboard's badge, the overlap check).
create index stock_counts_open on stock_counts (firm_id, id) where state in ('OPEN', 'COUNTING');

create table stock_count_lines (
  id serial primary key,
  firm_id int not null,
  count_id int not null,
  storage_id int not null,
  product_id int not null,
  expected numeric(16, 4) not null,
  counted numeric(16, 4) check (counted >= 0),
  on_hand_at_count numeric(16, 4),
  counted_by int references users (id),
  counted_at timestamptz,
  adjustment numeric(16, 4),
  check ((counted is null) = (counted_at is null)),
  check ((counted is null) = (on_hand_at_count is null)),
  unique (count_id, storage_id, product_id),
  foreign key (firm_id, count_id) references stock_counts (firm_id, id) on delete cascade,
  foreign key (firm_id, storage_id) references storages (firm_id, id),
  foreign key (firm_id, product_id) references products (firm_id, id)
);
