-- Issue 23 (part A): one file store for the platform, the documents made, the library.

-- The platform's file store (platform/file-store.ts): a stored file is a row here and its bytes in
-- pieces of 1 MiB in `file_pieces`. The imports' pieces move into it: an import file's id is its
-- stored file's id, so its pieces stay where they are.
create table stored_files (
  id serial primary key,
  firm_id int not null references firms (id),
  created_at timestamptz not null default now()
);
insert into stored_files (id, firm_id, created_at)
select id, firm_id, created_at from import_files;
select setval(pg_get_serial_sequence('stored_files', 'id'), coalesce(max(id), 0) + 1, false)
from stored_files;

alter table import_file_pieces rename to file_pieces;
alter table file_pieces drop constraint import_file_pieces_file_id_fkey;
alter table file_pieces
  add constraint file_pieces_file_id_fkey foreign key (file_id) references stored_files (id)
  on delete cascade;
alter table import_files
  add constraint import_files_stored_file_fkey foreign key (id) references stored_files (id);

-- The customer's language for documents and messages (languages.code); null: Hungarian.
alter table partners add column if not exists language text references languages (code);

-- Every document made for someone (rendered to print, download or attach): what, which, in what
-- language, how large, when and by whom (documents README). The PDF itself is made again from its
-- source when printed; an invoice's content is frozen at issue, so it prints the same.
create table documents (
  id serial primary key,
  firm_id int not null references firms (id),
  kind text not null check (kind in ('INVOICE', 'QUOTE', 'ORDER_CONFIRMATION')),
  source_id int not null,
  number text not null,
  language text not null check (language in ('hu', 'en', 'de')),
  size_bytes int not null check (size_bytes > 0),
  made_by int references users (id),
  made_at timestamptz not null default now()
);
create index documents_source_idx on documents (firm_id, kind, source_id);

-- Files attached to an order, a partner or a product (library README). Deleting marks the row;
-- the bytes stay until purged, for the audit.
create table library_files (
  id serial primary key,
  firm_id int not null references firms (id),
  file_id int not null references stored_files (id),
  location text not null check (location in ('ORDER', 'PARTNER', 'PRODUCT', 'SUPPLIER_INVOICE')),
  owner_id int not null,
  filename text not null,
  content_type text not null,
  size_bytes bigint not null,
  uploaded_by int references users (id),
  uploaded_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by int references users (id)
);
create index library_files_owner_idx on library_files (firm_id, location, owner_id)
  where deleted_at is null;
