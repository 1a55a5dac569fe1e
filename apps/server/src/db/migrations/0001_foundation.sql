-- Foundation: firms, users, sessions, audit, navigation, inbox, dictionaries, product base data.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- unaccent() is only STABLE; an IMMUTABLE wrapper with a fixed dictionary can back indexes.
create or replace function f_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- The search key of names: lower case, accents removed ('Árvíz' → 'arviz').
create or replace function f_search_key(text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.f_unaccent($1)) $$;

create table firms (
  id serial primary key,
  name text not null,
  short_name text not null,
  tax_number text not null unique,
  address text not null,
  logo_url text,
  created_at timestamptz not null default now()
);

create table users (
  id serial primary key,
  username text not null,
  full_name text not null,
  nick_name text not null,
  password_hash text not null,
  language text not null default 'HU' check (language in ('HU', 'EN')),
  roles text[] not null default '{}',
  default_firm_id int references firms (id),
  firm_switch_enabled boolean not null default true,
  profile_pic_url text,
  avatar_inner_html text,
  avatar_css_content text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_username_uq on users (lower(username));

create table user_firms (
  user_id int not null references users (id) on delete cascade,
  firm_id int not null references firms (id),
  primary key (user_id, firm_id)
);

create table employees (
  id serial primary key,
  firm_id int not null references firms (id),
  user_id int references users (id),
  name text not null,
  job_title text not null,
  email text,
  phone text,
  profile_pic_url text,
  is_active boolean not null default true,
  unique (firm_id, user_id)
);
create index employees_firm_idx on employees (firm_id);

-- Session ids and access tokens are stored only as SHA-256 hashes.
create table sessions (
  id text primary key,
  access_token_hash text not null unique,
  user_id int not null references users (id) on delete cascade,
  firm_id int not null references firms (id),
  remember_me_selector text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id);

create table remember_me_tokens (
  selector text primary key,
  user_id int not null references users (id) on delete cascade,
  validator_hash text not null,
  previous_validator_hash text,
  rotated_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index remember_me_tokens_user_idx on remember_me_tokens (user_id);

create table login_failures (
  id bigserial primary key,
  key text not null,
  at timestamptz not null default now()
);
create index login_failures_key_idx on login_failures (key, at);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_id int references users (id),
  firm_id int references firms (id),
  entity text not null,
  entity_id text,
  action text not null,
  before jsonb,
  after jsonb,
  request_id text
);
create index audit_log_firm_idx on audit_log (firm_id, at desc);
create index audit_log_entity_idx on audit_log (entity, entity_id);
create index audit_log_request_idx on audit_log (request_id);

create table navigation_history (
  id bigserial primary key,
  user_id int not null references users (id) on delete cascade,
  firm_id int not null references firms (id),
  url text not null,
  query_string text not null default '',
  label text not null,
  visited_at timestamptz not null default now()
);
create index navigation_history_user_idx on navigation_history (user_id, firm_id, id desc);

create table widget_orders (
  user_id int not null references users (id) on delete cascade,
  firm_id int not null references firms (id),
  ids text[] not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, firm_id)
);

create table tasks (
  id serial primary key,
  firm_id int not null references firms (id),
  assignee_user_id int not null references users (id),
  title text not null,
  description text not null default '',
  department text,
  kind text not null default 'GENERAL' check (kind in ('GENERAL', 'CUSTOMER_SERVICE')),
  due_date date,
  url text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  completed_by int references users (id)
);
create index tasks_open_idx on tasks (firm_id, assignee_user_id) where completed_at is null;

create table messages (
  id serial primary key,
  firm_id int not null references firms (id),
  recipient_user_id int not null references users (id),
  sender_name text,
  subject text not null,
  body text not null default '',
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index messages_recipient_idx on messages (firm_id, recipient_user_id, created_at desc);

create table dictionary_entries (
  language text not null,
  reference text not null,
  value text not null,
  updated_at timestamptz not null default now(),
  primary key (language, reference)
);
create index dictionary_entries_updated_idx on dictionary_entries (updated_at);

create table products (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  image_path text,
  is_active boolean not null default true,
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (firm_id, code)
);
create index products_name_trgm_idx on products using gin (f_search_key(name) gin_trgm_ops);
create index products_code_prefix_idx on products (firm_id, lower(code) text_pattern_ops);
