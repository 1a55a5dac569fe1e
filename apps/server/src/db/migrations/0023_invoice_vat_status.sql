-- Buyer VAT status, structured buyer address and invoice appearance (modules/invoices/README.md
-- "Content", "Zero VAT and the buyer's VAT status").

-- AAM (alanyi adómentesség, Áfa tv. XIII. fejezet) is a status of the seller firm (setting
-- invoicing.sellerVatStatus), not of a product: products that carried it get the general rate.
update products set vat_code = '27' where vat_code = 'AAM';
alter table products drop constraint products_vat_code_check;
alter table products add constraint products_vat_code_check
  check (vat_code in ('27', '18', '5', '0', 'TAM', 'EU', 'EUK', 'MAA', 'KBAET'));

-- The buyer's billing address frozen in parts (NAV simpleAddress; the PDF's lines); buyer_address
-- stays the printed text. Invoices issued before this migration have no parts (null).
alter table invoices add column buyer_postal_code text;
alter table invoices add column buyer_city text;
alter table invoices add column buyer_street text;

-- The seller's bank account (setting invoicing.bankAccount) frozen for bank-transfer invoices.
alter table invoices add column seller_bank_account text;

-- How the original reaches the buyer (NAV invoiceAppearance): PAPER while Kontor prints it,
-- ELECTRONIC once the PDF is e-mailed as the original.
alter table invoices add column appearance text not null default 'PAPER'
  check (appearance in ('PAPER', 'ELECTRONIC'));
