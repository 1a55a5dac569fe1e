-- Webshop info (spec 001 §2 "Webshop info", issue 14): per product whether it is published, its
-- main image (one of its media) and per language a short and long description and a URL slug,
-- unique per language within the firm. A product without a row is not published.
create table product_webshop (
  firm_id int not null references firms (id),
  product_id int not null,
  published boolean not null default false,
  main_media_id int references product_media (id) on delete set null,
  version int not null default 1,
  updated_at timestamptz not null default now(),
  primary key (product_id),
  foreign key (firm_id, product_id) references products (firm_id, id) on delete cascade
);
create index product_webshop_published_idx on product_webshop (firm_id) where published;

create table product_webshop_texts (
  firm_id int not null references firms (id),
  product_id int not null references product_webshop (product_id) on delete cascade,
  language text not null references languages (code),
  short_description text not null default '',
  long_description text not null default '',
  slug text,
  primary key (product_id, language)
);
create unique index product_webshop_texts_slug_uq on product_webshop_texts (firm_id, language, slug);
