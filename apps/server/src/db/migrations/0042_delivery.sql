-- Delivery (modules/delivery/README.md): delivery methods with their fee rules, plan conditions
-- (which postcodes own delivery serves on which weekdays), the firm's delivery vehicles, routes
-- (a day's tour of one vehicle and driver) with their stops and proof of delivery, the order's
-- chosen method, unpacking fees and the courier shipments whose labels Kontor keeps.
create table delivery_methods (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  kind text not null check (kind in ('OWN_VEHICLE', 'COURIER', 'PICKUP')),
  courier text check (courier in ('GLS')),
  fee_rule text not null check (fee_rule in ('FIXED', 'WEIGHT_BANDS')),
  fixed_fee numeric(14, 2) not null default 0 check (fixed_fee >= 0),
  -- [{upToKg, amount}] in ascending weight (contract ZWeightBand).
  weight_bands jsonb not null default '[]',
  free_above_net numeric(14, 2) check (free_above_net >= 0),
  service_product_id int references products (id),
  is_active boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  check ((kind = 'COURIER') = (courier is not null))
);
create unique index delivery_methods_code_uq on delivery_methods (firm_id, (lower(code) collate "C"));

create table delivery_plan_conditions (
  id serial primary key,
  firm_id int not null references firms (id),
  name text not null,
  postcode_from text not null check (postcode_from ~ '^[1-9][0-9]{3}$'),
  postcode_to text not null check (postcode_to ~ '^[1-9][0-9]{3}$'),
  -- ISO weekdays 1 (Monday) … 7 (Sunday).
  weekdays int[] not null check (cardinality(weekdays) between 1 and 7 and weekdays <@ array[1, 2, 3, 4, 5, 6, 7]),
  cutoff_time text not null check (cutoff_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  lead_days int not null check (lead_days between 0 and 30),
  delivery_method_id int not null,
  is_active boolean not null default true,
  version int not null default 1,
  check (postcode_from <= postcode_to),
  foreign key (firm_id, delivery_method_id) references delivery_methods (firm_id, id)
);
create index delivery_plan_conditions_firm on delivery_plan_conditions (firm_id, postcode_from);

create table delivery_vehicles (
  id serial primary key,
  firm_id int not null references firms (id),
  plate_number text not null,
  name text not null,
  capacity_kg numeric(9, 1) not null check (capacity_kg > 0),
  capacity_m3 numeric(9, 3) not null check (capacity_m3 > 0),
  is_active boolean not null default true,
  version int not null default 1,
  unique (firm_id, id)
);
create unique index delivery_vehicles_plate_uq on delivery_vehicles (firm_id, plate_number);

create table delivery_routes (
  id serial primary key,
  firm_id int not null references firms (id),
  number text not null,
  route_date date not null,
  branch_id int not null references branches (id),
  vehicle_id int not null,
  driver_user_id int not null references users (id),
  state text not null default 'PLANNED' check (state in ('PLANNED', 'DEPARTED', 'RETURNED', 'CANCELLED')),
  note text not null default '',
  distance_km numeric(8, 1) not null default 0,
  departed_at timestamptz,
  returned_at timestamptz,
  version int not null default 1,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, id),
  foreign key (firm_id, vehicle_id) references delivery_vehicles (firm_id, id)
);
create unique index delivery_routes_number_uq on delivery_routes (firm_id, number);
create index delivery_routes_date on delivery_routes (firm_id, route_date, id);
create index delivery_routes_driver on delivery_routes (driver_user_id, route_date);

create table delivery_route_stops (
  id serial primary key,
  firm_id int not null,
  route_id int not null,
  customer_order_id int not null references customer_orders (id),
  position int not null,
  state text not null default 'PENDING' check (state in ('PENDING', 'ARRIVED', 'DELIVERED', 'FAILED')),
  -- True while the route is PLANNED or DEPARTED: an order is on at most one open route.
  is_open boolean not null default true,
  arrived_at timestamptz,
  completed_at timestamptz,
  failure_reason text,
  failure_note text,
  recipient_name text,
  signature_file_id int references stored_files (id),
  photo_file_id int references stored_files (id),
  photo_type text,
  foreign key (firm_id, route_id) references delivery_routes (firm_id, id) on delete cascade
);
create unique index delivery_route_stops_open_uq on delivery_route_stops (firm_id, customer_order_id)
  where is_open;
create index delivery_route_stops_route on delivery_route_stops (route_id, position);
create index delivery_route_stops_order on delivery_route_stops (customer_order_id);

-- The order's delivery choice and the service lines its fees are billed on.
create table order_deliveries (
  customer_order_id int primary key references customer_orders (id) on delete cascade,
  firm_id int not null,
  delivery_method_id int,
  wants_unpacking boolean not null default false,
  -- The order's service lines the fees are billed on (null: no line, e.g. a fee of 0).
  delivery_line_id int references customer_order_lines (id) on delete set null,
  unpacking_line_id int references customer_order_lines (id) on delete set null,
  delivery_fee numeric(14, 2) not null default 0,
  unpacking_fee numeric(14, 2) not null default 0,
  foreign key (firm_id, delivery_method_id) references delivery_methods (firm_id, id)
);
create index order_deliveries_method on order_deliveries (delivery_method_id);

create table unpacking_fees (
  id serial primary key,
  firm_id int not null references firms (id),
  product_group_id int references product_groups (id),
  size_class text not null check (size_class in ('S', 'M', 'L', 'XL')),
  amount numeric(14, 2) not null check (amount >= 0),
  service_product_id int references products (id),
  is_active boolean not null default true,
  version int not null default 1
);
create unique index unpacking_fees_uq on unpacking_fees (firm_id, coalesce(product_group_id, 0), size_class);

-- One courier shipment per order: MyGLS's parcel id(s), the parcel numbers and the label PDF it
-- served once. `state` PENDING: a call whose answer was lost (README 'GLS': never a second parcel).
create table courier_shipments (
  id serial primary key,
  firm_id int not null references firms (id),
  customer_order_id int not null references customer_orders (id),
  courier text not null,
  state text not null check (state in ('PENDING', 'PRINTED')),
  client_reference text not null,
  parcel_count int not null,
  parcel_ids int[] not null default '{}',
  parcel_numbers text[] not null default '{}',
  label_format text not null,
  label_file_id int references stored_files (id),
  created_at timestamptz not null default now(),
  printed_at timestamptz
);
create unique index courier_shipments_order_uq on courier_shipments (customer_order_id);

-- The route sheet and a stop's delivery note are documents of the one renderer (documents README).
alter table documents drop constraint documents_kind_check;
alter table documents add constraint documents_kind_check
  check (kind in ('INVOICE', 'QUOTE', 'ORDER_CONFIRMATION', 'PICK_LIST', 'SUPPLIER_ORDER',
    'ROUTE_SHEET', 'DELIVERY_NOTE'));
