-- Cancelled proformas and refunds of credit notes (modules/invoices/README.md).

-- A proforma (díjbekérő) is no invoice: it is cancelled by a state change, not a credit note.
alter table invoices add column cancelled_at timestamptz;
alter table invoices add column cancel_reason text;

-- A refund paid back to the customer on a credit note is a negative payment of the corrected
-- invoice, naming the credit note it settles.
alter table invoice_payments drop constraint invoice_payments_amount_check;
alter table invoice_payments add constraint invoice_payments_amount_check check (amount <> 0);
alter table invoice_payments add column credit_note_id int references invoices (id);
create index invoice_payments_credit_note on invoice_payments (credit_note_id);
