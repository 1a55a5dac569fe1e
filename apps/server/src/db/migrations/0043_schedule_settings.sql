-- Work schedule settings (modules/production/README.md "Settings"): tabs and teams were demo data
-- only; the office and the scheduler now keep them. A tab gets a Hungarian name of its own (null:
-- the dictionary's name of the built-in code) and a version; a team a version.
alter table schedule_tabs add column name text check (name is null or length(name) between 1 and 100);
alter table schedule_tabs add column version int not null default 1;
alter table schedule_teams add column version int not null default 1;
