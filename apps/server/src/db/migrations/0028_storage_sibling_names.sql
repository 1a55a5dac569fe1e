-- Storages admin (modules/storages/README.md): a location's name is unique among its siblings
-- (case-free), so a worker never has to choose between two "A-01 állvány" in the same zone. The
-- siblings of a warehouse are the other warehouses of its branch. The service checks first and
-- names the field; these indexes hold under concurrent requests.
create unique index storages_sibling_name on storages (parent_id, lower(name))
  where parent_id is not null;
create unique index storages_root_name on storages (branch_id, lower(name))
  where parent_id is null;
