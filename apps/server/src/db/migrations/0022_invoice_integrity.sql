-- Integrity of invoices under repeated and parallel requests (modules/invoices/README.md).

-- A double click makes one document: the client's key of a create request, unique per firm; a
-- repeated request with the same key answers the document already made.
alter table invoices add column idempotency_key uuid;
create unique index invoices_idempotency_key on invoices (firm_id, idempotency_key)
  where idempotency_key is not null;
-- The dispatch an invoice of dispatchAndInvoice was made with: a repeat answers both.
alter table invoices add column dispatch_id int references dispatches (id);

-- A service has no stock and no reservation: its dispatch line names no storage.
alter table dispatch_lines alter column storage_id drop not null;
