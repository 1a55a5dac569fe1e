-- Design proofs (modules/design-proofs/README.md). A customer-order line of a product that needs
-- a design proof has one proof; the workshop uploads versions of it, each sent to the customer
-- with its own link (a random token stored as its SHA-256) until one is accepted.
alter table products add column needs_design_proof boolean not null default false;

create table design_proofs (
  id serial primary key,
  firm_id int not null references firms (id),
  order_id int not null references customer_orders (id) on delete cascade,
  order_line_id int not null references customer_order_lines (id) on delete cascade,
  -- EXPIRED is never stored: it is SENT past the current version's expiry (read time).
  state text not null default 'TO_DESIGN' check (state in ('TO_DESIGN', 'SENT', 'ACCEPTED', 'REJECTED')),
  -- Where the design sits on the product image: fractions of its width and height, optional size.
  location_x numeric(6, 5) check (location_x between 0 and 1),
  location_y numeric(6, 5) check (location_y between 0 and 1),
  location_size numeric(6, 5) check (location_size > 0 and location_size <= 1),
  version int not null default 1,
  updated_at timestamptz not null default now(),
  unique (order_line_id)
);
create index design_proofs_board on design_proofs (firm_id, state);
create index design_proofs_order on design_proofs (firm_id, order_id);

create table design_proof_versions (
  id serial primary key,
  firm_id int not null references firms (id),
  proof_id int not null references design_proofs (id) on delete cascade,
  number int not null,
  file_id int not null references stored_files (id),
  filename text not null,
  content_type text not null,
  size_bytes int not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  uploaded_by int references users (id),
  uploaded_at timestamptz not null default now(),
  email_message_id int references email_messages (id),
  answer text check (answer in ('ACCEPTED', 'REJECTED')),
  answered_at timestamptz,
  -- The customer's name as the stamp of an acceptance.
  stamp_name text,
  comment text,
  -- Set when the office answered on the customer's behalf.
  on_behalf_by int references users (id),
  unique (proof_id, number)
);

-- A line of a product that needs a proof gets its proof (TO_DESIGN) when it is written, whoever
-- writes it (order form, quote conversion, webshop, import); a deleted line takes its proof along.
create function design_proof_for_line() returns trigger language plpgsql as $$
begin
  if exists (select 1 from products where id = new.product_id and needs_design_proof) then
    insert into design_proofs (firm_id, order_id, order_line_id)
    values (new.firm_id, new.order_id, new.id)
    on conflict (order_line_id) do nothing;
  end if;
  return new;
end $$;
create trigger customer_order_lines_design_proof after insert or update of product_id
  on customer_order_lines for each row execute function design_proof_for_line();
