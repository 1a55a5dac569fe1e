-- Customer orders, second part (issue 11): the chosen shipping address and a search column.

-- The customer's shipping address the order goes to (null: the billing address). Kept so that an
-- edit that does not name it keeps the order's address.
alter table customer_orders
  add column delivery_address_id int references partner_addresses (id) on delete set null;

-- The order list's term search: the order number and the customer's name, accent- and case-free,
-- on the order itself with one trigram index, so a name fragment shared by thousands of customers
-- does not first collect their ids (README: speed; bench/orders.ts). Kept by triggers in the
-- transaction that changes the order or renames the partner.
alter table customer_orders add column search_doc text not null default '';

create function f_order_search_doc(customer_id int, number text) returns text
  language sql stable parallel safe
  as $$ select f_search_key(concat_ws(' ', number,
    (select p.name from public.partners p where p.id = $1))) $$;

update customer_orders set search_doc = f_order_search_doc(customer_id, number);

create function t_customer_orders_search_doc() returns trigger language plpgsql as $$
begin
  new.search_doc := f_order_search_doc(new.customer_id, new.number);
  return new;
end $$;
create trigger customer_orders_search_doc before insert or update of number, customer_id
  on customer_orders for each row execute function t_customer_orders_search_doc();

create function t_partners_order_search_doc() returns trigger language plpgsql as $$
begin
  update customer_orders o set search_doc = f_order_search_doc(o.customer_id, o.number)
  where o.customer_id = new.id;
  return null;
end $$;
create trigger partners_order_search_doc after update of name on partners
  for each row when (old.name is distinct from new.name)
  execute function t_partners_order_search_doc();

alter table customer_orders enable always trigger customer_orders_search_doc;
alter table partners enable always trigger partners_order_search_doc;

create index customer_orders_search_doc_trgm_idx on customer_orders
  using gin (search_doc gin_trgm_ops);
-- The search document holds the number too: the number's own trigram index (0011) goes.
drop index customer_orders_number_trgm;
-- Sorting the list by total (README: order list): the first page walks this index. By number
-- (customer_orders_number_uq), date (customer_orders_list) and state (customer_orders_state) the
-- indexes of 0008 and 0011 serve.
create index customer_orders_total on customer_orders (firm_id, gross_total, order_date desc, id desc);
