-- The stock ledger names its source document (modules/stock/README.md): every movement written
-- from now on carries the kind of document and its id beside the readable `reference` (its
-- number). Rows written before stay without (null): the opening stock of the demo data and the
-- dispatches made before this migration.
alter table stock_movements add column source_kind text check (source_kind in ('OPENING',
  'RECEIPT', 'SHELVING', 'PICKING_CYCLE', 'STOCK_COUNT', 'DISPATCH', 'WORKSHOP_ORDER'));
alter table stock_movements add column source_id bigint;
alter table stock_movements add constraint stock_movements_source_whole
  check ((source_kind is null) = (source_id is null));
create index stock_movements_source on stock_movements (source_kind, source_id)
  where source_kind is not null;
-- On hand per firm, storage and product is the ledger's sum: the warehouse lists sum by storage.
create index stock_movements_firm_stock on stock_movements (firm_id, storage_id, product_id);
