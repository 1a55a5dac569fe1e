-- Param settings, import templates and import runs (imports README).

-- A firm's value of a setting of the contract's catalogue (SETTING_DEFINITIONS); a setting without
-- a row reads its default. No process caches these rows, so a change is effective at commit for
-- every server process.
create table settings (
  firm_id int not null references firms (id),
  setting_id text not null,
  value jsonb not null,
  version int not null default 1,
  updated_by int references users (id),
  updated_at timestamptz not null default now(),
  primary key (firm_id, setting_id)
);

-- A saved column mapping: which column type each header of a supplier's file is.
create table import_templates (
  id serial primary key,
  firm_id int not null references firms (id),
  type text not null check (type in ('PARTNER', 'PRODUCT', 'SERVICE')),
  import_mode text not null check (import_mode in ('CREATE', 'UPDATE', 'UPSERT')),
  name text not null,
  mapping jsonb not null,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  unique (firm_id, id)
);
create unique index import_templates_name_uq
  on import_templates (firm_id, type, (lower(name) collate "C"));

-- An uploaded file, kept (in the database, so every process reads it) for validation, the run and
-- the error file. Parsed as a stream each time; never held as rows.
create table import_files (
  id serial primary key,
  firm_id int not null references firms (id),
  filename text not null,
  format text not null check (format in ('CSV', 'XLSX')),
  encoding text not null check (encoding in ('UTF-8', 'WINDOWS-1250')),
  delimiter text not null check (delimiter in (';', ',', '')),
  headers text[] not null,
  content bytea not null,
  uploaded_by int references users (id),
  created_at timestamptz not null default now(),
  unique (firm_id, id)
);

-- One import of a file: validated, then queued, running, and DONE / CANCELLED / FAILED.
create table import_runs (
  id serial primary key,
  firm_id int not null references firms (id),
  file_id int not null,
  type text not null check (type in ('PARTNER', 'PRODUCT', 'SERVICE')),
  import_mode text not null check (import_mode in ('CREATE', 'UPDATE', 'UPSERT')),
  mapping jsonb not null,
  status text not null default 'VALIDATED'
    check (status in ('VALIDATED', 'QUEUED', 'RUNNING', 'DONE', 'CANCELLED', 'FAILED')),
  rows_total int not null default 0,
  rows_invalid int not null default 0,
  rows_done int not null default 0,
  rows_failed int not null default 0,
  cancel_requested boolean not null default false,
  created_by int references users (id),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  unique (firm_id, id),
  foreign key (firm_id, file_id) references import_files (firm_id, id) on delete cascade
);
create index import_runs_firm_idx on import_runs (firm_id, created_at desc);

-- Per-cell errors found by validation (row_number counts data rows from 1; column_index from 0).
create table import_errors (
  import_id int not null references import_runs (id) on delete cascade,
  row_number int not null,
  column_index int not null,
  message_key text not null,
  value text not null default '',
  primary key (import_id, row_number, column_index)
);

-- The run's ledger: a row is written in the same transaction as the entity it created or changed,
-- so a restarted or repeated run skips it and never writes it twice.
create table import_row_results (
  import_id int not null references import_runs (id) on delete cascade,
  row_number int not null,
  entity_id int,
  is_failed boolean not null default false,
  primary key (import_id, row_number)
);
