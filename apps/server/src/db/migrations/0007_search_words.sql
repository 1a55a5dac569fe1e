-- Word-by-word search. A product or partner is found when every word of the term occurs
-- somewhere in its search document, accent- and case-free, in any order. The document is one
-- column per row, kept current by triggers (it gathers rows of other tables, so it cannot be a
-- generated column), and one trigram index answers `search_doc like '%w1%' and search_doc like
-- '%w2%'` as a bitmap AND of the words' trigrams.
--   products: code, name, aliases ('Egyéb nevek')
--   partners: code, name, short name, tax number (with and without dashes), billing city

create function f_product_search_doc(product_id int, code text, name text) returns text
  language sql stable parallel safe
  as $$ select f_search_key(concat_ws(' ', code, name,
    (select string_agg(a.alias, ' ' order by a.alias) from public.product_aliases a
      where a.product_id = $1))) $$;

create function f_partner_search_doc(partner_id int, code text, name text, short_name text,
  tax_number text) returns text
  language sql stable parallel safe
  as $$ select f_search_key(concat_ws(' ', code, name, short_name, tax_number,
    replace(tax_number, '-', ''),
    (select a.city from public.partner_addresses a where a.partner_id = $1 and a.kind = 'BILLING'))) $$;

alter table products add column search_doc text not null default '';
alter table partners add column search_doc text not null default '';

create function t_products_search_doc() returns trigger language plpgsql as $$
begin
  new.search_doc := f_product_search_doc(new.id, new.code, new.name);
  return new;
end $$;
create trigger products_search_doc before insert or update of code, name on products
  for each row execute function t_products_search_doc();

create function t_product_aliases_search_doc() returns trigger language plpgsql as $$
begin
  update products p set search_doc = f_product_search_doc(p.id, p.code, p.name)
  where p.id in (new.product_id, old.product_id);
  return null;
end $$;
create trigger product_aliases_search_doc after insert or update or delete on product_aliases
  for each row execute function t_product_aliases_search_doc();

create function t_partners_search_doc() returns trigger language plpgsql as $$
begin
  new.search_doc := f_partner_search_doc(new.id, new.code, new.name, new.short_name, new.tax_number);
  return new;
end $$;
create trigger partners_search_doc before insert or update of code, name, short_name, tax_number
  on partners for each row execute function t_partners_search_doc();

create function t_partner_addresses_search_doc() returns trigger language plpgsql as $$
begin
  update partners p
  set search_doc = f_partner_search_doc(p.id, p.code, p.name, p.short_name, p.tax_number)
  where p.id in (new.partner_id, old.partner_id);
  return null;
end $$;
create trigger partner_addresses_search_doc after insert or update of city, kind or delete
  on partner_addresses for each row execute function t_partner_addresses_search_doc();

-- The mock server loads its fixtures with triggers off (session_replication_role = replica);
-- these still run, so its documents are built from the loaded rows in any loading order.
alter table products enable always trigger products_search_doc;
alter table product_aliases enable always trigger product_aliases_search_doc;
alter table partners enable always trigger partners_search_doc;
alter table partner_addresses enable always trigger partner_addresses_search_doc;

update products set search_doc = f_product_search_doc(id, code, name);
update partners set search_doc = f_partner_search_doc(id, code, name, short_name, tax_number);

create index products_search_doc_trgm_idx on products using gin (search_doc gin_trgm_ops);
create index partners_search_doc_trgm_idx on partners using gin (search_doc gin_trgm_ops);
-- The name fragment index is replaced by the search document's.
drop index products_name_trgm_idx;
