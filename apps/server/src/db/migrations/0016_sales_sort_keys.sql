-- Customer orders, third part (issue 11): sort keys and a number prefix index for the order list
-- on a million orders (modules/customer-orders/README.md "speed", bench/orders.ts).

-- The customer's name on the order, so the whole list sorts by customer through one index instead
-- of joining and sorting a million rows. Kept by the triggers that keep `search_doc` (0014), in the
-- same transaction: on the order's insert or change of customer and on the partner's rename.
alter table customer_orders add column customer_sort text not null default '';
update customer_orders o set customer_sort = p.name from partners p where p.id = o.customer_id;

create or replace function t_customer_orders_search_doc() returns trigger language plpgsql as $$
declare
  customer_name text;
begin
  select p.name into customer_name from public.partners p where p.id = new.customer_id;
  new.search_doc := f_search_key(concat_ws(' ', new.number, customer_name));
  new.customer_sort := coalesce(customer_name, '');
  return new;
end $$;

create or replace function t_partners_order_search_doc() returns trigger language plpgsql as $$
begin
  update customer_orders o
  set search_doc = f_order_search_doc(o.customer_id, o.number), customer_sort = new.name
  where o.customer_id = new.id;
  return null;
end $$;

-- Ties go newest first in both directions (README: order list). Ascending, the first page walks
-- this index; descending, it is read backwards and only each customer's few orders are re-sorted.
create index customer_orders_customer_sort
  on customer_orders (firm_id, customer_sort, order_date desc, id desc);
-- State descending: read backwards, the (state, order_date desc) index needs a sort of all orders
-- of the last state (~150 000); this one is walked forwards.
create index customer_orders_state_desc
  on customer_orders (firm_id, state desc, order_date desc, id desc);
-- A term that is the beginning of an order number (`VR-2026-00`) is matched as a prefix of the
-- number: its trigrams are in every order, so the search document's trigram index reads them all.
create index customer_orders_number_prefix on customer_orders (firm_id, number text_pattern_ops);

analyze customer_orders;
