-- NAV reporting that can be put right (modules/invoices/README.md "NAV reporting").

-- SHA-256 of the last InvoiceData XML sent to NAV: a refused report may only be sent again with
-- corrected data, never the same bytes.
alter table invoices add column nav_sent_hash text;
-- Technical annulment (manageAnnulment) of an accepted report: its code, reason and transaction.
alter table invoices add column nav_annulment_code text;
alter table invoices add column nav_annulment_reason text;
alter table invoices add column nav_annulment_transaction_id text;

-- FAILED: a report that failed permanently or whose retries ran out; the annulment's states.
alter table invoices drop constraint invoices_nav_status_check;
alter table invoices add constraint invoices_nav_status_check check (nav_status in (
  'NOT_REQUIRED', 'NOT_CONFIGURED', 'WAITING', 'SENT', 'ACCEPTED', 'ACCEPTED_WITH_WARNINGS',
  'REFUSED', 'FAILED', 'ANNULMENT_WAITING', 'ANNULMENT_SENT', 'ANNULMENT_PENDING', 'ANNULLED',
  'ANNULMENT_REJECTED'));
