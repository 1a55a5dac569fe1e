import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../platform/db/database.ts';

/**
 * Rows the route sweep plants in a firm for a user, each carrying `marker` in a text column; answers
 * their ids (the sweep sends them as path params). A module with firm-owned rows adds a fixture
 * here, so the sweep can try to reach them from another firm.
 */
export type SweepFixture = (
  db: Db,
  firmId: number,
  userId: number,
  marker: string,
) => Promise<number[]>;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export const SWEEP_FIXTURES: SweepFixture[] = [
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with t as (insert into tasks (firm_id, assignee_user_id, title, kind) values (${firmId}, ${userId}, ${marker}, 'CUSTOMER_SERVICE') returning id),
             m as (insert into messages (firm_id, recipient_user_id, subject) values (${firmId}, ${userId}, ${marker}) returning id),
             h as (insert into navigation_history (firm_id, user_id, url, label) values (${firmId}, ${userId}, '/app/x', ${marker}) returning id),
             w as (insert into widget_orders (user_id, firm_id, ids) values (${userId}, ${firmId}, array[${marker}]) returning user_id)
        select id from t union all select id from m union all select id::int from h`,
      ),
    ),
  async (db, firmId, _userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-P`}, ${`${marker} FIRM-B termék`}) returning id),
             e as (insert into employees (firm_id, name, job_title) values (${firmId}, ${marker}, ${marker}) returning id)
        select id from p union all select id from e`,
      ),
    ),
  // Reference data and storages: a branch with a warehouse and a zone, a comment, a screen setup,
  // and an entry of each firm-owned list.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-B`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             w as (insert into storages (firm_id, branch_id, code, name, type) select ${firmId}, b.id, ${`${marker}-W`}, ${marker}, 'WAREHOUSE' from b returning id, branch_id),
             z as (insert into storages (firm_id, branch_id, parent_id, code, name, type) select ${firmId}, w.branch_id, w.id, ${`${marker}-Z`}, ${marker}, 'ZONE' from w returning id),
             c as (insert into comments (firm_id, entity_type, entity_id, author_user_id, text) values (${firmId}, 'QUOTE', 1, ${userId}, ${marker}) returning id),
             s as (insert into screen_setups (firm_id, user_id, screen, setup) values (${firmId}, ${userId}, 'partner-list', jsonb_build_object('marker', ${marker}::text)) returning user_id),
             k as (insert into codes (firm_id, code_group, code, name_hu) values (${firmId}, 'PAYMENT_METHOD', ${`${marker}-K`}, ${marker}) returning id),
             r as (insert into couriers (firm_id, code, name, kind) values (${firmId}, ${`${marker}-C`}, ${marker}, 'PARCEL') returning id),
             t as (insert into document_templates (firm_id, scope, kind, code, name, language) values (${firmId}, 'CUSTOMER_ORDER', 'DOCUMENT', ${`${marker}-T`}, ${marker}, 'HU') returning id)
        select id from b union all select id from w union all select id from z union all select id from c
        union all select id from k union all select id from r union all select id from t`,
      ),
    ),
  // Partners: two linked partners of every role, with an address, a contact, a bank account; a
  // sales representative with an absence.
  async (db, firmId, _userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with p as (insert into partners (firm_id, code, kind, name, roles) values
                     (${firmId}, ${`${marker}-P1`}, 'COMPANY', ${marker}, array['CUSTOMER','SUPPLIER','INSURER','SUBCONTRACTOR','MANUFACTURER']),
                     (${firmId}, ${`${marker}-P2`}, 'COMPANY', ${marker}, array['CUSTOMER','SUPPLIER'])
                   returning id),
             a as (insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
                   select ${firmId}, id, 'BILLING', '1111', ${marker}, ${marker} from p returning id),
             c as (insert into partner_contacts (firm_id, partner_id, name, email, is_primary)
                   select ${firmId}, min(id), ${marker}, 'firm-b-marker@example.hu', true from p returning id),
             k as (insert into partner_bank_accounts (firm_id, partner_id, account_number, format)
                   select ${firmId}, min(id), '11773016-11111018', 'HU' from p returning id),
             l as (insert into partner_links (firm_id, partner_id, linked_partner_id, link_type)
                   select ${firmId}, min(id), max(id), 'PARENT_COMPANY' from p returning id),
             e as (insert into employees (firm_id, name, job_title, job_type, email)
                   values (${firmId}, ${marker}, ${marker}, 'SALES_REPRESENTATIVE', 'firm-b-marker@example.hu') returning id),
             x as (insert into employee_absences (firm_id, employee_id, date_from, date_to, reason)
                   select ${firmId}, id, '2026-01-01', '2026-01-02', ${marker} from e returning id)
        select id from p union all select id from a union all select id from c union all select id from k
        union all select id from l union all select id from e union all select id from x`,
      ),
    ),
  // Products: a product in a group and catalogue with an alias, a translation, a price, a
  // supplier condition, a substitute, a default and a buffer storage and a stock movement.
  async (db, firmId, _userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with g as (insert into product_groups (firm_id, kind, code, name) values (${firmId}, 'PRODUCT', ${`${marker}-G`}, ${marker}) returning id),
             c as (insert into product_catalogues (firm_id, code, name) values (${firmId}, ${`${marker}-C`}, ${marker}) returning id),
             p as (insert into products (firm_id, code, name, group_id, catalogue_id)
                   select ${firmId}, ${`${marker}-PR`}, ${marker}, g.id, c.id from g, c returning id),
             q as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-SUB`}, ${marker}) returning id),
             a as (insert into product_aliases (firm_id, product_id, alias) select ${firmId}, id, ${marker} from p returning id),
             t as (insert into product_translations (firm_id, product_id, language, name) select ${firmId}, id, 'EN', ${marker} from p returning product_id),
             r as (insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
                   select ${firmId}, id, 'RETAIL', 'HUF', 1000, '2020-01-01' from p returning id),
             s as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-SUP`}, 'COMPANY', ${marker}, array['SUPPLIER']) returning id),
             sa as (insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
                   select ${firmId}, id, 'BILLING', '1111', ${marker}, ${marker} from s returning id),
             u as (insert into product_suppliers (firm_id, product_id, supplier_id, supplier_product_code, currency_code, unit_price)
                   select ${firmId}, p.id, s.id, ${marker}, 'HUF', 800 from p, s returning id),
             x as (insert into product_substitutes (firm_id, product_id, substitute_id) select ${firmId}, p.id, q.id from p, q returning product_id),
             b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-PB`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             w as (insert into storages (firm_id, branch_id, code, name, type) select ${firmId}, b.id, ${`${marker}-PW`}, ${marker}, 'WAREHOUSE' from b returning id, branch_id),
             d as (insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
                   select ${firmId}, p.id, w.id, w.branch_id, k from p, w, unnest(array['DEFAULT', 'BUFFER']) k returning id),
             m as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
                   select ${firmId}, p.id, w.id, 5, 'OPENING', ${marker} from p, w returning id),
             cp as (insert into product_components (firm_id, product_id, component_id, quantity)
                   select ${firmId}, p.id, q.id, 2 from p, q returning product_id),
             pk as (insert into product_packages (firm_id, product_id, measure_unit_code, quantity, barcode)
                   select ${firmId}, id, 'karton', 12, ${marker} from p returning id),
             md as (insert into product_media (firm_id, product_id, file_name, original_name, content_type, size_bytes)
                   select ${firmId}, id, ${`${marker}.png`}, ${marker}, 'image/png', 1 from p returning id),
             lb as (insert into product_labels (product_id, firm_id, template_code, lines)
                   select id, ${firmId}, ${marker}, array[${marker}] from p returning product_id),
             ct as (insert into product_containers (firm_id, product_id, container_id, quantity, deposit_fee)
                   select ${firmId}, p.id, q.id, 1, 500 from p, q returning product_id),
             vg as (insert into product_variation_groups (firm_id, code, name) values (${firmId}, ${`${marker}-VG`}, ${marker}) returning id),
             vp as (update products set variation_group_id = vg.id from vg where products.id in (select id from p) returning products.id),
             vv as (insert into product_variant_values (firm_id, product_id, attribute, value)
                   select ${firmId}, id, 'szín', ${marker} from p returning product_id)
        select id from g union all select id from c union all select id from p union all select id from q
        union all select id from a union all select id from r union all select id from u
        union all select id from d union all select id::int from m union all select id from pk
        union all select id from md union all select id from vg`,
      ),
    ),
  // Discounts: a list for everybody with an item for a product of the firm.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-PRP`}, ${marker}) returning id),
             d as (insert into discounts (firm_id, name, scope, valid_from, owner_user_id, changed_by_user_id)
                   values (${firmId}, ${marker}, 'EVERYBODY', '2026-01-01', ${userId}, ${userId}) returning id),
             i as (insert into discount_items (firm_id, discount_id, target, product_id, discount_percent)
                   select ${firmId}, d.id, 'PRODUCT', p.id, 10 from d, p returning id)
        select id from d union all select id from i`,
      ),
    ),
  // Sales: a quote request with a line, a quote and an order with a line each, a reservation,
  // and a number series counter.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-SC`}, 'COMPANY', ${marker}, array['CUSTOMER']) returning id),
             ca as (insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
                    select ${firmId}, id, 'BILLING', '1111', ${marker}, ${marker} from c returning id),
             p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-SP`}, ${marker}) returning id),
             b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-SB`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             w as (insert into storages (firm_id, branch_id, code, name, type) select ${firmId}, b.id, ${`${marker}-SW`}, ${marker}, 'WAREHOUSE' from b returning id),
             r as (insert into quote_requests (firm_id, number, customer_id, subject, created_by)
                   select ${firmId}, ${`${marker}-AK`}, c.id, ${marker}, ${userId} from c returning id),
             rl as (insert into quote_request_lines (firm_id, quote_request_id, position, description, quantity)
                    select ${firmId}, r.id, 1, ${marker}, 1 from r returning id),
             q as (insert into quotes (firm_id, number, customer_id, currency_code, price_type, price_basis, quote_date, valid_until, note, state)
                   select ${firmId}, ${`${marker}-AJ`}, c.id, 'HUF', 'RETAIL', 'net', '2026-01-01', '2099-01-01', ${marker}, 'APPROVED' from c returning id),
             ql as (insert into quote_lines (firm_id, quote_id, position, product_id, description, quantity, unit, unit_price, vat_code, vat_rate, net, vat, gross)
                    select ${firmId}, q.id, 1, p.id, ${marker}, 1, 'db', 100, '27', 27, 100, 27, 127 from q, p returning id),
             o as (insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
                     payment_method, payment_terms_days, order_date, billing_address, delivery_address, internal_note)
                   select ${firmId}, ${`${marker}-VR`}, c.id, b.id, 'HUF', 'RETAIL', 'net', 'TRANSFER', 8, '2026-01-01', ${marker}, ${marker}, ${marker}
                   from c, b returning id),
             ol as (insert into customer_order_lines (firm_id, order_id, position, product_id, description, quantity, unit, unit_price, vat_code, vat_rate, net, vat, gross)
                    select ${firmId}, o.id, 1, p.id, ${marker}, 1, 'db', 100, '27', 27, 100, 27, 127 from o, p returning id),
             pc as (insert into order_parcels (firm_id, customer_order_id, position, count, weight_kg, length_cm, width_cm, height_cm)
                    select ${firmId}, o.id, 1, 1, 1, 1, 1, 1 from o returning id),
             sr as (insert into stock_reservations (firm_id, order_line_id, product_id, storage_id, quantity)
                    select ${firmId}, ol.id, p.id, w.id, 1 from ol, p, w returning id),
             ns as (insert into number_series (firm_id, series, year, last_value) values (${firmId}, ${marker.slice(0, 20)}, 2026, 1) returning firm_id)
        select id from c union all select id from r union all select id from q union all select id from o
        union all select id from ol union all select id from rl union all select id from ql
        union all select id from pc`,
      ),
    ),
  // Imports: an uploaded file with a validated import of it, a mapping template, a setting.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with sf as (insert into stored_files (firm_id) values (${firmId}) returning id),
             f as (insert into import_files (id, firm_id, filename, format, encoding, delimiter, headers, uploaded_by)
                   select sf.id, ${firmId}, ${marker}, 'CSV', 'UTF-8', ';', array[${marker}], ${userId} from sf returning id),
             fp as (insert into file_pieces (file_id, seq, bytes) select f.id, 0, convert_to(${marker}, 'UTF8') from f returning file_id),
             r as (insert into import_runs (firm_id, file_id, type, import_mode, mapping, created_by)
                   select ${firmId}, f.id, 'PRODUCT', 'CREATE', '[{"column":0,"columnType":"code"}]'::jsonb, ${userId} from f returning id),
             t as (insert into import_templates (firm_id, type, import_mode, name, mapping)
                   values (${firmId}, 'PRODUCT', 'CREATE', ${marker}, '[]'::jsonb) returning id),
             s as (insert into settings (firm_id, setting_id, value) values (${firmId}, 'email.senderName', to_jsonb(${marker}::text)) returning firm_id),
             c as (insert into product_search_conditions (firm_id, user_id, name, filters)
                   values (${firmId}, ${userId}, ${marker}, jsonb_build_object('term', ${marker}::text, 'groupId', null, 'catalogueId', null, 'supplierId', null,
                     'is_active', null, 'is_service', null, 'sort', 'code', 'direction', 'asc')) returning id)
        select id from f union all select id from r union all select id from t union all select id from c`,
      ),
    ),
  // Invoices: an advance invoice of a confirmed order, with a line and a payment, and a proforma.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-IC`}, 'COMPANY', ${marker}, array['CUSTOMER']) returning id),
             b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-IB`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             o as (insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
                     payment_method, payment_terms_days, order_date, billing_address, delivery_address, internal_note, state, gross_total)
                   select ${firmId}, ${`${marker}-IVR`}, c.id, b.id, 'HUF', 'RETAIL', 'net', 'TRANSFER', 8, '2026-01-01', ${marker}, ${marker}, ${marker}, 'CONFIRMED', 1270
                   from c, b returning id),
             i as (insert into invoices (firm_id, kind, number, customer_order_id, customer_id, seller_name, seller_address,
                     seller_tax_number, buyer_name, buyer_kind, buyer_address, currency_code, price_basis, payment_method,
                     issue_date, fulfilment_date, due_date, net_total, vat_total, gross_total, vat_total_huf, payable, nav_status, note, created_by)
                   select ${firmId}, k.kind, ${marker} || '-' || k.kind, o.id, c.id, ${marker}, ${marker}, ${marker}, ${marker}, 'COMPANY',
                     ${marker}, 'HUF', 'net', 'TRANSFER', '2026-01-01', '2026-01-01', '2026-01-09', 100, 27, 127, 27, 127,
                     k.nav, ${marker}, ${userId}
                   from o, c, (values ('ADVANCE', 'NOT_CONFIGURED'), ('PROFORMA', 'NOT_REQUIRED')) k(kind, nav) returning id),
             l as (insert into invoice_lines (firm_id, invoice_id, position, description, quantity, unit, unit_price, vat_code, vat_rate, net, vat, gross)
                   select ${firmId}, i.id, 1, ${marker}, 1, 'db', 100, '27', 27, 100, 27, 127 from i returning id),
             pm as (insert into invoice_payments (firm_id, invoice_id, method, paid_on, amount, note)
                    select ${firmId}, min(i.id), 'TRANSFER', '2026-01-02', 10, ${marker} from i returning id)
        select id from i union all select id from o union all select id from l`,
      ),
    ),
  // Documents and the library: a made document and a file attached to the firm's first order.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with d as (insert into documents (firm_id, kind, source_id, number, language, size_bytes, made_by)
                   values (${firmId}, 'QUOTE', 1, ${marker}, 'hu', 1, ${userId}) returning id),
             f as (insert into stored_files (firm_id) values (${firmId}) returning id),
             p as (insert into file_pieces (file_id, seq, bytes) select f.id, 0, convert_to(${marker}, 'UTF8') from f returning file_id),
             l as (insert into library_files (firm_id, file_id, location, owner_id, filename, content_type, size_bytes, uploaded_by)
                   select ${firmId}, f.id, 'ORDER', coalesce((select min(id) from customer_orders where firm_id = ${firmId}), 1),
                          ${marker}, 'text/plain', length(${marker}), ${userId} from f returning id)
        select id from d union all select id from l`,
      ),
    ),
  // Design proofs: a confirmed order with a line of a proof product, its proof sent (the file's
  // bytes and name carry the marker). Only the proof's id is swept (orders are swept above).
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-DPC`}, 'COMPANY', ${marker}, array['CUSTOMER']) returning id),
             a as (insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
                   select ${firmId}, c.id, 'BILLING', '1111', ${marker}, ${marker} from c),
             b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-DPB`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             pr as (insert into products (firm_id, code, name, needs_design_proof) values (${firmId}, ${`${marker}-DPP`}, ${marker}, true) returning id),
             o as (insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
                     payment_method, payment_terms_days, order_date, billing_address, delivery_address, internal_note, state)
                   select ${firmId}, ${`${marker}-DPVR`}, c.id, b.id, 'HUF', 'RETAIL', 'net', 'TRANSFER', 8, '2026-01-01', ${marker}, ${marker}, ${marker}, 'CONFIRMED'
                   from c, b returning id),
             l as (insert into customer_order_lines (firm_id, order_id, position, product_id, description, quantity, unit, unit_price, vat_code, vat_rate, net, vat, gross)
                   select ${firmId}, o.id, 1, pr.id, ${marker}, 1, 'db', 100, '27', 27, 100, 27, 127 from o, pr returning id, order_id),
             dp as (insert into design_proofs (firm_id, order_id, order_line_id, state)
                    select ${firmId}, l.order_id, l.id, 'SENT' from l returning id),
             f as (insert into stored_files (firm_id) values (${firmId}) returning id),
             p as (insert into file_pieces (file_id, seq, bytes) select f.id, 0, convert_to(${marker}, 'UTF8') from f returning file_id),
             v as (insert into design_proof_versions (firm_id, proof_id, number, file_id, filename, content_type, size_bytes, token_hash, expires_at, uploaded_by)
                   select ${firmId}, dp.id, 1, f.id, ${marker}, 'text/plain', length(${marker}), md5(${marker}), now() + interval '1 day', ${userId}
                   from dp, f returning id)
        select id from dp`,
      ),
    ),
  // Picking: an open cycle of the firm's first zone (no lines), assigned to the sweeper.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        insert into picking_cycles (firm_id, number, zone_id, packing_storage_id, assigned_user_id, note)
        select ${firmId}, ${marker}, z.id, b.id, ${userId}, ${marker}
        from (select min(id) as id from storages where firm_id = ${firmId} and type = 'ZONE') z,
             (select min(id) as id from storages where firm_id = ${firmId} and type = 'BUFFER') b
        returning id`,
      ),
    ),
  // E-mail: a template type with a template, and a queued message about a quote.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with t as (insert into email_template_types (firm_id, name, group_id) values (${firmId}, ${marker}, 1) returning id),
             e as (insert into email_templates (firm_id, type_id, language, subject, body)
                   select ${firmId}, t.id, 'hu', ${marker}, ${marker} from t returning id),
             m as (insert into email_messages (firm_id, request_key, message_id, document_kind, document_id, language,
                     from_address, to_addresses, subject, body, created_by)
                   values (${firmId}, gen_random_uuid(), ${`<${marker}@example.hu>`}, 'QUOTE', 1, 'hu',
                     'firm-b-marker@example.hu', array['firm-b-marker@example.hu'], ${marker}, ${marker}, ${userId}) returning id)
        select id from t union all select id from e union all select id from m`,
      ),
    ),
  // Receipts and shelving: a supplier, a site with an inbound buffer and a shelf, a draft and a
  // posted receipt, goods waiting in the buffer and one shelving move.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-SZ`}, 'COMPANY', ${marker}, array['SUPPLIER']) returning id),
             b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-RB`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             w as (insert into storages (firm_id, branch_id, code, name, type) select ${firmId}, b.id, ${`${marker}-RW`}, ${marker}, 'WAREHOUSE' from b returning id, branch_id),
             f as (insert into storages (firm_id, branch_id, parent_id, code, name, type) select ${firmId}, w.branch_id, w.id, ${`${marker}-RF`}, ${`${marker} puffer`}, 'BUFFER' from w returning id),
             h as (insert into storages (firm_id, branch_id, parent_id, code, name, type) select ${firmId}, w.branch_id, w.id, ${`${marker}-RH`}, ${`${marker} polc`}, 'SHELF' from w returning id),
             p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-RP`}, ${marker}) returning id),
             r as (insert into receipts (firm_id, number, state, supplier_id, delivery_note_number, receipt_date, storage_id, note, created_by)
                   select ${firmId}, ${`${marker}-BE`} || v.n, v.state, c.id, ${marker}, '2026-01-01', f.id, ${marker}, ${userId}
                   from c, f, (values (1, 'DRAFT'), (2, 'POSTED')) v(n, state) returning id, storage_id),
             l as (insert into receipt_lines (firm_id, receipt_id, line_no, product_id, quantity, storage_id)
                   select ${firmId}, r.id, 1, p.id, 5, r.storage_id from r, p returning id),
             m as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
                   select ${firmId}, p.id, f.id, 10, 'RECEIPT', ${marker} from p, f returning id),
             s as (insert into shelving_moves (firm_id, product_id, from_storage_id, to_storage_id, quantity, created_by)
                   select ${firmId}, p.id, f.id, h.id, 1, ${userId} from p, f, h returning id)
        select id from r union all select id from f union all select id from h union all select id from p`,
      ),
    ),
  // Purchasing: a supplier, a product, a DRAFT and a SENT supplier order with a line each.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-SR`}, 'COMPANY', ${marker}, array['SUPPLIER']) returning id),
             p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-SRP`}, ${marker}) returning id),
             o as (insert into supplier_orders (firm_id, number, state, supplier_id, currency_code, exchange_rate, order_date, note, created_by)
                   select ${firmId}, ${`${marker}-SR`} || v.n, v.state, c.id, 'HUF', 1, '2026-01-01', ${marker}, ${userId}
                   from c, (values (1, 'DRAFT'), (2, 'SENT')) v(n, state) returning id),
             l as (insert into supplier_order_lines (firm_id, supplier_order_id, position, product_id, quantity, unit_price)
                   select ${firmId}, o.id, 1, p.id, 5, 10 from o, p returning id)
        select id from o union all select id from l`,
      ),
    ),
  // Tender orders: a customer and a supplier, a DRAFT and an APPROVED tender with a line each
  // and its chosen offer.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-TC`}, 'COMPANY', ${marker}, array['CUSTOMER', 'SUPPLIER']) returning id),
             p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-TP`}, ${marker}) returning id),
             t as (insert into tender_orders (firm_id, number, state, customer_id, currency_code, title, tender_date, note, created_by)
                   select ${firmId}, ${`${marker}-TD`} || v.n, v.state, c.id, 'HUF', ${marker}, '2026-01-01', ${marker}, ${userId}
                   from c, (values (1, 'DRAFT'), (2, 'APPROVED')) v(n, state) returning id),
             l as (insert into tender_order_lines (firm_id, tender_order_id, position, product_id, quantity, sale_price)
                   select ${firmId}, t.id, 1, p.id, 5, 10 from t, p returning id),
             f as (insert into tender_order_offers (firm_id, tender_order_line_id, supplier_id, unit_price, is_chosen)
                   select ${firmId}, l.id, c.id, 8, true from l, c returning tender_order_line_id)
        select id from t union all select id from l`,
      ),
    ),
  // Stock counts: an open count of the firm's first location with one line.
  async (db, firmId, _userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into stock_counts (firm_id, number, storage_id, note)
                   select ${firmId}, ${marker}, min(id), ${marker} from storages where firm_id = ${firmId}
                   returning id, storage_id),
             l as (insert into stock_count_lines (firm_id, count_id, storage_id, product_id, expected)
                   select ${firmId}, c.id, c.storage_id,
                          (select min(id) from products where firm_id = ${firmId} and not is_service), 1
                   from c returning id)
        select id from c`,
      ),
    ),
  // Supplier invoices: a received order line, a draft invoice matched to it with a payment-free
  // item, an approved one, and a pulled NAV invoice.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-SI`}, 'COMPANY', ${marker}, array['SUPPLIER']) returning id),
             p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-SIP`}, ${marker}) returning id),
             o as (insert into supplier_orders (firm_id, number, state, supplier_id, currency_code, exchange_rate, order_date, note, created_by)
                   select ${firmId}, ${`${marker}-SIO`}, 'RECEIVED', c.id, 'HUF', 1, '2026-01-01', ${marker}, ${userId} from c returning id),
             l as (insert into supplier_order_lines (firm_id, supplier_order_id, position, product_id, quantity, unit_price, received_quantity)
                   select ${firmId}, o.id, 1, p.id, 5, 10, 5 from o, p returning id),
             i as (insert into supplier_invoices (firm_id, supplier_id, invoice_number, state, issue_date, fulfilment_date, due_date,
                     currency_code, exchange_rate, payment_method, note, gross_total, created_by)
                   select ${firmId}, c.id, ${marker} || v.n, v.state, '2026-01-02', '2026-01-02', '2026-01-10', 'HUF', 1, 'TRANSFER', ${marker}, 64, ${userId}
                   from c, (values (1, 'DRAFT'), (2, 'APPROVED')) v(n, state) returning id),
             it as (insert into supplier_invoice_items (firm_id, supplier_invoice_id, supplier_order_line_id, quantity, unit_price, vat_code, vat_rate, net, vat, gross)
                   select ${firmId}, min(i.id), min(l.id), 5, 10, '27', 27, 50, 14, 64 from i, l returning id),
             n as (insert into nav_inbound_invoices (firm_id, supplier_tax_number, supplier_name, invoice_number, issue_date, currency_code, net, vat, gross)
                   values (${firmId}, '99999999-2-41', ${marker}, ${marker}, '2026-01-02', 'HUF', 100, 27, 127) returning id)
        select id from i union all select id from it union all select id from n`,
      ),
    ),
  // Production: a confirmed order whose PRODUCTION line has a workshop order, booked on a team.
  async (db, firmId, _userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-MH`}, 'COMPANY', ${marker}, array['CUSTOMER', 'SUPPLIER']) returning id),
             b as (select min(id) as id from branches where firm_id = ${firmId}),
             p as (insert into products (firm_id, code, name) values (${firmId}, ${`${marker}-MHP`}, ${marker}) returning id),
             o as (insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
                     payment_method, payment_terms_days, order_date, billing_address, delivery_address, internal_note, state)
                   select ${firmId}, ${`${marker}-MHR`}, c.id, b.id, 'HUF', 'RETAIL', 'net', 'TRANSFER', 8, '2026-01-01', ${marker}, ${marker}, ${marker}, 'CONFIRMED'
                   from c, b returning id),
             l as (insert into customer_order_lines (firm_id, order_id, position, product_id, description, quantity, unit, unit_price,
                     vat_code, vat_rate, net, vat, gross, fulfilment, fulfilment_partner_id)
                   select ${firmId}, o.id, 1, p.id, ${marker}, 1, 'db', 100, '27', 27, 100, 27, 127, 'PRODUCTION', c.id from o, p, c returning id),
             tab as (insert into schedule_tabs (firm_id, code, source, unit, default_load)
                     values (${firmId}, 'SWEEP', 'WORKSHOP', 'PIECES', 1) returning code),
             t as (insert into schedule_teams (firm_id, code, name, tab_code, capacity_per_member)
                   select ${firmId}, ${`${marker}-T`}, ${marker}, tab.code, 1 from tab returning id),
             w as (insert into workshop_orders (firm_id, number, customer_order_id, customer_order_line_id, product_id, quantity, note, team_id)
                   select ${firmId}, ${`${marker}-MH`}, o.id, l.id, p.id, 1, ${marker}, t.id from o, l, p, t returning id),
             bk as (insert into schedule_bookings (firm_id, tab_code, customer_order_id, team_id, day, position, load, override_reason)
                    select ${firmId}, tab.code, o.id, t.id, '2027-02-03', 1, 1, ${marker} from tab, o, t returning id)
        select id from o union all select id from l union all select id from w union all select id from t`,
      ),
    ),
  // Delivery: a method, a plan condition, a vehicle, a route of the sweeper with a stop of a
  // dispatched order, an unpacking fee.
  async (db, firmId, userId, marker) =>
    ids(
      await queryRows(
        db,
        sql`
        with m as (insert into delivery_methods (firm_id, code, name, kind, fee_rule) values (${firmId}, ${`${marker}-DM`}, ${marker}, 'OWN_VEHICLE', 'FIXED') returning id),
             pc as (insert into delivery_plan_conditions (firm_id, name, postcode_from, postcode_to, weekdays, cutoff_time, lead_days, delivery_method_id)
                    select ${firmId}, ${marker}, '1000', '1999', '{1,2,3,4,5}', '12:00', 1, m.id from m returning id),
             v as (insert into delivery_vehicles (firm_id, plate_number, name, capacity_kg, capacity_m3) values (${firmId}, ${`SW-${firmId}`}, ${marker}, 1000, 10) returning id),
             b as (insert into branches (firm_id, code, name, postal_code, city, street) values (${firmId}, ${`${marker}-DB`}, ${marker}, '1111', ${marker}, ${marker}) returning id),
             c as (insert into partners (firm_id, code, kind, name, roles) values (${firmId}, ${`${marker}-DC`}, 'COMPANY', ${marker}, array['CUSTOMER']) returning id),
             o as (insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
                     payment_method, payment_terms_days, order_date, billing_address, delivery_address, internal_note, state)
                   select ${firmId}, ${`${marker}-DO`}, c.id, b.id, 'HUF', 'RETAIL', 'net', 'TRANSFER', 8, '2026-01-01', ${marker}, ${`1111 ${marker}`}, ${marker}, 'DISPATCHED'
                   from c, b returning id),
             r as (insert into delivery_routes (firm_id, number, route_date, branch_id, vehicle_id, driver_user_id, note)
                   select ${firmId}, ${`${marker}-DR`}, '2026-01-01', b.id, v.id, ${userId}, ${marker} from b, v returning id),
             s as (insert into delivery_route_stops (firm_id, route_id, customer_order_id, position) select ${firmId}, r.id, o.id, 1 from r, o returning id),
             g as (insert into product_groups (firm_id, kind, code, name) values (${firmId}, 'PRODUCT', ${`${marker}-DG`}, ${marker}) returning id),
             u as (insert into unpacking_fees (firm_id, product_group_id, size_class, amount) select ${firmId}, g.id, 'S', 100 from g returning id)
        select id from m union all select id from pc union all select id from v union all select id from r
        union all select id from s union all select id from u union all select id from o`,
      ),
    ),
];
