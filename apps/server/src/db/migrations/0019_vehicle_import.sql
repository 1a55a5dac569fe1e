-- Issue 14: windshield data through the importer (import type VEHICLE), and a firm's own link
-- from a catalogue windshield to one of its products (the catalogue itself is shared by every
-- firm, like measure units; the link is the firm's).
alter table import_templates drop constraint import_templates_type_check;
alter table import_templates add constraint import_templates_type_check
  check (type in ('PARTNER', 'PRODUCT', 'SERVICE', 'VEHICLE'));
alter table import_runs drop constraint import_runs_type_check;
alter table import_runs add constraint import_runs_type_check
  check (type in ('PARTNER', 'PRODUCT', 'SERVICE', 'VEHICLE'));

create table vehicle_windshield_products (
  firm_id int not null references firms (id),
  windshield_id int not null references vehicle_windshields (id),
  product_id int not null references products (id) on delete cascade,
  primary key (firm_id, windshield_id)
);
