-- The warehouse dashboard's configured data (modules/warehouse-dashboard/README.md): the floor's
-- job titles, each with its tabs in order (codes of the tabs the areas register), and the
-- workstations of the firm with the job titles that work at each (none: any).
create table warehouse_job_titles (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null check (code ~ '^[A-Z][A-Z0-9_]{0,39}$'),
  name text not null,
  tab_codes text[] not null default '{}',
  position int not null default 0,
  is_active boolean not null default true,
  unique (firm_id, code)
);

create table warehouse_work_stations (
  id serial primary key,
  firm_id int not null references firms (id),
  code text not null,
  name text not null,
  job_title_codes text[] not null default '{}',
  position int not null default 0,
  is_active boolean not null default true,
  unique (firm_id, code)
);
