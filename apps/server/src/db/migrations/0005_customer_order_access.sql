-- The customer portal's read model (classic page appf/customer-portal): what a customer may see of
-- one order after entering its number and the access code printed on the order confirmation.
-- Customer orders themselves do not exist yet; when they arrive, their service keeps this table
-- current in the same transaction as each order change (status, items), and nothing else reads it.
create table customer_order_access (
  id serial primary key,
  firm_id integer not null references firms (id),
  order_number text not null unique,
  -- SHA-256 (hex) of the printed access code; the code itself is never stored.
  access_code_hash text not null,
  customer_name text not null,
  status text not null check (
    status in ('RECEIVED', 'CONFIRMED', 'IN_PRODUCTION', 'READY', 'DISPATCHED', 'DELIVERED', 'CANCELLED')
  ),
  status_changed_at timestamptz not null default now(),
  -- [{ "code": text, "name": text, "quantity": decimal string, "unit": text }]
  items jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now()
);
create index customer_order_access_firm on customer_order_access (firm_id);
