-- Production and scheduling (modules/production/README.md): workshop orders made of customer-order
-- lines fulfilled by the workshop, the materials they reserve and consume, and the work schedule
-- (tabs, teams of employees, bookings of customer orders on a team's day).

-- The schedule's tabs per firm (configured data): what each plans and in which unit.
create table schedule_tabs (
  firm_id int not null references firms (id),
  code text not null check (code ~ '^[A-Z][A-Z0-9_]{0,39}$'),
  source text not null check (source in ('WORKSHOP', 'ORDERS')),
  unit text not null check (unit in ('HOURS', 'PIECES')),
  -- What one booking takes when nothing else says (hours or pieces).
  default_load numeric(10, 2) not null check (default_load > 0),
  position int not null default 0,
  is_active boolean not null default true,
  primary key (firm_id, code)
);

-- A team (or workstation) the schedule books work on; capacity of a working day is its members
-- available that day × capacity_per_member (in the tab's unit).
create table schedule_teams (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  tab_code text not null,
  work_station_id int references warehouse_work_stations (id),
  capacity_per_member numeric(10, 2) not null check (capacity_per_member >= 0),
  position int not null default 0,
  is_active boolean not null default true,
  unique (firm_id, code),
  unique (firm_id, id),
  foreign key (firm_id, tab_code) references schedule_tabs (firm_id, code)
);

create table schedule_team_members (
  firm_id int not null,
  team_id int not null,
  employee_id int not null,
  primary key (team_id, employee_id),
  foreign key (firm_id, team_id) references schedule_teams (firm_id, id) on delete cascade,
  foreign key (firm_id, employee_id) references employees (firm_id, id)
);
create index schedule_team_members_employee on schedule_team_members (employee_id);

-- The Hungarian calendar's exceptions (not firm data: the country's law). HOLIDAY: a public
-- holiday (munkaszüneti nap, Mt. 102. § (1)); TRANSFERRED_WORKDAY: a Saturday worked instead of a
-- bridge day; TRANSFERRED_REST_DAY: the bridge day (the yearly NGM decrees, README "Holidays").
create table public_calendar_days (
  day date primary key,
  kind text not null check (kind in ('HOLIDAY', 'TRANSFERRED_WORKDAY', 'TRANSFERRED_REST_DAY')),
  name text not null
);
insert into public_calendar_days (day, kind, name) values
  ('2025-01-01', 'HOLIDAY', 'Újév'),
  ('2025-03-15', 'HOLIDAY', 'Nemzeti ünnep'),
  ('2025-04-18', 'HOLIDAY', 'Nagypéntek'),
  ('2025-04-20', 'HOLIDAY', 'Húsvétvasárnap'),
  ('2025-04-21', 'HOLIDAY', 'Húsvéthétfő'),
  ('2025-05-01', 'HOLIDAY', 'A munka ünnepe'),
  ('2025-05-02', 'TRANSFERRED_REST_DAY', 'Áthelyezett pihenőnap'),
  ('2025-05-17', 'TRANSFERRED_WORKDAY', 'Áthelyezett munkanap'),
  ('2025-06-08', 'HOLIDAY', 'Pünkösdvasárnap'),
  ('2025-06-09', 'HOLIDAY', 'Pünkösdhétfő'),
  ('2025-08-20', 'HOLIDAY', 'Az államalapítás ünnepe'),
  ('2025-10-18', 'TRANSFERRED_WORKDAY', 'Áthelyezett munkanap'),
  ('2025-10-23', 'HOLIDAY', 'Nemzeti ünnep'),
  ('2025-10-24', 'TRANSFERRED_REST_DAY', 'Áthelyezett pihenőnap'),
  ('2025-11-01', 'HOLIDAY', 'Mindenszentek'),
  ('2025-12-13', 'TRANSFERRED_WORKDAY', 'Áthelyezett munkanap'),
  ('2025-12-24', 'TRANSFERRED_REST_DAY', 'Szenteste (áthelyezett pihenőnap)'),
  ('2025-12-25', 'HOLIDAY', 'Karácsony'),
  ('2025-12-26', 'HOLIDAY', 'Karácsony másnapja'),
  ('2026-01-01', 'HOLIDAY', 'Újév'),
  ('2026-01-02', 'TRANSFERRED_REST_DAY', 'Áthelyezett pihenőnap'),
  ('2026-01-10', 'TRANSFERRED_WORKDAY', 'Áthelyezett munkanap'),
  ('2026-03-15', 'HOLIDAY', 'Nemzeti ünnep'),
  ('2026-04-03', 'HOLIDAY', 'Nagypéntek'),
  ('2026-04-05', 'HOLIDAY', 'Húsvétvasárnap'),
  ('2026-04-06', 'HOLIDAY', 'Húsvéthétfő'),
  ('2026-05-01', 'HOLIDAY', 'A munka ünnepe'),
  ('2026-05-24', 'HOLIDAY', 'Pünkösdvasárnap'),
  ('2026-05-25', 'HOLIDAY', 'Pünkösdhétfő'),
  ('2026-08-08', 'TRANSFERRED_WORKDAY', 'Áthelyezett munkanap'),
  ('2026-08-20', 'HOLIDAY', 'Az államalapítás ünnepe'),
  ('2026-08-21', 'TRANSFERRED_REST_DAY', 'Áthelyezett pihenőnap'),
  ('2026-10-23', 'HOLIDAY', 'Nemzeti ünnep'),
  ('2026-11-01', 'HOLIDAY', 'Mindenszentek'),
  ('2026-12-12', 'TRANSFERRED_WORKDAY', 'Áthelyezett munkanap'),
  ('2026-12-24', 'TRANSFERRED_REST_DAY', 'Szenteste (áthelyezett pihenőnap)'),
  ('2026-12-25', 'HOLIDAY', 'Karácsony'),
  ('2026-12-26', 'HOLIDAY', 'Karácsony másnapja'),
  ('2027-01-01', 'HOLIDAY', 'Újév'),
  ('2027-03-15', 'HOLIDAY', 'Nemzeti ünnep'),
  ('2027-03-26', 'HOLIDAY', 'Nagypéntek'),
  ('2027-03-28', 'HOLIDAY', 'Húsvétvasárnap'),
  ('2027-03-29', 'HOLIDAY', 'Húsvéthétfő'),
  ('2027-05-01', 'HOLIDAY', 'A munka ünnepe'),
  ('2027-05-16', 'HOLIDAY', 'Pünkösdvasárnap'),
  ('2027-05-17', 'HOLIDAY', 'Pünkösdhétfő'),
  ('2027-08-20', 'HOLIDAY', 'Az államalapítás ünnepe'),
  ('2027-10-23', 'HOLIDAY', 'Nemzeti ünnep'),
  ('2027-11-01', 'HOLIDAY', 'Mindenszentek'),
  ('2027-12-25', 'HOLIDAY', 'Karácsony'),
  ('2027-12-26', 'HOLIDAY', 'Karácsony másnapja');

create table workshop_orders (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  state text not null default 'PLANNED' check (state in ('PLANNED', 'SCHEDULED', 'IN_PRODUCTION',
    'DONE', 'CANNOT_PRODUCE', 'CANCELLED')),
  customer_order_id int not null references customer_orders (id),
  customer_order_line_id int not null references customer_order_lines (id),
  product_id int not null,
  quantity numeric(16, 4) not null check (quantity > 0),
  wanted_date date,
  team_id int,
  scheduled_date date,
  cannot_produce_reason text,
  note text not null default '',
  output_storage_id int references storages (id),
  started_at timestamptz,
  finished_at timestamptz,
  version int not null default 1,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  foreign key (firm_id, product_id) references products (firm_id, id),
  foreign key (firm_id, team_id) references schedule_teams (firm_id, id)
);
create unique index workshop_orders_number_uq on workshop_orders (firm_id, number);
-- Never twice per line: one live (not cancelled) workshop order per customer-order line.
create unique index workshop_orders_line_uq on workshop_orders (customer_order_line_id)
  where state <> 'CANCELLED';
create index workshop_orders_list on workshop_orders (firm_id, state, wanted_date);
create index workshop_orders_order on workshop_orders (customer_order_id);

-- What a workshop order consumes: its product's components × its quantity (frozen at creation).
create table workshop_order_materials (
  firm_id int not null,
  workshop_order_id int not null,
  component_id int not null,
  quantity_per_unit numeric(16, 4) not null check (quantity_per_unit > 0),
  quantity numeric(16, 4) not null check (quantity > 0),
  consumed_quantity numeric(16, 4) not null default 0 check (consumed_quantity >= 0),
  primary key (workshop_order_id, component_id),
  foreign key (firm_id, workshop_order_id) references workshop_orders (firm_id, id) on delete cascade,
  foreign key (firm_id, component_id) references products (firm_id, id)
);

-- Materials are reserved like any stock: a reservation ties a quantity in a storage either to a
-- customer-order line or to a workshop order (its materials), never both.
alter table stock_reservations alter column order_line_id drop not null;
alter table stock_reservations add column workshop_order_id int references workshop_orders (id)
  on delete cascade;
alter table stock_reservations add constraint stock_reservations_owner_ck
  check ((order_line_id is null) <> (workshop_order_id is null));
create index stock_reservations_workshop_order on stock_reservations (workshop_order_id)
  where workshop_order_id is not null;

-- The workshop's use of materials and its output are ledger reasons of their own.
alter table stock_movements drop constraint stock_movements_reason_check;
alter table stock_movements add constraint stock_movements_reason_check check (reason in (
  'OPENING', 'RECEIPT', 'PICKING', 'ADJUSTMENT', 'TRANSFER', 'RETURN', 'PRODUCTION_USE',
  'PRODUCTION_OUTPUT'));

-- A customer order booked on a team's day of a tab: once per tab; `position` orders the day.
create table schedule_bookings (
  id serial primary key,
  firm_id int not null references firms (id),
  tab_code text not null,
  customer_order_id int not null references customer_orders (id) on delete cascade,
  team_id int not null,
  day date not null,
  position int not null check (position > 0),
  load numeric(10, 2) not null check (load > 0),
  -- Booked beyond the day's capacity by a user holding schedule.override, with their reason.
  over_capacity boolean not null default false,
  override_reason text,
  version int not null default 1,
  created_by int references users (id),
  updated_at timestamptz not null default now(),
  unique (firm_id, tab_code, customer_order_id),
  foreign key (firm_id, tab_code) references schedule_tabs (firm_id, code),
  foreign key (firm_id, team_id) references schedule_teams (firm_id, id)
);
create index schedule_bookings_day on schedule_bookings (firm_id, tab_code, day, team_id, position);
