-- Sales, second part (modules/customer-orders/README.md): dispatch with delivery notes, parcels,
-- the price explanation of each line, who took / changed an order, and the indexes of the order
-- list and the large data set (bench/orders.ts).

-- How much of the line has left the warehouse (sum of its dispatch lines).
alter table customer_order_lines add column dispatched_quantity numeric(16, 4) not null default 0
  check (dispatched_quantity >= 0 and dispatched_quantity <= quantity);
-- Why the line got its price (the pricing engine's chosen discount), null when from the list alone.
alter table customer_order_lines add column price_explanation text;
alter table quote_lines add column price_explanation text;

-- The employees who took and last changed the order (PUT /customer-order/created-by, modified-by);
-- created_by / modified_by stay the users who saved it.
alter table customer_orders add column created_by_employee_id int references employees (id);
alter table customer_orders add column modified_by_employee_id int references employees (id);

-- One dispatch = one delivery note (series SZL); its lines say what left from which storage.
create table dispatches (
  id serial primary key,
  firm_id int not null references firms (id),
  customer_order_id int not null references customer_orders (id),
  number text not null,
  dispatched_at timestamptz not null default now(),
  dispatched_by int references users (id)
);
create unique index dispatches_number_uq on dispatches (firm_id, number);
create index dispatches_order on dispatches (customer_order_id);

create table dispatch_lines (
  id serial primary key,
  dispatch_id int not null references dispatches (id),
  customer_order_line_id int not null references customer_order_lines (id),
  storage_id int not null references storages (id),
  quantity numeric(16, 4) not null check (quantity > 0)
);
create index dispatch_lines_dispatch on dispatch_lines (dispatch_id);
create index dispatch_lines_line on dispatch_lines (customer_order_line_id);

-- The parcels of an order: `count` identical parcels of a weight and size.
create table order_parcels (
  id serial primary key,
  firm_id int not null references firms (id),
  customer_order_id int not null references customer_orders (id) on delete cascade,
  position int not null,
  count int not null check (count between 1 and 999),
  weight_kg numeric(10, 3) not null check (weight_kg > 0),
  length_cm int not null check (length_cm between 1 and 10000),
  width_cm int not null check (width_cm between 1 and 10000),
  height_cm int not null check (height_cm between 1 and 10000)
);
create index order_parcels_order on order_parcels (customer_order_id, position);

-- The order list is sorted by order date then id (orders.repository.ts searchOrders).
drop index customer_orders_list;
create index customer_orders_list on customer_orders (firm_id, order_date desc, id desc);
create index customer_orders_state on customer_orders (firm_id, state, order_date desc, id desc);
create index customer_orders_rep on customer_orders (firm_id, sales_rep_employee_id, order_date desc, id desc);
-- Rapid search: number fragments (trigram), the customer name through partners' own index.
create index customer_orders_number_trgm on customer_orders using gin (number gin_trgm_ops);
-- Reservations are looked up per firm, storage and product (available = on hand − reserved).
create index stock_reservations_firm_stock on stock_reservations (firm_id, storage_id, product_id);
