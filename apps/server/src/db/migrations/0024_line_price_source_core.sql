-- Where a quote or order line's price came from (issue 21): the pricing engine's explanation as
-- data, kept with the line and copied with it (request -> quote -> order). Null on lines saved
-- before: the answers then show the text of price_explanation as before.
-- {"kind": "LIST" | "DISCOUNT" | "MANUAL", "priceList": "RETAIL", "discountId": 7,
--  "discountName": "Ősz 2026 kampány", "approvedBy": "Kovács Anna"}
alter table quote_lines add column price_source jsonb;
alter table customer_order_lines add column price_source jsonb;
