-- A workstation stands in one branch (site) of the firm, or serves any (null): the settings page
-- of the warehouse dashboard keeps it (modules/warehouse-dashboard/README.md).
alter table warehouse_work_stations add column branch_id int references branches (id);

-- Both are edited by the back office now: a change names the version it read (409 when stale).
alter table warehouse_work_stations add column version int not null default 1;
alter table warehouse_job_titles add column version int not null default 1;
